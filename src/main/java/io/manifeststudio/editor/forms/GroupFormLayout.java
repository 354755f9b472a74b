package io.manifeststudio.editor.forms;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.GroupType;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.JobReference;
import io.manifeststudio.manifest.model.Port;

/**
 * Which fields the form of one group offers, in which sections, for the manifest's format
 * era and the group's type (fissile's model/instance_groups.go and model/role_run.go):
 * {@code mem}, {@code cpu}, {@code privileged} and the feature flags exist only since
 * fissile's develop format (v3); health checks only mean something on {@code bosh}
 * groups; the tags on offer are those fissile allows on the group's type in the era. A
 * field the era or type does not support is still shown when the group already has a
 * value there, so that it can be seen and removed, with a note saying why. Each section
 * says where its values are written.
 */
final class GroupFormLayout {

	/**
	 * The fields of one row of each list (a job's release is {@code release_name} in v1,
	 * see {@link #rowFields}).
	 */
	private static final Map<String, List<String>> ROW_FIELDS = Map.of("jobs", List.of("name", "release"), "ports",
			List.of("name", "protocol", "internal", "external", "public"), "run.volumes",
			List.of("path", "type", "tag", "size"), "run.persistent-volumes", List.of("path", "tag", "size"),
			"run.shared-volumes", List.of("path", "tag", "size"));

	/**
	 * The probe fields the form edits, below {@code run.healthcheck.readiness} and
	 * {@code .liveness}.
	 */
	static final List<String> PROBE_FIELDS = List.of("command", "initial_delay", "period", "timeout");

	/**
	 * The tags fissile knows, per era, and the group types each allows (fissile's
	 * model/instance_groups.go).
	 */
	private static final Map<String, List<GroupType>> CURRENT_TAGS = Map.of("active-passive", List.of(GroupType.BOSH),
			"istio-managed", List.of(GroupType.BOSH), "sequential-startup", List.of(GroupType.BOSH), "stop-on-failure",
			List.of(GroupType.BOSH_TASK));

	private static final Map<String, List<GroupType>> LEGACY_TAGS = Map.of("active-passive", List.of(GroupType.BOSH),
			"headless", List.of(GroupType.BOSH, GroupType.DOCKER), "sequential-startup",
			List.of(GroupType.BOSH, GroupType.DOCKER), "stop-on-failure", List.of(GroupType.BOSH_TASK));

	private final List<FormSection> sections;

	private GroupFormLayout(List<FormSection> sections) {
		this.sections = List.copyOf(sections);
	}

	/** The layout for a group, with as many rows as {@code values} has in each list. */
	static GroupFormLayout of(InstanceGroup group, FormatEra era, GroupFormValues values) {
		Builder builder = new Builder(group, era, values);
		return new GroupFormLayout(List.of(builder.jobs(), builder.scaling(), builder.resources(), builder.security(),
				builder.ports(), builder.volumes(), builder.health(), builder.labels()));
	}

	List<FormSection> sections() {
		return this.sections;
	}

	/** The fields of one row of a list, in the era. */
	static List<String> rowFields(String list, FormatEra era) {
		if ("jobs".equals(list)) {
			return List.of("name", GroupFormValues.releaseKey(era));
		}
		return ROW_FIELDS.getOrDefault(list, List.of());
	}

	/** Every field, in form order. */
	List<GroupField> fields() {
		List<GroupField> fields = new ArrayList<>();
		for (FormSection section : this.sections) {
			fields.addAll(section.fields());
			for (FormRow row : section.rows()) {
				fields.addAll(row.fields());
			}
		}
		return fields;
	}

	/** The field with this path, or {@code null}. */
	GroupField field(String path) {
		return fields().stream().filter((field) -> field.path().equals(path)).findFirst().orElse(null);
	}

	/**
	 * The tags offered on a group of this type in this era, then any other tag it already
	 * has.
	 */
	static List<String> tagOptions(FormatEra era, GroupType type, List<String> current) {
		Map<String, List<GroupType>> known = (era == FormatEra.V1_ROLES) ? LEGACY_TAGS : CURRENT_TAGS;
		Set<String> options = new LinkedHashSet<>();
		known.keySet().stream().sorted().filter((tag) -> known.get(tag).contains(type)).forEach(options::add);
		if (current != null) {
			options.addAll(current);
		}
		return List.copyOf(options);
	}

	/** Builds the sections of one group's layout. */
	private static final class Builder {

		private final InstanceGroup group;

		private final FormatEra era;

		private final GroupFormValues values;

		private final GroupFormValues current;

		Builder(InstanceGroup group, FormatEra era, GroupFormValues values) {
			this.group = group;
			this.era = era;
			this.values = values;
			this.current = GroupFormValues.of(group, era);
		}

		FormSection jobs() {
			String release = GroupFormValues.releaseKey(this.era);
			List<FormRow> rows = rows("jobs", (prefix) -> List.of(
					GroupField.required(prefix + ".name", FieldKind.BOSH_NAME, "group.field.jobs.name"),
					GroupField.required(prefix + "." + release, FieldKind.BOSH_NAME, "group.field.jobs." + release)));
			List<FormNote> notes = notes(new FormNote("group.where.jobs." + this.era.label()));
			if (this.era == FormatEra.V3_JOB_PROPERTIES) {
				notes.add(new FormNote("group.note.jobs.remove"));
			}
			return FormSection.rows("jobs", "group.section.jobs", notes, "jobs", rows);
		}

		FormSection scaling() {
			List<FormNote> notes = new ArrayList<>();
			List<GroupField> fields = new ArrayList<>();
			boolean offered = this.group.type() == GroupType.BOSH;
			if (offered || isSet("run.scaling.min", "run.scaling.max", "run.scaling.ha")) {
				fields.add(GroupField.of("run.scaling.min", FieldKind.REPLICAS, "group.field.run.scaling.min"));
				fields.add(GroupField.of("run.scaling.max", FieldKind.REPLICAS, "group.field.run.scaling.max"));
				fields.add(GroupField.of("run.scaling.ha", FieldKind.REPLICAS, "group.field.run.scaling.ha"));
				notes.add(runNote());
			}
			if (!offered) {
				notes.add(new FormNote("group.note.scaling." + this.group.type().yamlName()));
			}
			return FormSection.fields("scaling", "group.section.scaling", notes, fields);
		}

		FormSection resources() {
			List<GroupField> fields = new ArrayList<>();
			List<FormNote> notes = notes(runNote());
			fields.add(GroupField.of("run.memory", FieldKind.MEMORY, "group.field.run.memory"));
			fields.add(GroupField.of("run.virtual-cpus", FieldKind.CPU, "group.field.run.virtual-cpus"));
			boolean v3 = this.era == FormatEra.V3_JOB_PROPERTIES;
			if (v3 || isSet("run.mem.request", "run.mem.limit", "run.cpu.request", "run.cpu.limit")) {
				fields.add(GroupField.of("run.mem.request", FieldKind.MEMORY, "group.field.run.mem.request"));
				fields.add(GroupField.of("run.mem.limit", FieldKind.MEMORY, "group.field.run.mem.limit"));
				fields.add(GroupField.of("run.cpu.request", FieldKind.CPU, "group.field.run.cpu.request"));
				fields.add(GroupField.of("run.cpu.limit", FieldKind.CPU, "group.field.run.cpu.limit"));
			}
			if (!v3) {
				notes.add(new FormNote("group.note.limits"));
			}
			return FormSection.fields("resources", "group.section.resources", notes, fields);
		}

		FormSection security() {
			List<GroupField> fields = new ArrayList<>();
			List<FormNote> notes = notes(runNote());
			fields.add(GroupField.of("run.capabilities", FieldKind.CAPABILITIES, "group.field.run.capabilities"));
			boolean v3 = this.era == FormatEra.V3_JOB_PROPERTIES;
			if (v3 || isSet("run.privileged")) {
				fields.add(GroupField.of("run.privileged", FieldKind.FLAG, "group.field.run.privileged"));
			}
			if (!v3) {
				notes.add(new FormNote("group.note.privileged"));
			}
			return FormSection.fields("security", "group.section.security", notes, fields);
		}

		FormSection ports() {
			List<FormRow> rows = rows("ports", (prefix) -> List.of(
					GroupField.required(prefix + ".name", FieldKind.PORT_NAME, "group.field.ports.name"),
					GroupField.required(prefix + ".protocol", FieldKind.PROTOCOL, "group.field.ports.protocol")
						.withOptions(FieldKind.PROTOCOLS),
					GroupField.required(prefix + ".internal", FieldKind.PORT_RANGE, "group.field.ports.internal"),
					GroupField.of(prefix + ".external", FieldKind.PORT_RANGE, "group.field.ports.external"),
					GroupField.of(prefix + ".public", FieldKind.FLAG, "group.field.ports.public")));
			FormNote where = (this.era == FormatEra.V3_JOB_PROPERTIES) ? new FormNote("group.where.ports.v3", portJob())
					: new FormNote("group.where.ports.legacy");
			List<FormNote> notes = notes(where);
			if (this.group.type() == GroupType.COLOCATED_CONTAINER) {
				notes.add(new FormNote("group.note.ports.colocated"));
			}
			return FormSection.rows("ports", "group.section.ports", notes, "ports", rows);
		}

		FormSection volumes() {
			List<FormRow> rows = new ArrayList<>(rows("run.volumes",
					(prefix) -> List.of(
							GroupField.required(prefix + ".path", FieldKind.MOUNT_PATH, "group.field.volumes.path"),
							GroupField.required(prefix + ".type", FieldKind.VOLUME_TYPE, "group.field.volumes.type")
								.withOptions(FieldKind.VOLUME_TYPES),
							GroupField.required(prefix + ".tag", FieldKind.VOLUME_TAG, "group.field.volumes.tag"),
							GroupField.of(prefix + ".size", FieldKind.SIZE, "group.field.volumes.size"))));
			List<FormNote> notes = notes(runNote());
			for (String legacy : List.of("run.persistent-volumes", "run.shared-volumes")) {
				if (this.values.rows(legacy) > 0) {
					rows.addAll(rows(legacy, (prefix) -> List.of(
							GroupField.required(prefix + ".path", FieldKind.MOUNT_PATH, "group.field.volumes.path"),
							GroupField.required(prefix + ".tag", FieldKind.VOLUME_TAG, "group.field.volumes.tag"),
							GroupField.of(prefix + ".size", FieldKind.SIZE, "group.field.volumes.size"))));
					notes.add(new FormNote("group.note.volumes.legacy", legacy.substring("run.".length())));
				}
			}
			return FormSection.rows("volumes", "group.section.volumes", notes, "run.volumes", rows);
		}

		FormSection health() {
			List<FormNote> notes = new ArrayList<>();
			List<GroupField> fields = new ArrayList<>();
			boolean offered = this.group.type() == GroupType.BOSH;
			List<String> paths = new ArrayList<>();
			for (String probe : List.of("readiness", "liveness")) {
				for (String field : PROBE_FIELDS) {
					paths.add("run.healthcheck." + probe + "." + field);
				}
			}
			if (offered || isSet(paths.toArray(String[]::new))) {
				for (String path : paths) {
					FieldKind kind = path.endsWith(".command") ? FieldKind.COMMANDS : FieldKind.SECONDS;
					fields.add(GroupField.of(path, kind, "group.field." + path));
				}
				notes.add(runNote());
				notes.add(new FormNote("group.note.health.command"));
			}
			if (!offered) {
				notes.add(new FormNote("group.note.health." + this.group.type().yamlName()));
			}
			return FormSection.fields("health", "group.section.health", notes, fields);
		}

		FormSection labels() {
			List<GroupField> fields = new ArrayList<>();
			List<FormNote> notes = new ArrayList<>();
			List<String> tags = tagOptions(this.era, this.group.type(), this.group.tags());
			if (!tags.isEmpty()) {
				fields.add(GroupField.of("tags", FieldKind.TAGS, "group.field.tags").withOptions(tags));
			}
			if (this.group.type() == GroupType.COLOCATED_CONTAINER) {
				notes.add(new FormNote("group.note.tags.colocated"));
			}
			boolean v3 = this.era == FormatEra.V3_JOB_PROPERTIES;
			if (v3 || isSet("default_feature", "if_feature", "unless_feature")) {
				fields.add(GroupField.of("default_feature", FieldKind.FEATURE, "group.field.default_feature"));
				fields.add(GroupField.of("if_feature", FieldKind.FEATURE, "group.field.if_feature"));
				fields.add(GroupField.of("unless_feature", FieldKind.FEATURE, "group.field.unless_feature"));
				notes.add(new FormNote("group.note.features"));
			}
			if (!v3) {
				notes.add(new FormNote("group.note.features.era"));
			}
			fields.add(GroupField.of("image", FieldKind.IMAGE, "group.field.image"));
			notes.add(new FormNote("group.note.image"));
			return FormSection.fields("labels", "group.section.labels", notes, fields);
		}

		private List<FormRow> rows(String list, java.util.function.Function<String, List<GroupField>> fields) {
			List<FormRow> rows = new ArrayList<>();
			int existing = this.current.rows(list);
			for (String prefix : GroupFormValues.rowPrefixes(list, this.values.rows(list))) {
				int index = rows.size();
				rows.add(new FormRow(prefix, index >= existing, fields.apply(prefix)));
			}
			return rows;
		}

		/** Where the run settings are written in this era. */
		private FormNote runNote() {
			if (this.era == FormatEra.V3_JOB_PROPERTIES) {
				return new FormNote("group.where.run.v3", firstJob());
			}
			return new FormNote("group.where.run." + this.era.label());
		}

		/**
		 * The job a v3 group's new run settings are written on, as the editing service
		 * picks it: the first job with a run block, else the first with a
		 * {@code bosh_containerization}, else the first job.
		 */
		private String firstJob() {
			List<JobReference> jobs = this.group.jobs();
			for (JobReference job : jobs) {
				if (job.containerization() != null && job.containerization().run() != null) {
					return String.valueOf(job.name());
				}
			}
			for (JobReference job : jobs) {
				if (job.containerization() != null) {
					return String.valueOf(job.name());
				}
			}
			return jobs.isEmpty() ? "" : String.valueOf(jobs.get(0).name());
		}

		/**
		 * The job a new port is written on: the job of the group's last port, else the
		 * home job.
		 */
		private String portJob() {
			List<Port> ports = this.group.ports();
			if (!ports.isEmpty()) {
				DocPath last = ports.get(ports.size() - 1).location();
				for (JobReference job : this.group.jobs()) {
					if (last != null && job.location() != null && last.startsWith(job.location())) {
						return String.valueOf(job.name());
					}
				}
			}
			return firstJob();
		}

		private boolean isSet(String... paths) {
			for (String path : paths) {
				String text = this.current.text(path);
				if (text != null && !text.isEmpty()) {
					return true;
				}
			}
			return false;
		}

		private static List<FormNote> notes(FormNote... notes) {
			return new ArrayList<>(List.of(notes));
		}

	}

}
