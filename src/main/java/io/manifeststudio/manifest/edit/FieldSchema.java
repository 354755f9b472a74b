package io.manifeststudio.manifest.edit;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.model.FormatEra;

/**
 * The fields a {@code set} edit may change below a group, per format era: the keys
 * fissile reads there (its {@code InstanceGroup}, {@code JobReference}, {@code RoleRun},
 * {@code HealthProbe}, {@code RoleRunVolume} and {@code JobExposedPort} structs) and our
 * {@code image}. {@code ports} is the group's ports however the era writes them
 * ({@code run.exposed-ports} in v1 and v2, each job's {@code bosh_containerization.ports}
 * in v3). Places whose contents fissile passes on as they are (templates, job properties,
 * links, affinity, headers, annotations) take any key.
 */
final class FieldSchema {

	/**
	 * What may follow a place: named keys, any key, list items, or nothing (a scalar).
	 */
	enum Kind {

		MAP, FREE, LIST, SCALAR

	}

	private final Kind kind;

	private final Map<String, FieldSchema> keys = new LinkedHashMap<>();

	private final Map<String, String> refused = new LinkedHashMap<>();

	private FieldSchema item;

	/**
	 * For a list: the key that names its items in brackets ({@code jobs[gorouter]}), or
	 * {@code null}.
	 */
	private String itemName;

	private FieldSchema(Kind kind) {
		this.kind = kind;
	}

	private static final FieldSchema V1 = group(FormatEra.V1_ROLES);

	private static final FieldSchema V2 = group(FormatEra.V2_INSTANCE_GROUPS);

	private static final FieldSchema V3 = group(FormatEra.V3_JOB_PROPERTIES);

	static FieldSchema of(FormatEra era) {
		return switch (era) {
			case V1_ROLES -> V1;
			case V2_INSTANCE_GROUPS -> V2;
			case V3_JOB_PROPERTIES -> V3;
		};
	}

	Kind kind() {
		return this.kind;
	}

	FieldSchema child(String key) {
		return (this.kind == Kind.FREE) ? this : this.keys.get(key);
	}

	/** Why a key is not set with {@code set} (another edit does it), or {@code null}. */
	String refusal(String key) {
		return this.refused.get(key);
	}

	FieldSchema item() {
		return (this.kind == Kind.FREE) ? this : this.item;
	}

	String itemName() {
		return this.itemName;
	}

	List<String> keyNames() {
		return List.copyOf(this.keys.keySet());
	}

	private static FieldSchema group(FormatEra era) {
		FieldSchema group = map()
			.scalars("type", "description", "default_feature", "if_feature", "unless_feature", "image")
			.key("tags", scalarList())
			.key("scripts", scalarList())
			.key("environment_scripts", scalarList())
			.key("post_config_scripts", scalarList())
			.key("jobs", list(job(era), "name"))
			.key("configuration", map().key("templates", free()))
			.key("run", run(era))
			.key("ports", list(port(), "name"));
		group.refused.put("name", "a group is renamed with rename-group, which also renames every reference to it");
		String placing = "the containers of a pod change with place, remove, move, reorder and set-mode, which keep "
				+ "colocated_containers and sidecars consistent";
		group.refused.put(PodPlacements.COLOCATED, placing);
		group.refused.put(PodPlacements.SIDECARS, placing);
		return group;
	}

	private static FieldSchema job(FormatEra era) {
		return map().scalars("name", (era == FormatEra.V1_ROLES) ? "release_name" : "release")
			.key("provides", free())
			.key("consumes", free())
			.key("properties", free());
	}

	private static FieldSchema run(FormatEra era) {
		FieldSchema volume = map().scalars("type", "path", "tag", "size").key("annotations", free());
		FieldSchema probe = map()
			.scalars("url", "port", "initial_delay", "period", "timeout", "success_threshold", "failure_threshold")
			.key("headers", free())
			.key("command", scalarList());
		FieldSchema run = map().key("scaling", map().scalars("min", "max", "ha", "must_be_odd"))
			.scalars("memory", "virtual-cpus", "privileged", "flight-stage", "active-passive-probe", "service-account")
			.key("mem", map().scalars("request", "limit"))
			.key("cpu", map().scalars("request", "limit"))
			.key("capabilities", scalarList())
			.key("volumes", list(volume, "tag"))
			.key("persistent-volumes", list(volume, "tag"))
			.key("shared-volumes", list(volume, "tag"))
			.key("healthcheck", map().key("liveness", probe).key("readiness", probe))
			.key("affinity", free());
		if (era != FormatEra.V3_JOB_PROPERTIES) {
			run.key("exposed-ports", list(port(), "name")).key("env", scalarList()).key("object-annotations", free());
		}
		return run;
	}

	private static FieldSchema port() {
		return map().scalars("name", "protocol", "internal", "external", "count", "max", "public", "port-configurable",
				"count-configurable");
	}

	private static FieldSchema map() {
		return new FieldSchema(Kind.MAP);
	}

	private static FieldSchema free() {
		return new FieldSchema(Kind.FREE);
	}

	private static FieldSchema scalarList() {
		return list(new FieldSchema(Kind.SCALAR), null);
	}

	private static FieldSchema list(FieldSchema item, String itemName) {
		FieldSchema list = new FieldSchema(Kind.LIST);
		list.item = item;
		list.itemName = itemName;
		return list;
	}

	private FieldSchema scalars(String... names) {
		for (String name : names) {
			this.keys.put(name, new FieldSchema(Kind.SCALAR));
		}
		return this;
	}

	private FieldSchema key(String name, FieldSchema schema) {
		this.keys.put(name, schema);
		return this;
	}

}
