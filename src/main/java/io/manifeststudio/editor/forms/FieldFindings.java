package io.manifeststudio.editor.forms;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.Port;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.Volume;
import io.manifeststudio.validation.Finding;

/**
 * The findings of one group, each placed beside the form field it is about: the field its
 * path names, when the form has one of that name
 * ({@code instance_groups[web].run.memory}). Otherwise, a finding knows the document
 * place of the field it came from ({@link Finding#source()}), in the manifest's own era:
 * {@code roles[2].run.memory},
 * {@code instance_groups[0].jobs[1].properties.bosh_containerization.ports[0].internal}.
 * That place, taken relative to the group and read the way the form names its fields
 * ({@code run.memory}, {@code ports[3].internal}, where the port index counts over all of
 * the group's jobs), finds the field. A finding about a whole list item or block
 * ({@code ports[3]}, {@code run.healthcheck.readiness}) goes to the first field inside
 * it; a finding the form has no field for (the group as a whole, a key the form does not
 * edit) is listed for the group.
 */
final class FieldFindings {

	private final Map<String, List<Finding>> byField;

	private final List<Finding> group;

	private FieldFindings(Map<String, List<Finding>> byField, List<Finding> group) {
		this.byField = byField;
		this.group = List.copyOf(group);
	}

	static FieldFindings of(RoleManifest manifest, InstanceGroup group, List<Finding> findings,
			List<GroupField> fields) {
		Map<String, List<Finding>> byField = new LinkedHashMap<>();
		List<Finding> rest = new ArrayList<>();
		for (Finding finding : findings) {
			if (!concerns(group, finding)) {
				continue;
			}
			GroupField field = named(manifest, group, finding.path(), fields);
			if (field == null) {
				String path = formPath(manifest.era(), group, finding.source());
				field = (path != null) ? fieldFor(path, fields) : null;
			}
			if (field != null) {
				byField.computeIfAbsent(field.path(), (key) -> new ArrayList<>()).add(finding);
			}
			else {
				rest.add(finding);
			}
		}
		return new FieldFindings(byField, rest);
	}

	/**
	 * The field a finding's own path names exactly
	 * ({@code instance_groups[web].run.scaling.ha} names {@code run.scaling.ha}), or
	 * {@code null}. A rule may report a value that is not written (an unset {@code ha})
	 * at the place of another one; its path still says which field it is about.
	 */
	static GroupField named(RoleManifest manifest, InstanceGroup group, String findingPath, List<GroupField> fields) {
		String prefix = manifest.groupsKey() + "[" + group.name() + "].";
		if (findingPath == null || !findingPath.startsWith(prefix)) {
			return null;
		}
		String rest = findingPath.substring(prefix.length());
		return fields.stream().filter((field) -> field.path().equals(rest)).findFirst().orElse(null);
	}

	/** The findings beside one field. */
	List<Finding> of(String path) {
		return this.byField.getOrDefault(path, List.of());
	}

	/** The findings about the group that no field of the form shows. */
	List<Finding> group() {
		return this.group;
	}

	private static boolean concerns(InstanceGroup group, Finding finding) {
		if (group.name() != null && group.name().equals(finding.subject())) {
			return true;
		}
		return finding.source() != null && group.location() != null && finding.source().startsWith(group.location());
	}

	/**
	 * The form's path for a document place inside the group ({@code null} when it is
	 * outside the group): job-level places of the v3 era lose their
	 * {@code jobs[j].properties.bosh_containerization} prefix, ports are numbered over
	 * the whole group, the legacy {@code run.exposed-ports} are the group's ports,
	 * volumes are numbered within the list they were written in, and a tag is the tags.
	 */
	static String formPath(FormatEra era, InstanceGroup group, DocPath source) {
		if (source == null || group.location() == null || !source.startsWith(group.location())) {
			return null;
		}
		List<Object> segments = source.segments().subList(group.location().segments().size(), source.segments().size());
		String port = itemPath(group.ports().stream().map(Port::location).toList(), source, "ports");
		if (port != null) {
			return port;
		}
		String volume = volumePath(group, source);
		if (volume != null) {
			return volume;
		}
		if (era == FormatEra.V3_JOB_PROPERTIES && segments.size() >= 4 && "jobs".equals(segments.get(0))
				&& "properties".equals(segments.get(2)) && "bosh_containerization".equals(segments.get(3))) {
			segments = segments.subList(4, segments.size());
		}
		if (!segments.isEmpty() && "tags".equals(segments.get(0))) {
			return "tags";
		}
		return text(segments);
	}

	/**
	 * {@code list[i].rest} when the place lies in the i-th item, by the items' own
	 * places.
	 */
	private static String itemPath(List<DocPath> items, DocPath source, String list) {
		for (int i = 0; i < items.size(); i++) {
			DocPath item = items.get(i);
			if (item != null && source.startsWith(item)) {
				List<Object> rest = source.segments().subList(item.segments().size(), source.segments().size());
				return list + "[" + i + "]" + (rest.isEmpty() ? "" : "." + text(rest));
			}
		}
		return null;
	}

	private static String volumePath(InstanceGroup group, DocPath source) {
		Map<String, Integer> counts = new LinkedHashMap<>();
		for (Volume volume : group.run().volumes()) {
			String list = "run." + volume.source().key();
			int index = counts.merge(list, 1, Integer::sum) - 1;
			if (volume.location() != null && source.startsWith(volume.location())) {
				List<Object> rest = source.segments()
					.subList(volume.location().segments().size(), source.segments().size());
				return list + "[" + index + "]" + (rest.isEmpty() ? "" : "." + text(rest));
			}
		}
		return null;
	}

	/**
	 * The field a form path belongs to: itself, its nearest ancestor with a field, or the
	 * first field inside it.
	 */
	static GroupField fieldFor(String path, List<GroupField> fields) {
		String current = path;
		while (!current.isEmpty()) {
			for (GroupField field : fields) {
				if (field.path().equals(current)) {
					return field;
				}
			}
			current = parent(current);
		}
		for (GroupField field : fields) {
			if (field.path().startsWith(path + ".") || field.path().startsWith(path + "[")) {
				return field;
			}
		}
		return null;
	}

	private static String parent(String path) {
		int cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['));
		return (cut <= 0) ? "" : path.substring(0, cut);
	}

	private static String text(List<Object> segments) {
		StringBuilder text = new StringBuilder();
		for (Object segment : segments) {
			if (segment instanceof Integer index) {
				text.append('[').append(index).append(']');
			}
			else {
				if (!text.isEmpty()) {
					text.append('.');
				}
				text.append(segment);
			}
		}
		return text.toString();
	}

}
