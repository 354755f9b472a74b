package io.manifeststudio.validation.studio;

import java.util.List;

import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.validation.Severity;

/**
 * The keys fissile knows, per place and format era (checked against fissile's structs in
 * model/: {@code InstanceGroup}, {@code JobReference}, {@code JobBoshContainerization},
 * {@code RoleRun}, {@code HealthProbe}, {@code RoleRunVolume}, {@code JobExposedPort},
 * {@code Configuration}, {@code CVOptions}), plus our extensions {@code sidecars} and
 * {@code image}. Free-form places are not checked: template keys and values, BOSH job
 * {@code properties} other than {@code bosh_containerization}, the contents of affinity,
 * headers, annotations, pod-security-policies and variable defaults.
 */
final class KnownKeys {

	private static final List<String> RUN_KEYS = List.of("scaling", "capabilities", "privileged", "volumes",
			"persistent-volumes", "shared-volumes", "memory", "mem", "virtual-cpus", "cpu", "flight-stage",
			"healthcheck", "active-passive-probe", "service-account", "affinity");

	private static final List<String> PROBE_KEYS = List.of("url", "headers", "command", "port", "initial_delay",
			"period", "timeout", "success_threshold", "failure_threshold");

	private static final String CONTAINERIZATION = "jobs[].properties.bosh_containerization";

	private static final KeySchema V1 = root(FormatEra.V1_ROLES, false);

	private static final KeySchema V2 = root(FormatEra.V2_INSTANCE_GROUPS, false);

	private static final KeySchema V3 = root(FormatEra.V3_JOB_PROPERTIES, false);

	/**
	 * v3 as fissile read it up to May 2019: jobs may set
	 * {@code bosh_containerization.pod-security-policy}.
	 */
	private static final KeySchema V3_JOB_PSP = root(FormatEra.V3_JOB_PROPERTIES, true);

	private KnownKeys() {
	}

	/** The schema of a whole manifest of the given era. */
	static KeySchema of(FormatEra era, FissileGeneration generation) {
		if (era == FormatEra.V3_JOB_PROPERTIES && generation.readsJobPodSecurityPolicy()) {
			return V3_JOB_PSP;
		}
		return of(era);
	}

	/**
	 * The schema of a whole manifest of the given era, as the last fissile of that era
	 * read it.
	 */
	static KeySchema of(FormatEra era) {
		return switch (era) {
			case V1_ROLES -> V1;
			case V2_INSTANCE_GROUPS -> V2;
			case V3_JOB_PROPERTIES -> V3;
		};
	}

	private static KeySchema root(FormatEra era, boolean jobPsp) {
		KeySchema root = KeySchema.map("top level");
		boolean legacy = era != FormatEra.V3_JOB_PROPERTIES;
		if (era == FormatEra.V1_ROLES) {
			root.key("roles", KeySchema.listOf(group(era, jobPsp)));
		}
		else {
			root.key("instance_groups", KeySchema.listOf(group(era, jobPsp)));
			root.key("variables", KeySchema.listOf(variable()));
			root.key("releases", KeySchema.listOf(KeySchema.map("release").scalars("name", "url", "version", "sha1")));
		}
		KeySchema configuration = KeySchema.map("configuration").key("templates", KeySchema.FREE).key("auth", auth());
		if (legacy) {
			configuration.key("variables", KeySchema.listOf(legacyVariable()));
		}
		else {
			configuration.note("variables", Severity.WARNING,
					"fissile of this format reads variables at the top level (variables:, with options), not here",
					"Move the variables to a top-level `variables:` list in BOSH style ({name, type, options}).");
		}
		root.key("configuration", configuration);
		return root;
	}

	private static KeySchema group(FormatEra era, boolean jobPsp) {
		String place = (era == FormatEra.V1_ROLES) ? "role" : "instance group";
		KeySchema group = KeySchema.map(place)
			.scalars("name", "description", "environment_scripts", "scripts", "post_config_scripts", "type", "tags",
					"default_feature", "if_feature", "unless_feature", "image")
			.key("jobs", KeySchema.listOf(job(era, jobPsp)))
			.key("configuration", KeySchema.map("group configuration").key("templates", KeySchema.FREE));
		if (era == FormatEra.V3_JOB_PROPERTIES) {
			for (String key : List.of("run", "colocated_containers", "sidecars")) {
				group.note(key, Severity.WARNING,
						"fissile of this format ignores " + key + " on the instance group; it belongs under "
								+ CONTAINERIZATION + "." + key,
						"Move it to the bosh_containerization of one of the group's jobs.");
			}
			group.misplaced(RUN_KEYS, CONTAINERIZATION + ".run");
		}
		else {
			group.key("run", run(era)).scalars("colocated_containers", "sidecars").misplaced(RUN_KEYS, "run");
			if (era == FormatEra.V1_ROLES) {
				group.note("processes", Severity.INFO,
						"fissile does not read processes (only its old documentation shows it); the processes "
								+ "come from the BOSH job specs",
						"Remove it unless your own tooling reads it.");
			}
		}
		return group;
	}

	private static KeySchema job(FormatEra era, boolean jobPsp) {
		KeySchema job = KeySchema.map("job")
			.scalars("name")
			.key("provides", KeySchema.mapOf(KeySchema.map("provided link").scalars("as", "shared")))
			.key("consumes", KeySchema.mapOf(KeySchema.map("consumed link").scalars("from", "ignore")))
			.key("properties",
					KeySchema.openMap("job properties").key("bosh_containerization", containerization(jobPsp)));
		if (era == FormatEra.V1_ROLES) {
			job.scalars("release_name")
				.note("release", Severity.WARNING, "fissile of the roles: format reads release_name, not release",
						"Rename it to release_name.");
		}
		else {
			job.scalars("release")
				.key("consumed_by", KeySchema.FREE)
				.note("release_name", Severity.WARNING,
						"fissile of this format reads release; release_name was the roles: format's key",
						"Rename it to release.");
		}
		return job;
	}

	private static KeySchema containerization(boolean jobPsp) {
		KeySchema containerization = KeySchema.map("bosh_containerization");
		if (jobPsp) {
			return containerization.key("run", run(FormatEra.V3_JOB_PROPERTIES))
				.key("ports", KeySchema.listOf(port()))
				.scalars("colocated_containers", "service_name", "sidecars", "pod-security-policy");
		}
		return containerization.key("run", run(FormatEra.V3_JOB_PROPERTIES))
			.key("ports", KeySchema.listOf(port()))
			.scalars("colocated_containers", "service_name", "sidecars")
			.note("pod-security-policy", Severity.WARNING,
					"fissile no longer reads pod-security-policy here (removed in May 2019)",
					"Grant the policy through configuration.auth (pod-security-policies, cluster-roles) and the "
							+ "group's service-account.");
	}

	private static KeySchema run(FormatEra era) {
		KeySchema volume = KeySchema.map("volume")
			.scalars("type", "path", "tag", "size")
			.key("annotations", KeySchema.FREE);
		KeySchema probe = KeySchema.map("probe")
			.scalars(PROBE_KEYS.toArray(String[]::new))
			.key("headers", KeySchema.FREE);
		KeySchema healthcheck = KeySchema.map("healthcheck").key("liveness", probe).key("readiness", probe);
		for (String key : PROBE_KEYS) {
			healthcheck.note(key, Severity.WARNING,
					"fissile ignores " + key + " directly under healthcheck; it belongs under readiness or liveness",
					"Write it as `readiness: {" + key + ": ...}` (or under liveness).");
		}
		KeySchema run = KeySchema.map("run")
			.key("scaling", KeySchema.map("scaling").scalars("min", "max", "ha", "must_be_odd"))
			.scalars("capabilities", "privileged", "memory", "virtual-cpus", "flight-stage", "active-passive-probe",
					"service-account")
			.key("volumes", KeySchema.listOf(volume))
			.key("persistent-volumes", KeySchema.listOf(volume))
			.key("shared-volumes", KeySchema.listOf(volume))
			.key("mem", KeySchema.map("mem").scalars("request", "limit"))
			.key("cpu", KeySchema.map("cpu").scalars("request", "limit"))
			.key("healthcheck", healthcheck)
			.key("affinity",
					KeySchema.openMap("affinity")
						.key("podAntiAffinity", KeySchema.FREE)
						.key("podAffinity", KeySchema.FREE)
						.key("nodeAffinity", KeySchema.FREE));
		if (era == FormatEra.V3_JOB_PROPERTIES) {
			run.note("exposed-ports", Severity.WARNING,
					"fissile of this format ignores run.exposed-ports; ports belong under bosh_containerization.ports",
					"Move the ports to the job's bosh_containerization.ports.");
			run.note("env", Severity.WARNING, "fissile no longer reads run.env (removed with docker roles in Sep 2018)",
					"Pass settings through variables and configuration templates.");
			run.note("object-annotations", Severity.WARNING,
					"fissile no longer reads run.object-annotations (removed in Sep 2018)", "Remove it.");
		}
		else {
			run.key("exposed-ports", KeySchema.listOf(port())).scalars("env").key("object-annotations", KeySchema.FREE);
		}
		return run;
	}

	private static KeySchema port() {
		return KeySchema.map("port")
			.scalars("name", "protocol", "internal", "external", "count", "max", "public", "port-configurable",
					"count-configurable");
	}

	private static KeySchema auth() {
		KeySchema rules = KeySchema
			.mapOf(KeySchema.listOf(KeySchema.map("rule").scalars("apiGroups", "resources", "resourceNames", "verbs")));
		return KeySchema.map("auth")
			.key("roles", rules)
			.key("cluster-roles", rules)
			.key("pod-security-policies", KeySchema.FREE)
			.key("accounts", KeySchema.mapOf(KeySchema.map("account").scalars("roles", "cluster-roles")));
	}

	private static KeySchema variable() {
		KeySchema options = KeySchema.map("variable options")
			.scalars("previous_names", "description", "type", "internal", "secret", "required", "immutable",
					"imagename", "is_ca", "role_name", "alternative_names",
					// BOSH certificate options, read by the secret generator
					"ca", "common_name", "extended_key_usage", "duration",
					// the secret generator appends the cluster's CA to a CA certificate
					// (scf-secret-generator)
					"append_kube_ca")
			.key("default", KeySchema.FREE)
			.key("example", KeySchema.FREE);
		return KeySchema.map("variable").scalars("name", "type").key("options", options);
	}

	private static KeySchema legacyVariable() {
		return KeySchema.map("variable")
			.scalars("name", "previous_names", "description", "type", "internal", "secret", "required", "immutable",
					"imagename")
			.key("default", KeySchema.FREE)
			.key("example", KeySchema.FREE)
			.key("generator",
					KeySchema.map("generator").scalars("id", "type", "value_type", "role_name", "subject_names"));
	}

}
