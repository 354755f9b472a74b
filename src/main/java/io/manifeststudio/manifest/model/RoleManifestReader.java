package io.manifeststudio.manifest.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.yaml.ManifestDocument;

/**
 * Builds the typed {@link RoleManifest} view of a {@link ManifestDocument}, whatever its
 * era: v1 {@code roles:} with {@code release_name} and run settings on the role, v2
 * {@code instance_groups:} with run settings on the group, and v3 with run settings,
 * ports and colocated containers on the jobs, merged per group by {@link RunMerger}.
 */
public final class RoleManifestReader {

	static final String CONTAINERIZATION = "bosh_containerization";

	public RoleManifest read(ManifestDocument document) {
		List<TypeProblem> problems = new ArrayList<>();
		RawMap root = new RawMap(document.root(), DocPath.ROOT, problems);
		FormatEra era = detectEra(document.root());
		List<InstanceGroup> groups = root.mapList(era.groupsKey(), (group, index) -> group(group, era));
		RawMap configuration = root.map("configuration");
		List<Variable> variables = readVariables(root, configuration, era);
		List<Release> releases = root.mapList("releases", (release, index) -> new Release(release.string("name"),
				release.string("url"), release.string("version"), release.string("sha1"), release.path()));
		return new RoleManifest(era, groups, configuration(configuration), variables, releases, problems, document);
	}

	/**
	 * v1 has {@code roles:}; v3 has {@code bosh_containerization} on some job; v2 has run
	 * settings on a group. A manifest with no groups at all is v1 when it declares its
	 * variables the legacy way (flat, under {@code configuration.variables}, with no
	 * top-level {@code variables}), else the current era.
	 */
	static FormatEra detectEra(Map<Object, Object> root) {
		if (root.containsKey("roles") && !root.containsKey("instance_groups")) {
			return FormatEra.V1_ROLES;
		}
		if (!root.containsKey("instance_groups") && !root.containsKey("variables")
				&& root.get("configuration") instanceof Map<?, ?> configuration
				&& configuration.containsKey("variables")) {
			return FormatEra.V1_ROLES;
		}
		boolean groupLevel = false;
		if (root.get("instance_groups") instanceof List<?> groups) {
			for (Object group : groups) {
				if (!(group instanceof Map<?, ?> groupMap)) {
					continue;
				}
				if (groupMap.get("jobs") instanceof List<?> jobs) {
					for (Object job : jobs) {
						if (job instanceof Map<?, ?> jobMap && jobMap.get("properties") instanceof Map<?, ?> properties
								&& properties.containsKey(CONTAINERIZATION)) {
							return FormatEra.V3_JOB_PROPERTIES;
						}
					}
				}
				groupLevel |= groupMap.containsKey("run") || groupMap.containsKey("colocated_containers");
			}
		}
		return groupLevel ? FormatEra.V2_INSTANCE_GROUPS : FormatEra.V3_JOB_PROPERTIES;
	}

	private InstanceGroup group(RawMap group, FormatEra era) {
		String releaseKey = (era == FormatEra.V1_ROLES) ? "release_name" : "release";
		List<JobReference> jobs = group.mapList("jobs", (job, index) -> job(job, releaseKey, era));
		RunSettings run;
		List<ColocatedReference> colocated = new ArrayList<>();
		List<String> sidecars = new ArrayList<>();
		if (era == FormatEra.V3_JOB_PROPERTIES) {
			run = RunMerger.merge(jobs);
			for (JobReference job : jobs) {
				if (job.containerization() != null) {
					colocated.addAll(job.containerization().colocatedContainers());
					sidecars.addAll(job.containerization().sidecars());
				}
			}
		}
		else {
			run = group.has("run") ? run(group.map("run"), true) : null;
			colocated = references(group, "colocated_containers");
			sidecars.addAll(group.stringList("sidecars"));
		}
		RawMap configuration = group.map("configuration");
		return new InstanceGroup(group.string("name"), GroupType.fromYaml(group.string("type")), group.string("type"),
				group.string("description"), jobs, group.stringList("tags"), group.stringList("scripts"),
				group.stringList("environment_scripts"), group.stringList("post_config_scripts"),
				configuration.rawMap("templates"), new FeatureFlags(group.string("default_feature"),
						group.string("if_feature"), group.string("unless_feature")),
				run, colocated, sidecars, group.string("image"), group.path());
	}

	private JobReference job(RawMap job, String releaseKey, FormatEra era) {
		RawMap properties = job.map("properties");
		JobContainerization containerization = null;
		if (era == FormatEra.V3_JOB_PROPERTIES && properties.has(CONTAINERIZATION)) {
			RawMap bosh = properties.map(CONTAINERIZATION);
			containerization = new JobContainerization(bosh.has("run") ? run(bosh.map("run"), false) : null,
					bosh.mapList("ports", (port, index) -> port(port)), references(bosh, "colocated_containers"),
					bosh.stringList("sidecars"), bosh.string("service_name"), bosh.path());
		}
		return new JobReference(job.string("name"), job.string(releaseKey), job.rawMap("provides"),
				job.rawMap("consumes"), properties.values(), containerization, job.path());
	}

	private static List<ColocatedReference> references(RawMap owner, String key) {
		List<Object> items = owner.list(key);
		List<String> names = owner.stringList(key);
		List<ColocatedReference> references = new ArrayList<>();
		int nameIndex = 0;
		for (int i = 0; i < items.size() && nameIndex < names.size(); i++) {
			Object item = items.get(i);
			if (item == null || item instanceof Map || item instanceof List) {
				continue;
			}
			references.add(new ColocatedReference(names.get(nameIndex++), owner.path(key).index(i)));
		}
		return references;
	}

	static RunSettings run(RawMap run, boolean legacyKeys) {
		RawMap scaling = run.map("scaling");
		RawMap mem = run.map("mem");
		RawMap cpu = run.map("cpu");
		List<Volume> volumes = new ArrayList<>(
				run.mapList("volumes", (volume, index) -> volume(volume, volume.string("type"), VolumeSource.VOLUMES)));
		volumes.addAll(run.mapList("persistent-volumes",
				(volume, index) -> volume(volume, Volume.PERSISTENT, VolumeSource.PERSISTENT_VOLUMES)));
		volumes.addAll(run.mapList("shared-volumes",
				(volume, index) -> volume(volume, Volume.SHARED, VolumeSource.SHARED_VOLUMES)));
		HealthCheck healthCheck = null;
		if (run.has("healthcheck")) {
			RawMap health = run.map("healthcheck");
			// fissile 5.0.0 read url, command and port on the health check itself as the
			// readiness probe; 5.1.0
			// moved them under readiness (44abf92f), and a manifest written so is
			// inferred as fissile-5.0
			boolean written50 = !health.has("readiness") && !health.has("liveness")
					&& (health.has("url") || health.has("command") || health.has("port"));
			healthCheck = new HealthCheck(health.has("liveness") ? probe(health.map("liveness")) : null,
					health.has("readiness") ? probe(health.map("readiness")) : written50 ? probe(health) : null,
					health.path());
		}
		List<String> capabilities = run.stringList("capabilities");
		return new RunSettings(
				new Scaling(scaling.integer("min"), scaling.integer("max"), scaling.integer("ha"),
						scaling.bool("must_be_odd")),
				run.integer("memory"), mem.integer("request"), mem.integer("limit"), run.decimal("virtual-cpus"),
				cpu.decimal("request"), cpu.decimal("limit"), capabilities, run.bool("privileged"), volumes,
				run.string("flight-stage"), healthCheck, run.string("active-passive-probe"),
				run.string("service-account"), run.has("affinity") ? run.rawMap("affinity") : null,
				legacyKeys ? run.mapList("exposed-ports", (port, index) -> port(port)) : List.of(),
				(legacyKeys && run.has("env")) ? run.stringList("env") : null, run.path());
	}

	private static Volume volume(RawMap volume, String type, VolumeSource source) {
		return new Volume(type, volume.string("path"), volume.string("tag"), volume.integer("size"),
				volume.rawMap("annotations"), source, volume.path());
	}

	private static Probe probe(RawMap probe) {
		return new Probe(probe.string("url"), probe.rawMap("headers"),
				probe.has("command") ? probe.stringList("command") : null, probe.integer("port"),
				probe.integer("initial_delay"), probe.integer("period"), probe.integer("timeout"),
				probe.integer("success_threshold"), probe.integer("failure_threshold"), probe.path());
	}

	private static Port port(RawMap port) {
		// 2016 manifests wrote target and source for internal and external (SUSE/scf
		// commit e52dd063 renamed them)
		String internal = port.has("internal") ? port.string("internal") : port.string("target");
		String external = port.has("external") ? port.string("external") : port.string("source");
		return new Port(port.string("name"), port.string("protocol"), internal, external, port.integer("count"),
				port.integer("max"), port.flag("public"), port.flag("port-configurable"),
				port.flag("count-configurable"), port.path());
	}

	private static Configuration configuration(RawMap configuration) {
		RawMap auth = configuration.map("auth");
		List<Account> accounts = new ArrayList<>();
		RawMap accountMap = auth.map("accounts");
		for (Object name : accountMap.values().keySet()) {
			RawMap account = accountMap.map(String.valueOf(name));
			accounts.add(new Account(String.valueOf(name), account.stringList("roles"),
					account.stringList("cluster-roles"), account.path()));
		}
		return new Configuration(configuration.rawMap("templates"), new Auth(auth.rawMap("roles"),
				auth.rawMap("cluster-roles"), auth.rawMap("pod-security-policies"), accounts), configuration.path());
	}

	private static List<Variable> readVariables(RawMap root, RawMap configuration, FormatEra era) {
		boolean legacy = era == FormatEra.V1_ROLES || (era == FormatEra.V2_INSTANCE_GROUPS && !root.has("variables"));
		if (legacy) {
			return configuration.mapList("variables", (variable, index) -> new Variable(variable.string("name"), null,
					options(variable), true, variable.path()));
		}
		return root.mapList("variables", (variable, index) -> new Variable(variable.string("name"),
				variable.string("type"), options(variable.map("options")), false, variable.path()));
	}

	private static VariableOptions options(RawMap options) {
		return new VariableOptions(options.string("description"), options.raw("default"), options.raw("example"),
				options.string("type"), options.flag("internal"), options.flag("secret"), options.flag("required"),
				options.flag("immutable"), options.flag("imagename"), options.stringList("previous_names"),
				options.bool("is_ca"), options.string("role_name"), options.stringList("alternative_names"),
				options.has("generator") ? options.rawMap("generator") : null, options.string("ca"),
				!appendKubeCaTemplate(options) && options.flag("append_kube_ca"),
				appendKubeCaTemplate(options) ? (String) options.raw("append_kube_ca") : null);
	}

	/**
	 * {@code append_kube_ca} written as a template, which the secret generator renders
	 * before reading it.
	 */
	private static boolean appendKubeCaTemplate(RawMap options) {
		return options.raw("append_kube_ca") instanceof String text && VariableOptions.isTemplate(text);
	}

}
