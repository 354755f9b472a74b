package io.manifeststudio.manifest.model;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The fissile a role manifest was written for. fissile's rules changed within a format
 * era, so the FISSILE family applies the rules and wording of one generation. The
 * boundaries come from fissile's history (github.com/cloudfoundry-incubator/fissile, tags
 * 0.10.0 to 7.0.0 and the develop branch to December 2019; a rule belongs to the first
 * tag that has the commit which brought it):
 * <ul>
 * <li>{@link #FISSILE_0_12}: fissile 0.10.0 to 2.0.1 (December 2015 to July 2016), which
 * HCF built with. fissile then read of a role only its name, type, jobs, scripts and
 * templates (model/roles.go LoadRoleManifest): it checked that each release was loaded
 * once and that each job existed, and made no Kubernetes objects (HCF's own tooling read
 * {@code run}). HCF wrote a port's {@code source} and {@code target} until SUSE/scf
 * renamed them {@code external} and {@code internal} in commit e52dd063
 * (2016-08-03).</li>
 * <li>{@link #FISSILE_4}: fissile 2.0.2 (August 2016) to 4.0.0 (November 2016) and its
 * development builds until April 2017: the same loader, ports written {@code external}
 * and {@code internal}. Kubernetes generation was being written from commit d43c8573
 * (2017-01-31); it read a protocol in any case (kube/service.go).</li>
 * <li>{@link #FISSILE_5_0}: fissile 5.0.0 (May 2017): the load-time checks of
 * {@code run}, ports and protocols (commit 02adcd46, 2017-04-10: "must be TCP or UDP",
 * case-sensitive), {@code configuration.variables} sorted and used (3b884ab0, d0d0020a),
 * constants (f0961bb1), {@code fissile validate} (fa906334), variable types (0fe619cf). A
 * port name over 15 characters was rewritten to 7 characters and a CRC-32 (921e09ea,
 * 2017-03-21, kube/utils.go getPortInfo).</li>
 * <li>{@link #FISSILE_5_1}: fissile 5.1.0 (June 2017 to March 2018): probes with at most
 * one of url, command or port (44abf92f, 2017-06-12); long port names still
 * rewritten.</li>
 * <li>{@link #FISSILE_5_2}: fissile 5.2.0 (March to May 2018): "port name must be no more
 * than 15 characters" (a3d6f101, 2018-03-07) instead of the rewrite.</li>
 * <li>{@link #FISSILE_5}: fissile 5.3.0 (May to July 2018, when {@code roles:} was
 * renamed): "Unknown tag" (86fc6266, 2018-05-16) and command-only health checks for bosh
 * roles (ad9f5658, 2018-05-18).</li>
 * <li>{@link #FISSILE_6}: fissile 6.0.0 (August 2018) and 7.0.0 (September 2018) read
 * {@code instance_groups:} with run settings on the group. The tags of 5.x still hold
 * ({@code headless} on bosh and docker, "headless instance groups may not be
 * active-passive"), {@code docker} groups are accepted, a variable needs no description,
 * an unset {@code scaling.ha} is {@code min}, and every colocated container must mount
 * every shared volume of its pod.</li>
 * <li>{@link #FISSILE_7}: fissile's develop branch from September 2018 (commit b8542c1d
 * moved run settings under {@code bosh_containerization}) to March 2019: {@code headless}
 * and {@code docker} are gone and "Description is required" arrives (commit 5526495d),
 * jobs may set {@code bosh_containerization.pod-security-policy} ({@code nonprivileged}
 * or {@code privileged}), and scaling is merged across jobs starting from 0, so
 * {@code min: 0} leaves the group at 0 instances and an unset {@code ha} is {@code min}.
 * SCF 2.13 to 2.15 were built with it (fissile 7.0.0+147.g3c191e0 and
 * 7.0.0+227.g89b5d91).</li>
 * <li>{@link #FISSILE_7_FEATURES}: April and May 2019 (pull request 482): feature flags
 * on groups; the scaling merge starts from 1 (commit 1121f407), so {@code min} below 1
 * becomes 1 and an unset {@code ha} is 1; a shared volume need only be mounted by one
 * colocated container (commit 168971e6).</li>
 * <li>{@link #FISSILE_7_FINAL}: from June 2019 (pull request 502) to fissile's last
 * commit in December 2019: {@code bosh_containerization.pod-security-policy} is no longer
 * read (policies come from {@code configuration.auth}), {@code run.privileged} and
 * feature flags on colocated containers arrive.</li>
 * </ul>
 */
public enum FissileGeneration {

	FISSILE_0_12("fissile-0.12", "fissile 0.10.0 to 2.0.1 (HCF, December 2015 to July 2016)", FormatEra.V1_ROLES),

	FISSILE_4("fissile-4", "fissile 2.0.2 to 4.0.0 (August 2016 to April 2017)", FormatEra.V1_ROLES),

	FISSILE_5_0("fissile-5.0", "fissile 5.0.0 (May to June 2017)", FormatEra.V1_ROLES),

	FISSILE_5_1("fissile-5.1", "fissile 5.1.0 (June 2017 to March 2018)", FormatEra.V1_ROLES),

	FISSILE_5_2("fissile-5.2", "fissile 5.2.0 (March to May 2018)", FormatEra.V1_ROLES),

	FISSILE_5("fissile-5", "fissile 5.3.0 (May to July 2018)", FormatEra.V1_ROLES),

	FISSILE_6("fissile-6", "fissile 6.0.0 and 7.0.0 (August to September 2018)", FormatEra.V2_INSTANCE_GROUPS),

	FISSILE_7("fissile-7", "fissile develop, September 2018 to March 2019", FormatEra.V3_JOB_PROPERTIES),

	FISSILE_7_FEATURES("fissile-7-features", "fissile develop with feature flags, April to May 2019",
			FormatEra.V3_JOB_PROPERTIES),

	FISSILE_7_FINAL("fissile-7-final", "fissile develop, June to December 2019 (its last version)",
			FormatEra.V3_JOB_PROPERTIES);

	private static final Map<FormatEra, FissileGeneration> NEWEST = Map.of(FormatEra.V1_ROLES, FISSILE_5,
			FormatEra.V2_INSTANCE_GROUPS, FISSILE_6, FormatEra.V3_JOB_PROPERTIES, FISSILE_7_FINAL);

	private final String id;

	private final String description;

	private final FormatEra era;

	FissileGeneration(String id, String description, FormatEra era) {
		this.id = id;
		this.description = description;
		this.era = era;
	}

	/**
	 * The name used in the API, the command line, the database and on the pages, such as
	 * {@code fissile-7}.
	 */
	public String id() {
		return this.id;
	}

	/** Which fissile releases or commits it stands for. */
	public String description() {
		return this.description;
	}

	/** The only format this fissile reads. */
	public FormatEra era() {
		return this.era;
	}

	/** The generation with the given id (case-insensitive), if any. */
	public static Optional<FissileGeneration> fromId(String id) {
		if (id == null) {
			return Optional.empty();
		}
		String wanted = id.trim().toLowerCase(Locale.ROOT);
		return Arrays.stream(values()).filter((generation) -> generation.id.equals(wanted)).findFirst();
	}

	/** Every id, in order. */
	public static List<String> ids() {
		return Arrays.stream(values()).map(FissileGeneration::id).toList();
	}

	/**
	 * The generation a request names: {@code null} for a blank value (no choice).
	 * @throws InvalidManifestRequestException for a name that is no generation, saying
	 * which ones there are
	 */
	public static FissileGeneration parse(String id) {
		if (id == null || id.isBlank()) {
			return null;
		}
		return fromId(id).orElseThrow(() -> new InvalidManifestRequestException("generation",
				"\"" + id.strip() + "\" is not a fissile generation: write one of " + String.join(", ", ids())));
	}

	/**
	 * @throws InvalidManifestRequestException when the generation does not read the
	 * format, saying which ones do
	 */
	public static void requireReads(FissileGeneration generation, FormatEra era) {
		if (generation.era != era) {
			throw new InvalidManifestRequestException("generation",
					generation.id + " does not read the manifest's " + era.label() + " format (" + era.groupsKey()
							+ "): choose one of "
							+ String.join(", ", forEra(era).stream().map(FissileGeneration::id).toList()));
		}
	}

	/**
	 * The generation a request asks for ({@code ?generation=}), else a manifest's stored
	 * choice when it reads the format, else {@code null} (inferred).
	 * @throws InvalidManifestRequestException for an unknown name, or a generation that
	 * does not read the format
	 */
	public static FissileGeneration forRequest(String requested, FissileGeneration stored, FormatEra era) {
		FissileGeneration generation = parse(requested);
		if (generation != null) {
			requireReads(generation, era);
			return generation;
		}
		return (stored != null && stored.era == era) ? stored : null;
	}

	/** The generations that read the given format, in order. */
	public static List<FissileGeneration> forEra(FormatEra era) {
		return Arrays.stream(values()).filter((generation) -> generation.era == era).toList();
	}

	/**
	 * The tags of fissile 5.x: {@code headless} allowed, {@code istio-managed} unknown.
	 */
	public boolean legacyTags() {
		return this.era != FormatEra.V3_JOB_PROPERTIES;
	}

	/**
	 * Whether {@code type: docker} is a known group type (fissile 4.0.0 and earlier
	 * dropped such roles).
	 */
	public boolean acceptsDockerGroups() {
		return this.era != FormatEra.V3_JOB_PROPERTIES;
	}

	/**
	 * Whether the generation's fissile read {@code run} at all: fissile 4.0.0 and earlier
	 * read only a role's name, type, jobs, scripts and templates, so no rule about the
	 * rest applied.
	 */
	public boolean readsRun() {
		return ordinal() >= FISSILE_5_0.ordinal();
	}

	/**
	 * Whether every variable needs {@code options.description} ("Description is
	 * required").
	 */
	public boolean requiresVariableDescriptions() {
		return this.era == FormatEra.V3_JOB_PROPERTIES;
	}

	/**
	 * Whether the scaling merge across jobs starts from 1 (values below 1 become 1, an
	 * unset ha is 1).
	 */
	public boolean mergesScalingFromOne() {
		return this == FISSILE_7_FEATURES || this == FISSILE_7_FINAL;
	}

	/** Whether a job's {@code bosh_containerization.pod-security-policy} is read. */
	public boolean readsJobPodSecurityPolicy() {
		return this == FISSILE_7 || this == FISSILE_7_FEATURES;
	}

	/**
	 * Whether every colocated container must mount every shared ({@code emptyDir}) volume
	 * of its main group.
	 */
	public boolean everyColocatedMountsEverySharedVolume() {
		return this.era != FormatEra.V3_JOB_PROPERTIES || this == FISSILE_7;
	}

	/**
	 * Whether the export rewrites a port name longer than 15 characters to 7 characters
	 * and a CRC-32, as fissile did from commit 921e09ea (2017-03-21, in 5.0.0) until it
	 * refused such names (a3d6f101, 2018-03-07, in 5.2.0). For the generations before
	 * 5.0.0, which made no Kubernetes objects, the export does what the first fissile
	 * that made them did.
	 */
	public boolean rewritesLongPortNames() {
		return ordinal() <= FISSILE_5_1.ordinal();
	}

	/**
	 * Whether the export upper-cases a lower-case protocol: fissile's Kubernetes
	 * generation read a protocol in any case (kube/service.go, from commit d43c8573,
	 * 2017-01-31) until the loader refused anything but {@code TCP} and {@code UDP}
	 * (02adcd46, 2017-04-10, in 5.0.0), so only for the generations before 5.0.0.
	 */
	public boolean upperCasesProtocols() {
		return !readsRun();
	}

	/**
	 * Whether a bosh role's readiness probe is fissile's monit check
	 * ({@code readiness-probe.sh}, followed by the manifest's command): from commit
	 * ad9f5658 (2018-05-18, in 5.3.0). Before it fissile made the manifest's own probe
	 * (URL, port or command) the readiness probe ({@code getContainerReadinessProbe} in
	 * {@code kube/pod.go}).
	 */
	public boolean monitReadinessProbe() {
		return ordinal() >= FISSILE_5.ordinal();
	}

	/**
	 * Whether {@code run.capabilities: [ALL]} makes a container privileged: until fissile
	 * commit c09cfe8d (2019-05-21, merged with pull request 502 on 2019-05-30) it did;
	 * after it only {@code run.privileged} does.
	 */
	public boolean capabilityAllIsPrivileged() {
		return this != FISSILE_7_FINAL;
	}

	/**
	 * What the FISSILE family follows for a manifest: the user's choice, or else the
	 * inferred generation.
	 */
	public static Choice resolve(RoleManifest manifest, FissileGeneration chosen) {
		if (chosen != null) {
			return new Choice(chosen, true, "chosen for this manifest");
		}
		return infer(manifest);
	}

	/** The generation a manifest's format and content point to, and why. */
	public static Choice infer(RoleManifest manifest) {
		FormatEra era = manifest.era();
		if (era == FormatEra.V1_ROLES && hasSourceAndTargetPorts(manifest)) {
			return new Choice(FISSILE_0_12, false, "the manifest uses roles: and its ports have source and target,"
					+ " which HCF wrote until SUSE/scf commit e52dd063 (2016-08-03) renamed them: fissile 2.0.1 or"
					+ " earlier built it");
		}
		if (era == FormatEra.V1_ROLES) {
			FissileGeneration.Choice older = RolesEraSignals.of(manifest);
			if (older != null) {
				return older;
			}
		}
		if (era != FormatEra.V3_JOB_PROPERTIES) {
			FissileGeneration generation = NEWEST.get(era);
			String why = (era == FormatEra.V1_ROLES) ? "the manifest uses roles:, which only fissile up to 5.3.0 read"
					: "the manifest uses instance_groups: with run settings on the groups, which only fissile 6.0.0"
							+ " and 7.0.0 read";
			return new Choice(generation, false, why);
		}
		boolean podSecurityPolicy = anyJobPodSecurityPolicy(manifest);
		boolean features = manifest.instanceGroups().stream().anyMatch((group) -> group.features().any());
		if (podSecurityPolicy && features) {
			return new Choice(FISSILE_7_FEATURES, false, "jobs set bosh_containerization.pod-security-policy (read"
					+ " until May 2019) and groups use feature flags (from April 2019)");
		}
		if (podSecurityPolicy) {
			return new Choice(FISSILE_7, false, "jobs set bosh_containerization.pod-security-policy, which fissile read"
					+ " until May 2019, and no group uses feature flags (April 2019)");
		}
		return new Choice(FISSILE_7_FINAL, false, "run settings are on the jobs and no job sets"
				+ " bosh_containerization.pod-security-policy, so the last fissile applies");
	}

	/**
	 * Whether a port is written with {@code source} and {@code target} (2016). Other
	 * content that only older fissile accepted (a long port name, a lower-case protocol,
	 * a role without {@code run}) may as well be a mistake a later fissile refused, as in
	 * fissile's own test manifests, so it does not move the inference: choose the
	 * generation.
	 */
	private static boolean hasSourceAndTargetPorts(RoleManifest manifest) {
		for (InstanceGroup group : manifest.instanceGroups()) {
			for (Port port : group.run().exposedPorts()) {
				if (port.location() != null && (manifest.document().get(port.location().key("source")) != null
						|| manifest.document().get(port.location().key("target")) != null)) {
					return true;
				}
			}
		}
		return false;
	}

	private static boolean anyJobPodSecurityPolicy(RoleManifest manifest) {
		for (InstanceGroup group : manifest.instanceGroups()) {
			for (JobReference job : group.jobs()) {
				if (job.properties() != null && job.properties().get("bosh_containerization") instanceof Map<?, ?> map
						&& map.containsKey("pod-security-policy")) {
					return true;
				}
			}
		}
		return false;
	}

	/** A generation, whether a user chose it, and why it applies. */
	public record Choice(FissileGeneration generation, boolean chosen, String reason) {
	}

}
