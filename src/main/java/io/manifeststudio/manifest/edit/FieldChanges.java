package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.JobReference;
import io.manifeststudio.manifest.yaml.ManifestDocument;
import io.manifeststudio.manifest.model.Port;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.edit.DocumentChange.InsertItem;
import io.manifeststudio.manifest.edit.DocumentChange.RemoveValue;
import io.manifeststudio.manifest.edit.DocumentChange.SetValue;
import io.manifeststudio.manifest.edit.FieldPath.Segment;

/**
 * The document changes of a {@code set} edit: one field of one group, checked against the
 * fields fissile reads there in the manifest's era ({@link FieldSchema}) and written
 * where fissile reads it.
 * <ul>
 * <li>{@code run...}: on the group in v1 and v2. In v3 on a job, since fissile merges the
 * {@code run} blocks of a group's jobs: a setting is written on the job that already
 * holds it (else on the home job, see {@link ContainerizationJobs}), and removed from any
 * other job that holds it too, so that fissile's merge gives exactly the value set. A
 * path into a list that several jobs hold (such as {@code run.volumes[0]} when two jobs
 * have volumes) is refused as ambiguous.</li>
 * <li>{@code ports}, {@code ports[i]}, {@code ports[<name>]...}: the group's ports as the
 * model lists them ({@code run.exposed-ports} in v1 and v2; every job's
 * {@code bosh_containerization.ports} in job order in v3); {@code ports[n]} with
 * {@code n} the number of ports appends one.</li>
 * <li>everything else: on the group, as written.</li>
 * </ul>
 * A value of {@code null} removes the field (nothing to do when it is absent). An index
 * one past the end of a list appends the value.
 */
final class FieldChanges {

	private final RoleManifest manifest;

	private final InstanceGroup group;

	private final FieldSchema schema;

	FieldChanges(RoleManifest manifest, InstanceGroup group) {
		this.manifest = manifest;
		this.group = group;
		this.schema = FieldSchema.of(manifest.era());
	}

	List<DocumentChange> set(FieldPath field, Object value) {
		Segment first = field.first();
		String refusal = this.schema.refusal(first.name());
		if (refusal != null) {
			throw new EditRefusedException(first.name() + " cannot be set with set: " + refusal);
		}
		checkShape(field);
		FieldSchema top = this.schema.child(first.name());
		if (first.name().equals("run") && this.manifest.era() == FormatEra.V3_JOB_PROPERTIES) {
			return runOnJobs(field, value);
		}
		if (first.name().equals("ports")) {
			return ports(field, value);
		}
		return write(resolve(field, 1, this.group.location().key(first.name()), top), value);
	}

	/**
	 * {@code run...} of a v3 group: on the job that holds the setting, see the class
	 * comment.
	 */
	private List<DocumentChange> runOnJobs(FieldPath field, Object value) {
		ContainerizationJobs.requireHome(this.group, "run settings");
		List<Segment> below = field.after(1);
		if (below.isEmpty()) {
			return onOneJob(field, jobsHolding(List.of()), value, List.of());
		}
		String key = below.get(0).name();
		List<JobReference> holders = jobsHolding(List.of(key));
		if (below.size() == 1 || holders.size() <= 1) {
			return onOneJob(field, holders, value, List.of(key));
		}
		if (below.stream().anyMatch(Segment::bracket)) {
			throw new EditRefusedException("run." + key + " of group " + this.group.name() + " is written on jobs "
					+ names(holders) + ", which fissile merges, so " + field + " is ambiguous: set the whole run." + key
					+ " instead");
		}
		List<String> keys = below.stream().map(Segment::name).toList();
		List<JobReference> exact = jobsHolding(keys);
		return onOneJob(field, exact.isEmpty() ? holders.subList(0, 1) : exact, value, keys);
	}

	/**
	 * Writes the field on the first of {@code holders} (the home job when there is none)
	 * and removes it (the value at {@code keys} below {@code run}) from the others; a
	 * null value removes it from all.
	 */
	private List<DocumentChange> onOneJob(FieldPath field, List<JobReference> holders, Object value,
			List<String> keys) {
		JobReference target = holders.isEmpty() ? ContainerizationJobs.home(this.group) : holders.get(0);
		DocPath run = ContainerizationJobs.containerization(target).key("run");
		List<DocumentChange> changes = new ArrayList<>(write(resolve(field, 1, run, this.schema.child("run")), value));
		for (JobReference other : holders) {
			if (other != target) {
				DocPath path = ContainerizationJobs.containerization(other).key("run");
				for (String key : keys) {
					path = path.key(key);
				}
				changes.add(new RemoveValue(path));
			}
		}
		return changes;
	}

	/**
	 * Checks the field against the schema alone, before the document is asked where it
	 * is.
	 */
	private void checkShape(FieldPath field) {
		FieldSchema current = this.schema;
		List<Segment> segments = field.segments();
		for (int i = 0; i < segments.size() && current.kind() != FieldSchema.Kind.FREE; i++) {
			Segment segment = segments.get(i);
			String place = shown(field, i);
			current = switch (current.kind()) {
				case MAP -> {
					if (segment.bracket()) {
						throw new EditRefusedException(place + " is a map of named fields, not a list: write " + place
								+ ".<field> (in " + field + ")");
					}
					FieldSchema child = current.child(segment.name());
					if (child == null) {
						throw unknown(field, current, segment.name(), (i == 0) ? "below a group" : "in " + place);
					}
					yield child;
				}
				case LIST -> {
					if (!segment.bracket()) {
						throw new EditRefusedException(
								place + " is a list: name one of its items as " + place + "[0] (in " + field + ")");
					}
					yield current.item();
				}
				default -> throw new EditRefusedException(
						place + " is one value; it has no field " + segment + " (in " + field + ")");
			};
		}
	}

	/**
	 * The jobs whose {@code bosh_containerization.run} holds a value at {@code keys} (any
	 * run block when empty).
	 */
	private List<JobReference> jobsHolding(List<String> keys) {
		List<JobReference> holders = new ArrayList<>();
		for (JobReference job : this.group.jobs()) {
			Object value = document().get(ContainerizationJobs.containerization(job).key("run"));
			for (String key : keys) {
				value = (value instanceof Map<?, ?> map) ? map.get(key) : null;
			}
			if (value != null) {
				holders.add(job);
			}
		}
		return holders;
	}

	/**
	 * {@code ports...}: the group's ports as the model lists them, see the class comment.
	 */
	private List<DocumentChange> ports(FieldPath field, Object value) {
		FieldSchema ports = this.schema.child("ports");
		List<Segment> below = field.after(1);
		if (below.isEmpty()) {
			return write(portList(), value);
		}
		Segment item = below.get(0);
		List<Port> all = this.group.ports();
		int index;
		if (item.isIndex()) {
			index = item.index();
		}
		else if (item.bracket()) {
			index = -1;
			for (int i = 0; i < all.size(); i++) {
				if (item.name().equals(all.get(i).name())) {
					index = i;
				}
			}
			if (index < 0) {
				throw new EditRefusedException("Group " + this.group.name() + " has no port named " + item.name());
			}
		}
		else {
			throw new EditRefusedException("ports is a list: name one port as ports[0] or ports[<port name>]");
		}
		if (index < all.size()) {
			DocPath location = all.get(index).location();
			if (below.size() == 1) {
				return write(location, value);
			}
			return write(resolve(field, 2, location, ports.item()), value);
		}
		if (index > all.size() || below.size() > 1) {
			throw new EditRefusedException("Group " + this.group.name() + " has " + all.size() + " ports, so there is"
					+ " no ports[" + index + "]" + ((below.size() == 1) ? ": ports[" + all.size() + "] adds one" : ""));
		}
		if (value == null) {
			return List.of();
		}
		if (!all.isEmpty()) {
			DocPath last = all.get(all.size() - 1).location();
			return List.of(new InsertItem(last.parent(), (Integer) last.last() + 1, value));
		}
		DocPath list = portList();
		Object current = document().get(list);
		return List.of(new InsertItem(list, (current instanceof List<?> items) ? items.size() : 0, value));
	}

	/**
	 * The list that holds the group's ports: {@code run.exposed-ports} in v1 and v2; in
	 * v3 the {@code ports} of the job that has them (the home job when none has), refused
	 * when several jobs have ports (each job's ports make its own Services, so "the
	 * ports" of such a group is no one list).
	 */
	private DocPath portList() {
		if (this.manifest.era() != FormatEra.V3_JOB_PROPERTIES) {
			return this.group.location().key("run").key("exposed-ports");
		}
		List<JobReference> holders = new ArrayList<>();
		for (JobReference job : this.group.jobs()) {
			if (job.containerization() != null
					&& document().get(ContainerizationJobs.containerization(job).key("ports")) != null) {
				holders.add(job);
			}
		}
		if (holders.size() > 1) {
			throw new EditRefusedException("The ports of group " + this.group.name() + " are on jobs " + names(holders)
					+ " (each job's ports make its own Services): set one port as ports[i], or the ports of one "
					+ "job as jobs[<job>].properties.bosh_containerization.ports");
		}
		JobReference job = holders.isEmpty() ? ContainerizationJobs.requireHome(this.group, "ports") : holders.get(0);
		return ContainerizationJobs.containerization(job).key("ports");
	}

	/**
	 * The document path of the segments of {@code field} from {@code from} on, below
	 * {@code base} (whose schema is {@code schema}; the field's shape was checked
	 * already): map keys as they are, list items by index or by name. Refused when the
	 * document has a scalar where the path needs a map or list, or has no such item.
	 */
	private DocPath resolve(FieldPath field, int from, DocPath base, FieldSchema schema) {
		DocPath path = base;
		FieldSchema current = schema;
		List<Segment> segments = field.segments();
		for (int i = from; i < segments.size(); i++) {
			Segment segment = segments.get(i);
			String place = shown(field, i);
			Object value = document().get(path);
			if (value != null && !(value instanceof Map) && !(value instanceof List)) {
				throw new EditRefusedException(place + " of group " + this.group.name() + " is written as " + value
						+ ", which has no fields: set " + place + " itself");
			}
			if (current.kind() == FieldSchema.Kind.LIST) {
				path = path.index(itemIndex(place, current, value, segment, i == segments.size() - 1));
				current = current.item();
			}
			else if (segment.isIndex() && value instanceof List) {
				path = path.index(segment.index());
			}
			else {
				path = path.key(segment.isIndex() ? String.valueOf(segment.index()) : segment.name());
				current = current.child(path.last().toString());
			}
		}
		return path;
	}

	private int itemIndex(String place, FieldSchema list, Object value, Segment segment, boolean last) {
		List<?> items = (value instanceof List<?> list2) ? list2 : List.of();
		if (segment.isIndex()) {
			int index = segment.index();
			if (index > items.size() || (index == items.size() && !last)) {
				throw new EditRefusedException(place + " of group " + this.group.name() + " has " + items.size()
						+ " items, so there is no " + place + "[" + index + "]"
						+ (last ? ": " + place + "[" + items.size() + "] adds one" : ""));
			}
			return index;
		}
		if (list.itemName() == null) {
			throw new EditRefusedException(
					"The items of " + place + " have no names: number them from 0, as " + place + "[0]");
		}
		for (int i = 0; i < items.size(); i++) {
			if (items.get(i) instanceof Map<?, ?> item
					&& segment.name().equals(String.valueOf(item.get(list.itemName())))) {
				return i;
			}
		}
		throw new EditRefusedException(place + " of group " + this.group.name() + " has no item whose "
				+ list.itemName() + " is " + segment.name());
	}

	/**
	 * Sets the value at {@code path} ({@code null}: removes it, if it is there). An index
	 * one past the end of its list appends.
	 */
	private List<DocumentChange> write(DocPath path, Object value) {
		DocPath parent = path.parent();
		if (path.last() instanceof Integer index) {
			int size = (document().get(parent) instanceof List<?> items) ? items.size() : 0;
			if (index >= size) {
				return (value == null) ? List.of() : List.of(new InsertItem(parent, size, value));
			}
		}
		if (value == null) {
			return present(path) ? List.of(new RemoveValue(path)) : List.of();
		}
		return List.of(new SetValue(path, value));
	}

	private boolean present(DocPath path) {
		Object parent = document().get(path.parent());
		if (parent instanceof Map<?, ?> map) {
			return map.containsKey(path.last());
		}
		return parent instanceof List<?> list && path.last() instanceof Integer index && index < list.size();
	}

	private EditRefusedException unknown(FieldPath field, FieldSchema place, String key, String where) {
		String era = this.manifest.era().label();
		return new EditRefusedException("fissile reads no field " + key + " " + where + " of a " + era + " manifest "
				+ "(in " + field + "); the fields there are " + String.join(", ", place.keyNames()));
	}

	/** The field's text up to (without) segment {@code end}. */
	private static String shown(FieldPath field, int end) {
		StringBuilder text = new StringBuilder();
		List<Segment> segments = field.segments();
		for (int i = 0; i < end; i++) {
			Segment segment = segments.get(i);
			if (!segment.bracket() && !text.isEmpty()) {
				text.append('.');
			}
			text.append(segment);
		}
		return text.toString();
	}

	private static String names(List<JobReference> jobs) {
		return String.join(", ", jobs.stream().map(JobReference::name).toList());
	}

	private ManifestDocument document() {
		return this.manifest.document();
	}

}
