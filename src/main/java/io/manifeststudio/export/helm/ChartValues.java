package io.manifeststudio.export.helm;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.GeneratedSecrets;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.GroupType;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.JobReference;
import io.manifeststudio.manifest.model.Port;
import io.manifeststudio.manifest.model.PortRange;
import io.manifeststudio.manifest.model.Resources;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.Scaling;
import io.manifeststudio.manifest.model.Variable;
import io.manifeststudio.manifest.model.Volume;

/**
 * The chart's {@code values.yaml} in fissile's layout (fissile's kube/values.go), plus
 * {@code sidecars.native}.
 * <p>
 * Defaults are fissile's where fissile's chart had them: the global resource switches
 * {@code config.memory|cpu.requests|limits} default to {@code false} (a default install
 * sets no resources, as fissile's did), and the instance counts are those of the
 * manifest's fissile generation ({@link ChartScaling}). The registry, organization and
 * external IPs come from the export settings.
 */
final class ChartValues {

	/** Built-in variable that fissile always puts in {@code env}. */
	static final String CLUSTER_DOMAIN = "KUBERNETES_CLUSTER_DOMAIN";

	/**
	 * {@code kube.registry.hostname} when the export names no registry, as in fissile's
	 * charts.
	 */
	static final String DEFAULT_REGISTRY = "docker.io";

	private ChartValues() {
	}

	/**
	 * The value that makes the chart look up the cluster's CA for {@code append_kube_ca}
	 * (only when one asks).
	 */
	static final String APPEND_KUBE_CA = "append_kube_ca";

	static CommentedValues of(RoleManifest manifest, ExportSettings settings, SidecarMode sidecars) {
		return of(manifest, settings, sidecars, SecretGeneration.FISSILE);
	}

	static CommentedValues of(RoleManifest manifest, ExportSettings settings, SidecarMode sidecars,
			SecretGeneration generation) {
		CommentedValues values = new CommentedValues();
		kube(values, settings);
		podSecurityPolicies(values, manifest);
		config(values);
		values.put(List.of("bosh", "instance_groups"), new ArrayList<>());
		values.comment(List.of("bosh"),
				"BOSH-style property overrides, given to every pod as the Secret deployment-manifest");
		values.put(List.of("services", "loadbalanced"), false);
		values.comment(List.of("services", "loadbalanced"),
				"Expose public Services as type LoadBalancer instead of externalIPs");
		variables(values, manifest);
		values.put(List.of("secrets", "generate"), generation.value());
		values.comment(List.of("secrets", "generate"),
				"Who makes the generated secrets (passwords, certificates, SSH keys):",
				"fissile - the secret generator Job, into the Secret secrets-<chart version>-<counter>",
				"helm    - the chart, into the Secret secrets (kept across upgrades with lookup); no generator image");
		values.put(List.of("secrets", "password_length"), GeneratedSecrets.PASSWORD_LENGTH);
		values.comment(List.of("secrets", "password_length"),
				"Length of the passwords the chart generates (generate: helm)");
		if (GeneratedSecrets.of(manifest).stream().anyMatch(GeneratedSecrets.Secret::appendKubeCa)) {
			values.put(List.of("secrets", APPEND_KUBE_CA), true);
			values.comment(List.of("secrets", APPEND_KUBE_CA),
					"generate: helm - append the cluster's CA (the ConfigMap kube-root-ca.crt, looked up) to the CAs",
					"with append_kube_ca, as fissile's secret generator did; false renders without asking the cluster");
		}
		sizing(values, manifest, settings.generationFor(manifest));
		values.map("enable");
		features(manifest).forEach((feature, on) -> values.put(List.of("enable", feature), on));
		ingress(values);
		values.put(List.of("sidecars", "native"), sidecars.valuesYamlValue());
		values.comment(List.of("sidecars"), "How containers marked as sidecars are rendered.",
				"native: auto  - as init containers with restartPolicy Always when the cluster is 1.29 or later,",
				"                else as the fallback (first in containers, with a postStart hook that waits)",
				"native: true  - always native (the chart then needs Kubernetes 1.29 or later)",
				"native: false - always the fallback");
		return values;
	}

	private static void kube(CommentedValues values, ExportSettings settings) {
		values.put(List.of("kube", "auth"), "rbac");
		values.comment(List.of("kube", "auth"),
				"\"rbac\": make the ServiceAccounts, roles and bindings of the manifest, and run",
				"each pod as its account; anything else: neither (the pods run as the namespace's default account)");
		values.put(List.of("kube", "external_ips"), new ArrayList<>(settings.externalIps()));
		values.put(List.of("kube", "hostpath_available"), false);
		values.comment(List.of("kube", "hostpath_available"),
				"Whether HostPath volume mounts are available: as in fissile's chart",
				"(kube/pod.go), the manifest's host volumes (type: host) are mounted only when true");
		values.comment(List.of("kube", "external_ips"), "External IPs of the public Services (<service>-public)");
		values.put(List.of("kube", "limits", "nproc", "hard"), "2048");
		values.put(List.of("kube", "limits", "nproc", "soft"), "1024");
		values.comment(List.of("kube", "limits"),
				"Process limits (VCAP_HARD_NPROC and VCAP_SOFT_NPROC of every container)");
		values.put(List.of("kube", "organization"), settings.organization());
		// fissile's kube/values.go wrote docker.io when the build named no registry
		// (735ec88e, 2017-10-17, moved
		// that default from the --docker-registry flag to values.yaml): the chart's
		// images always name a registry
		values.put(List.of("kube", "registry", "hostname"),
				settings.registry().isEmpty() ? DEFAULT_REGISTRY : settings.registry());
		values.put(List.of("kube", "registry", "username"), "");
		values.put(List.of("kube", "registry", "password"), "");
		values.comment(List.of("kube", "registry"),
				"Images fissile builds are <hostname>/<organization>/<name>; with a",
				"username, the Secret registry-credentials (the pods' imagePullSecrets) is made from these");
		values.put(List.of("kube", "secrets_generation_counter"), 1);
		values.comment(List.of("kube", "secrets_generation_counter"), "Generated secrets are read from the Secret",
				"secrets-<chart version>-<counter>; raise the counter to have the secret generator make new ones");
		values.put(List.of("kube", "storage_class", "persistent"), Volume.PERSISTENT);
		values.put(List.of("kube", "storage_class", "shared"), Volume.SHARED);
		values.comment(List.of("kube", "storage_class"), "Storage classes of the persistent and shared volume claims");
	}

	/**
	 * {@code kube.psp.<name>} per PodSecurityPolicy of the manifest, as fissile's
	 * values.yaml had it (kube/values.go): unset, the chart makes
	 * {@code <namespace>-psp-<name>}; set, it makes none and the roles name the given
	 * policy.
	 */
	private static void podSecurityPolicies(CommentedValues values, RoleManifest manifest) {
		io.manifeststudio.manifest.model.Auth auth = manifest.configuration().auth();
		if (auth == null || auth.podSecurityPolicies().isEmpty()) {
			return;
		}
		List<String> names = new ArrayList<>();
		auth.podSecurityPolicies().keySet().forEach((name) -> names.add(String.valueOf(name)));
		java.util.Collections.sort(names);
		for (String name : names) {
			values.put(List.of("kube", "psp", name), null);
		}
		values.comment(List.of("kube", "psp"),
				"An existing PodSecurityPolicy to use instead of each one of the manifest",
				"(before Kubernetes 1.25); unset, the chart makes <namespace>-psp-<name>");
	}

	private static void config(CommentedValues values) {
		values.put(List.of("config", "HA"), false);
		values.comment(List.of("config", "HA"), "Flag to activate high-availability mode");
		values.put(List.of("config", "HA_strict"), true);
		values.comment(List.of("config", "HA_strict"), "Flag to verify instance counts against HA minimums");
		values.put(List.of("config", "memory", "requests"), false);
		values.put(List.of("config", "memory", "limits"), false);
		values.comment(List.of("config", "memory"), "Global memory configuration: whether requests and limits are set");
		values.put(List.of("config", "cpu", "requests"), false);
		values.put(List.of("config", "cpu", "limits"), false);
		values.comment(List.of("config", "cpu"), "Global CPU configuration: whether requests and limits are set");
	}

	private static void variables(CommentedValues values, RoleManifest manifest) {
		Map<String, Object> secrets = values.map("secrets");
		Map<String, Object> env = values.map("env");
		boolean clusterDomainDeclared = false;
		for (Variable variable : sortedVariables(manifest)) {
			if (!isRendered(variable) || !(variable.isSecret() || isEnvValue(variable))
					|| isImmutableGenerated(variable)) {
				continue;
			}
			clusterDomainDeclared |= CLUSTER_DOMAIN.equals(variable.name());
			Map<String, Object> target = variable.isSecret() ? secrets : env;
			target.put(variable.name(), defaultValue(variable));
			String description = variable.options().description();
			if (description != null && !description.isBlank()) {
				values.comment(List.of(variable.isSecret() ? "secrets" : "env", variable.name()),
						description.strip().split("\\R"));
			}
		}
		if (!clusterDomainDeclared) {
			env.put(CLUSTER_DOMAIN, null);
		}
	}

	/**
	 * Plain variables the chart takes from {@code env}: user variables that are not
	 * secret, but not those fissile renders from other values
	 * ({@code FEATURE_<F>_ENABLED} from {@code enable}, {@code KUBE_SIZING_*} from
	 * {@code sizing}) nor image names (which get the registry and organization prefixed).
	 */
	static boolean isEnvValue(Variable variable) {
		String name = variable.name();
		return isRendered(variable) && !variable.isSecret() && !variable.options().imageName()
				&& !(name.startsWith("FEATURE_") && name.endsWith("_ENABLED")) && !name.startsWith("KUBE_SIZING_");
	}

	/**
	 * Variables fissile's secret generator makes
	 * ({@code type: password|certificate|ssh|rsa}, or a legacy {@code generator}): secret
	 * ones are read from the Secret it writes, and none is a value the chart requires.
	 */
	static boolean isGenerated(Variable variable) {
		return GeneratedSecrets.isGenerated(variable);
	}

	/**
	 * A secret the generator makes that the values may not override ({@code immutable}):
	 * fissile's values.yaml left it out, since "any default value would always be
	 * ignored" (kube/values.go, MakeValues), and no pod reads {@code secrets.<NAME>} for
	 * it.
	 */
	static boolean isImmutableGenerated(Variable variable) {
		return variable.isSecret() && isGenerated(variable) && variable.options().immutable();
	}

	/**
	 * User variables (not {@code options.type: environment}, which scripts supply at run
	 * time).
	 */
	static boolean isRendered(Variable variable) {
		return variable.name() != null && !"environment".equals(variable.options().type());
	}

	static List<Variable> sortedVariables(RoleManifest manifest) {
		List<Variable> variables = new ArrayList<>(manifest.variables());
		variables.removeIf((variable) -> variable.name() == null || variable.options() == null);
		variables.sort(Comparator.comparing(Variable::name));
		return variables;
	}

	private static Object defaultValue(Variable variable) {
		return variable.options().defaultValue();
	}

	private static void sizing(CommentedValues values, RoleManifest manifest, FissileGeneration generation) {
		values.map("sizing");
		values.comment(List.of("sizing"),
				"The sizing section contains configuration to change each individual instance",
				"group. Due to limitations on the allowable names, any dashes (\"-\") in the",
				"instance group names are replaced with underscores (\"_\").");
		List<InstanceGroup> groups = new ArrayList<>(sizedGroups(manifest));
		groups.sort(Comparator.comparing((group) -> HelmNames.valueKey(group.name())));
		for (InstanceGroup group : groups) {
			groupSizing(values, group, generation);
		}
	}

	/**
	 * Every group that is not {@code flight-stage: manual}, colocated containers included
	 * (fissile's rule).
	 */
	static List<InstanceGroup> sizedGroups(RoleManifest manifest) {
		List<InstanceGroup> groups = new ArrayList<>();
		for (InstanceGroup group : manifest.instanceGroups()) {
			boolean known = group.type().makesWorkload() || group.type() == GroupType.COLOCATED_CONTAINER;
			if (known && group.name() != null && !"manual".equals(group.run().effectiveFlightStage())) {
				groups.add(group);
			}
		}
		return groups;
	}

	private static void groupSizing(CommentedValues values, InstanceGroup group, FissileGeneration era) {
		String key = HelmNames.valueKey(group.name());
		List<String> base = List.of("sizing", key);
		values.comment(base, groupComment(group));
		values.put(path(base, "affinity"), new LinkedHashMap<>());
		values.comment(path(base, "affinity"), "Node affinity rules can be specified here");
		values.put(path(base, "count"), null);
		values.comment(path(base, "count"), countComment(key, group, era));
		Resources resources = group.run().resources();
		values.put(path(base, "cpu", "request"), Resources.millicores(resources.cpuRequest()));
		values.put(path(base, "cpu", "limit"), Resources.millicores(resources.cpuLimit()));
		values.comment(path(base, "cpu"), "Unit [millicore]");
		Map<String, Object> disks = new LinkedHashMap<>();
		for (Volume volume : group.run().volumes()) {
			if (volume.isClaim() && volume.tag() != null) {
				disks.put(HelmNames.valueKey(volume.tag()), volume.size());
			}
		}
		if (!disks.isEmpty()) {
			values.put(path(base, "disk_sizes"), disks);
			values.comment(path(base, "disk_sizes"), "Unit [GiB]: the size of each persistent or shared volume claim");
		}
		values.put(path(base, "memory", "request"), resources.memoryRequest());
		values.put(path(base, "memory", "limit"), resources.memoryLimit());
		values.comment(path(base, "memory"), "Unit [MiB]");
		Map<String, Object> ports = configurablePorts(group);
		if (!ports.isEmpty()) {
			values.put(path(base, "ports"), ports);
		}
	}

	private static Map<String, Object> configurablePorts(InstanceGroup group) {
		Map<String, Object> ports = new LinkedHashMap<>();
		for (Port port : group.ports()) {
			if (port.name() == null || !(port.portConfigurable() || port.countConfigurable())) {
				continue;
			}
			Map<String, Object> entry = new LinkedHashMap<>();
			PortRange external = PortRange.parse((port.external() != null) ? port.external() : port.internal())
				.orElse(null);
			if (port.portConfigurable() && external != null) {
				entry.put("port", external.first());
			}
			if (port.countConfigurable()) {
				entry.put("count", (port.count() != null) ? port.count() : ((external != null) ? external.size() : 1));
			}
			ports.put(HelmNames.valueKey(port.name()), entry);
		}
		return ports;
	}

	private static String[] groupComment(InstanceGroup group) {
		List<String> lines = new ArrayList<>();
		lines.add("The " + group.name() + " instance group contains the following jobs:");
		lines.add("");
		for (JobReference job : group.jobs()) {
			lines.add("- " + job.name());
		}
		return lines.toArray(String[]::new);
	}

	private static String[] countComment(String key, InstanceGroup group, FissileGeneration era) {
		if (group.isColocatedContainer()) {
			return new String[] { "The " + key + " container runs in the pods that place it; this count is not used." };
		}
		Scaling scaling = group.run().scaling();
		ChartScaling counts = ChartScaling.of(era, scaling);
		List<String> lines = new ArrayList<>();
		if (counts.max() <= counts.guardMin()) {
			lines.add("The " + key + " instance group cannot be scaled.");
		}
		else {
			lines.add("The " + key + " instance group can scale between " + counts.guardMin() + " and " + counts.max()
					+ " instances.");
		}
		if (counts.defaultCount() != counts.guardMin()) {
			lines.add("By default it runs " + counts.defaultCount() + " instances.");
		}
		if (counts.ha() > counts.defaultCount()) {
			lines.add("For high availability it needs at least " + counts.ha() + " instances.");
		}
		if (scaling.isMustBeOdd()) {
			lines.add("The instance count must be odd.");
		}
		return lines.toArray(String[]::new);
	}

	/**
	 * Every feature flag, sorted, with its default: on when some group names it in
	 * {@code default_feature}, else off ({@code if_feature} groups are off and
	 * {@code unless_feature} groups on by default, as in fissile).
	 */
	static Map<String, Boolean> features(RoleManifest manifest) {
		Map<String, Boolean> features = new java.util.TreeMap<>();
		for (InstanceGroup group : manifest.instanceGroups()) {
			for (String feature : group.features().set()) {
				boolean on = feature.equals(group.features().defaultFeature());
				features.merge(feature, on, Boolean::logicalOr);
			}
		}
		return features;
	}

	private static void ingress(CommentedValues values) {
		values.put(List.of("ingress", "enabled"), false);
		values.comment(List.of("ingress", "enabled"),
				"When an ingress exposes the chart, public Services get no external IPs");
	}

	private static List<String> path(List<String> base, String... more) {
		List<String> path = new ArrayList<>(base);
		path.addAll(List.of(more));
		return path;
	}

}
