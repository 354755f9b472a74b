package io.manifeststudio.editor.forms;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.springframework.util.MultiValueMap;

import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.HealthCheck;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.JobReference;
import io.manifeststudio.manifest.model.Port;
import io.manifeststudio.manifest.model.Probe;
import io.manifeststudio.manifest.model.RunSettings;
import io.manifeststudio.manifest.model.Scaling;
import io.manifeststudio.manifest.model.Volume;

/**
 * The values of a group form, each as text under the path of the field it fills
 * ({@code run.memory}, {@code ports[0].internal}): either the group's current values, as
 * the form first shows them, or exactly what a person typed and sent, so that a refused
 * form comes back with every value as typed. Also which rows the person marked for
 * removal. A path that is missing was not sent, which is not the same as sent blank
 * (blank removes the value).
 */
final class GroupFormValues {

	/**
	 * The form's checkboxes send this hidden marker beside them, so an unchecked box
	 * still says it was there.
	 */
	static final String PRESENT = "_";

	/** The parameter that names each row marked for removal ({@code ports[1]}). */
	static final String REMOVE = "remove";

	/** Lists of rows: jobs, ports and each list of volumes. */
	static final List<String> ROW_LISTS = List.of("jobs", "ports", "run.volumes", "run.persistent-volumes",
			"run.shared-volumes");

	/**
	 * More rows than any group has; a request claiming more is cut here rather than
	 * growing the form.
	 */
	static final int MAX_ROWS = 500;

	private static final Pattern ROW_PATH = Pattern
		.compile("(jobs|ports|run\\.volumes|run\\.persistent-volumes" + "|run\\.shared-volumes)\\[(\\d{1,4})\\]\\..+");

	private final Map<String, String> texts;

	private final Map<String, List<String>> choices;

	private final Set<String> removed;

	private final Map<String, Integer> rows;

	private GroupFormValues(Map<String, String> texts, Map<String, List<String>> choices, Set<String> removed,
			Map<String, Integer> rows) {
		this.texts = texts;
		this.choices = choices;
		this.removed = removed;
		this.rows = rows;
	}

	/**
	 * The values a group has now. A job's release is {@code jobs[i].release_name} in the
	 * v1 era (as fissile of that era reads it), {@code jobs[i].release} after.
	 */
	static GroupFormValues of(InstanceGroup group, FormatEra era) {
		Map<String, String> texts = new LinkedHashMap<>();
		Map<String, Integer> rows = new LinkedHashMap<>();
		List<JobReference> jobs = group.jobs();
		for (int i = 0; i < jobs.size(); i++) {
			texts.put("jobs[" + i + "].name", shown(jobs.get(i).name()));
			texts.put("jobs[" + i + "]." + releaseKey(era), shown(jobs.get(i).release()));
		}
		rows.put("jobs", jobs.size());
		RunSettings run = group.run();
		Scaling scaling = run.scaling();
		texts.put("run.scaling.min", shown(scaling.min()));
		texts.put("run.scaling.max", shown(scaling.max()));
		texts.put("run.scaling.ha", shown(scaling.ha()));
		texts.put("run.memory", shown(run.memory()));
		texts.put("run.mem.request", shown(run.memoryRequest()));
		texts.put("run.mem.limit", shown(run.memoryLimit()));
		texts.put("run.virtual-cpus", shown(run.virtualCpus()));
		texts.put("run.cpu.request", shown(run.cpuRequest()));
		texts.put("run.cpu.limit", shown(run.cpuLimit()));
		texts.put("run.capabilities", String.join(", ", run.capabilities()));
		texts.put("run.privileged", run.isPrivileged() ? "true" : "");
		List<Port> ports = group.ports();
		for (int i = 0; i < ports.size(); i++) {
			Port port = ports.get(i);
			String row = "ports[" + i + "].";
			texts.put(row + "name", shown(port.name()));
			texts.put(row + "protocol", shown(port.protocol()));
			texts.put(row + "internal", shown(port.internal()));
			texts.put(row + "external", shown(port.external()));
			texts.put(row + "public", port.isPublic() ? "true" : "");
		}
		rows.put("ports", ports.size());
		Map<String, Integer> volumeCounts = new LinkedHashMap<>();
		for (Volume volume : run.volumes()) {
			String list = "run." + volume.source().key();
			int index = volumeCounts.merge(list, 1, Integer::sum) - 1;
			String row = list + "[" + index + "].";
			texts.put(row + "path", shown(volume.path()));
			texts.put(row + "type", shown(volume.type()));
			texts.put(row + "tag", shown(volume.tag()));
			texts.put(row + "size", shown(volume.size()));
		}
		for (String list : List.of("run.volumes", "run.persistent-volumes", "run.shared-volumes")) {
			rows.put(list, volumeCounts.getOrDefault(list, 0));
		}
		HealthCheck health = run.healthCheck();
		probe(texts, "run.healthcheck.readiness", (health != null) ? health.readiness() : null);
		probe(texts, "run.healthcheck.liveness", (health != null) ? health.liveness() : null);
		texts.put("default_feature", shown(group.features().defaultFeature()));
		texts.put("if_feature", shown(group.features().ifFeature()));
		texts.put("unless_feature", shown(group.features().unlessFeature()));
		texts.put("image", shown(group.image()));
		Map<String, List<String>> choices = new LinkedHashMap<>();
		choices.put("tags", group.tags());
		return new GroupFormValues(texts, choices, Set.of(), rows);
	}

	/**
	 * What a form sent: the first value of each parameter as text, every value of the
	 * choice lists ({@code tags}), the rows marked for removal, and for a checkbox whose
	 * marker came without it, an empty text (unchecked).
	 */
	static GroupFormValues of(MultiValueMap<String, String> parameters, Set<String> choiceLists) {
		Map<String, String> texts = new LinkedHashMap<>();
		Map<String, List<String>> choices = new LinkedHashMap<>();
		Map<String, Integer> rows = new LinkedHashMap<>();
		parameters.forEach((name, values) -> {
			if (name.startsWith(PRESENT) || REMOVE.equals(name) || values.isEmpty()) {
				return;
			}
			if (choiceLists.contains(name)) {
				choices.put(name, List.copyOf(new LinkedHashSet<>(values)));
				return;
			}
			Matcher row = ROW_PATH.matcher(name);
			if (row.matches()) {
				int index = Integer.parseInt(row.group(2));
				if (index >= MAX_ROWS) {
					return;
				}
				rows.merge(row.group(1), index + 1, Math::max);
			}
			texts.put(name, values.get(0));
		});
		parameters.forEach((name, values) -> {
			if (name.startsWith(PRESENT) && name.length() > 1) {
				String field = name.substring(1);
				if (choiceLists.contains(field)) {
					choices.putIfAbsent(field, List.of());
				}
				else {
					texts.putIfAbsent(field, "");
				}
			}
		});
		Set<String> removed = new LinkedHashSet<>(parameters.getOrDefault(REMOVE, List.of()));
		return new GroupFormValues(texts, choices, removed, rows);
	}

	/** The text of a field, or {@code null} when it was not given. */
	String text(String path) {
		return this.texts.get(path);
	}

	/**
	 * The chosen values of a choice list ({@code tags}), or {@code null} when it was not
	 * given.
	 */
	List<String> choices(String path) {
		return this.choices.get(path);
	}

	boolean isRemoved(String row) {
		return this.removed.contains(row);
	}

	/** How many rows a list has here (0 when none was given). */
	int rows(String list) {
		return this.rows.getOrDefault(list, 0);
	}

	/**
	 * These values with an empty row added at the end of a list, as "Add a port" does.
	 */
	GroupFormValues withRow(String list, List<String> fields) {
		if (!ROW_LISTS.contains(list) || rows(list) >= MAX_ROWS) {
			return this;
		}
		Map<String, String> texts = new LinkedHashMap<>(this.texts);
		Map<String, Integer> rows = new LinkedHashMap<>(this.rows);
		int index = rows(list);
		for (String field : fields) {
			texts.put(list + "[" + index + "]." + field, "");
		}
		rows.put(list, index + 1);
		return new GroupFormValues(texts, this.choices, this.removed, rows);
	}

	/**
	 * These values where given, the other's elsewhere: what a form shows after a person
	 * typed some of it.
	 */
	GroupFormValues over(GroupFormValues base) {
		Map<String, String> texts = new LinkedHashMap<>(base.texts);
		texts.putAll(this.texts);
		Map<String, List<String>> choices = new LinkedHashMap<>(base.choices);
		choices.putAll(this.choices);
		Map<String, Integer> rows = new LinkedHashMap<>(base.rows);
		this.rows.forEach((list, count) -> rows.merge(list, count, Math::max));
		return new GroupFormValues(texts, choices, this.removed, rows);
	}

	/** Every path with a text, in the order given. */
	Set<String> paths() {
		return Collections.unmodifiableSet(this.texts.keySet());
	}

	/**
	 * The key of a job's release in the era: {@code release_name} (v1) or
	 * {@code release}.
	 */
	static String releaseKey(FormatEra era) {
		return (era == FormatEra.V1_ROLES) ? "release_name" : "release";
	}

	private static void probe(Map<String, String> texts, String path, Probe probe) {
		texts.put(path + ".command",
				(probe != null && probe.command() != null) ? String.join("\n", probe.command()) : "");
		texts.put(path + ".initial_delay", shown((probe != null) ? probe.initialDelay() : null));
		texts.put(path + ".period", shown((probe != null) ? probe.period() : null));
		texts.put(path + ".timeout", shown((probe != null) ? probe.timeout() : null));
	}

	/**
	 * A model value as the form shows it: no value is blank, and a whole number of cores
	 * shows without ".0".
	 */
	static String shown(Object value) {
		if (value == null) {
			return "";
		}
		if (value instanceof Double number) {
			if (number == Math.rint(number) && !Double.isInfinite(number)) {
				return String.valueOf(number.longValue());
			}
			return java.math.BigDecimal.valueOf(number).stripTrailingZeros().toPlainString();
		}
		return String.valueOf(value);
	}

	/**
	 * The texts of one row's fields, in a list of the rows given ({@code ports} gives
	 * each port's prefix).
	 */
	static List<String> rowPrefixes(String list, int count) {
		List<String> prefixes = new ArrayList<>();
		for (int i = 0; i < count; i++) {
			prefixes.add(list + "[" + i + "]");
		}
		return prefixes;
	}

}
