package io.manifeststudio.export.helm;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.representer.Representer;

import org.springframework.stereotype.Component;

import io.manifeststudio.export.ImageTags;
import io.manifeststudio.export.GeneratedSecrets;
import io.manifeststudio.export.HelmExpressions;
import io.manifeststudio.export.KubeObject;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.RbacFactory;
import io.manifeststudio.export.ExportTooLargeException;
import io.manifeststudio.export.KubernetesYamlWriter;
import io.manifeststudio.export.OptionTemplates;
import io.manifeststudio.export.SecretFactory;
import io.manifeststudio.export.SizingVariables;
import io.manifeststudio.export.KubernetesObjects;
import io.manifeststudio.export.PodObjects;
import io.manifeststudio.export.PodTemplateFactory;
import io.manifeststudio.export.SidecarStyle;
import io.manifeststudio.manifest.model.Auth;
import io.manifeststudio.manifest.model.ContainerMode;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.yaml.ManifestYamlWriter;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.Variable;

/**
 * Exports a role manifest as a Helm chart: {@code Chart.yaml}, {@code values.yaml} in
 * fissile's layout with {@code sidecars.native}, {@code values.schema.json}, and under
 * {@code templates/} the helpers, {@code NOTES.txt}, the Secrets the pods read
 * ({@code secrets}, {@code deployment-manifest}, and {@code registry-credentials} when a
 * registry username is given) and one file per workload with its Services.
 * <p>
 * The workloads are the Kubernetes YAML export's ({@link KubernetesObjects}), built once
 * per sidecar rendering; the templates take from the values only what the values say
 * (replicas, images, resources, environment values, storage, Service exposure, node
 * affinity) and add Helm's labels. With its default values the chart renders the objects
 * of the Kubernetes YAML export for the same target version, plus Helm's labels.
 */
@Component
public final class HelmChartExporter {

	/**
	 * The last Kubernetes version that served PodSecurityPolicy ({@code policy/v1beta1}).
	 */
	private static final KubeVersion LAST_WITH_POD_SECURITY_POLICIES = new KubeVersion(1, 24);

	/**
	 * The Secret the pods name in {@code imagePullSecrets}, made when
	 * {@code kube.registry.username} is set.
	 */
	public static final String REGISTRY_CREDENTIALS = "registry-credentials";

	private final Yaml yaml;

	private final long maxCharacters;

	public HelmChartExporter() {
		this(KubernetesYamlWriter.MAX_CHARACTERS);
	}

	/**
	 * With a limit on the characters of all the chart's files together, as for the
	 * Kubernetes YAML export.
	 */
	HelmChartExporter(long maxCharacters) {
		DumperOptions options = ManifestYamlWriter.options();
		this.yaml = new Yaml(new SafeConstructor(new LoaderOptions()), new Representer(options), options);
		this.maxCharacters = maxCharacters;
	}

	public HelmChart export(RoleManifest manifest, HelmChartOptions options) {
		return export(manifest, options, options.chartName(),
				options.chartVersion(ImageTags.of(manifest, options.settings())));
	}

	/**
	 * The chart with the name {@code chartName} and the version {@code chartVersion} (in
	 * {@code Chart.yaml} and its file name) instead of
	 * {@link HelmChartOptions#chartName()} and
	 * {@link HelmChartOptions#chartVersion(ImageTags)}: the chart repository names and
	 * numbers its charts itself.
	 */
	public HelmChart export(RoleManifest manifest, HelmChartOptions options, String chartName, String chartVersion) {
		// Helm template text in the manifest stays template code: the chart renders it
		// itself (tpl)
		List<PodObjects> nativePods = new KubernetesObjects(manifest, options.settings(), SidecarStyle.NATIVE,
				HelmExpressions.KEEP)
			.all();
		KubernetesObjects fallback = new KubernetesObjects(manifest, options.settings(), SidecarStyle.FALLBACK,
				HelmExpressions.KEEP);
		CommentedValues values = ChartValues.of(manifest, options.settings(), options.sidecars(), options.secrets());
		ChartFiles files = new ChartFiles(this.maxCharacters);
		files.put("Chart.yaml", this.yaml.dump(chartYaml(options, chartName, chartVersion)));
		files.put("values.yaml", new ValuesYamlWriter().write(values));
		files.put("values.schema.json", ValuesSchema.of(manifest, values));
		files.put("templates/_helpers.tpl", HelmTemplates.text("_helpers.tpl"));
		files.put("templates/NOTES.txt", notes(options, nativePods));
		files.put("templates/secrets.yaml", secrets(manifest, options));
		Map<String, String> provenance = Map.of("provenance", TemplateLiterals.commentText(options.provenanceText()),
				"annotations", TemplateLiterals.rawCompactJson(provenanceAnnotations(options.provenance())));
		files.put("templates/deployment-manifest-secret.yaml",
				HelmTemplates.render("deployment-manifest-secret.yaml", provenance));
		Map<String, String> registry = new LinkedHashMap<>(provenance);
		registry.put("name", REGISTRY_CREDENTIALS);
		files.put("templates/registry-secret.yaml", HelmTemplates.render("registry-secret.yaml", registry));
		if (hasAuth(manifest)) {
			files.put("templates/rbac.yaml", rbac(manifest, options));
		}
		WorkloadTemplate workloads = new WorkloadTemplate(options, options.settings().generationFor(manifest),
				envNames(manifest), required(manifest), featureVariables(manifest), generated(manifest),
				sizingVariables(manifest, options.settings().generationFor(manifest)),
				UpgradeKeys.of(manifest, nativePods), secretKeys(manifest), ImageTags.of(manifest, options.settings()));
		for (PodObjects pod : nativePods) {
			PodObjects fallbackPod = hasSidecars(pod.pod()) ? fallback.build(pod.pod()) : pod;
			files.put("templates/" + pod.name() + ".yaml", workloads.render(pod, fallbackPod));
		}
		return new HelmChart(chartName, chartVersion, files.map());
	}

	/**
	 * Whether the pod renders a sidecar (else both sidecar renderings are the same
	 * objects).
	 */
	private static boolean hasSidecars(Pod pod) {
		return PodTemplateFactory.rendered(pod).stream().anyMatch((placed) -> placed.mode() == ContainerMode.SIDECAR);
	}

	/**
	 * The annotations every rendered object carries: manifest name, revision and content
	 * hash.
	 */
	static Map<String, Object> provenanceAnnotations(ChartProvenance provenance) {
		Map<String, Object> annotations = new LinkedHashMap<>();
		annotations.put(ChartProvenance.MANIFEST_ANNOTATION, provenance.manifestName());
		annotations.put(ChartProvenance.REVISION_ANNOTATION, String.valueOf(provenance.revision()));
		annotations.put(ChartProvenance.CONTENT_HASH_ANNOTATION, provenance.contentHash());
		return annotations;
	}

	/**
	 * {@code Chart.yaml}'s annotations: the provenance, and for a stored manifest its
	 * review state and approvers.
	 */
	private static Map<String, Object> chartAnnotations(ChartProvenance provenance) {
		Map<String, Object> annotations = provenanceAnnotations(provenance);
		ChartReview review = provenance.review();
		if (review != null) {
			annotations.put(ChartReview.REVIEW_ANNOTATION, review.state().label());
			if (review.isApproved()) {
				annotations.put(ChartReview.APPROVERS_ANNOTATION, String.join(",", review.approvers()));
			}
		}
		return annotations;
	}

	private static Map<String, Object> chartYaml(HelmChartOptions options, String chartName, String chartVersion) {
		Map<String, Object> chart = new LinkedHashMap<>();
		chart.put("apiVersion", "v2");
		chart.put("name", chartName);
		chart.put("description", "Exported by Manifest Studio from role manifest \""
				+ options.provenance().manifestName() + "\" revision " + options.provenance().revision());
		chart.put("type", "application");
		chart.put("version", chartVersion);
		chart.put("appVersion", options.appVersion());
		if (options.sidecars() == SidecarMode.NATIVE) {
			chart.put("kubeVersion", ">=1.29.0-0");
		}
		chart.put("annotations", chartAnnotations(options.provenance()));
		return chart;
	}

	private static String notes(HelmChartOptions options, List<PodObjects> pods) {
		StringBuilder workloads = new StringBuilder();
		for (PodObjects pod : pods) {
			workloads.append("- {{ ")
				.append(TemplateLiterals.goString(pod.name()))
				.append(" }} (")
				.append(pod.workload().kind())
				.append(")\n");
		}
		return HelmTemplates.render("NOTES.txt",
				Map.of("chartName", "{{ .Chart.Name }}", "provenance",
						"{{ " + TemplateLiterals.goString(options.provenanceText()) + " }}", "workloads",
						workloads.toString()));
	}

	private static String secrets(RoleManifest manifest, HelmChartOptions options) {
		Map<String, Object> secrets = new LinkedHashMap<>();
		Map<String, Object> env = new LinkedHashMap<>();
		for (Variable variable : ChartValues.sortedVariables(manifest)) {
			if (ChartValues.isRendered(variable) && variable.isSecret()) {
				if (!ChartValues.isImmutableGenerated(variable)) {
					// an immutable generated secret is read from the generator's Secret
					// (or made by the chart)
					secrets.put(variable.name(), SecretFactory.key(variable.name()));
				}
			}
			else if (ChartValues.isEnvValue(variable) && SecretFactory.holds(variable)) {
				// a large plain default: its value is env.<NAME>, written into the Secret
				// once
				env.put(variable.name(), SecretFactory.key(variable.name()));
			}
		}
		Map<String, Object> data = new LinkedHashMap<>();
		data.put("annotations", provenanceAnnotations(options.provenance()));
		data.put("secrets", secrets);
		data.put("env", env);
		data.put("required", required(manifest));
		List<String> requiredEnv = new ArrayList<>();
		java.util.Set<String> envNames = new java.util.HashSet<>(envNames(manifest));
		for (String name : required(manifest)) {
			if (envNames.contains(name) || env.containsKey(name)) {
				requiredEnv.add(name);
			}
		}
		data.put("requiredEnv", requiredEnv);
		data.put("generated", generatorSpecs(manifest));
		data.put("features", featureVariables(manifest));
		data.put("days", GeneratedSecrets.CERTIFICATE_DAYS);
		data.put("caName", GeneratedSecrets.CA_COMMON_NAME);
		return HelmTemplates.render("secrets.yaml", Map.of("provenance",
				TemplateLiterals.commentText(options.provenanceText()), "data", TemplateLiterals.rawJson(data)));
	}

	/**
	 * What the chart generates under {@code secrets.generate: helm}, for
	 * "studio.generatedSecrets".
	 */
	static List<Object> generatorSpecs(RoleManifest manifest) {
		List<Object> specs = new ArrayList<>();
		for (GeneratedSecrets.Secret secret : GeneratedSecrets.of(manifest)) {
			Map<String, Object> spec = new LinkedHashMap<>();
			spec.put("kind", secret.kind().id());
			spec.put("name", secret.name());
			spec.put("key", SecretFactory.key(secret.name()));
			if (secret.pair() != null) {
				spec.put("pair", secret.pair());
				spec.put("pairKey", SecretFactory.key(secret.pair()));
			}
			if (secret.ca() != null) {
				spec.put("ca", secret.ca());
			}
			spec.put("names", secret.names());
			spec.put("immutable", secret.immutable());
			if (secret.appendKubeCa()) {
				spec.put("appendKubeCa", true);
			}
			// options written as Go templates: rendered with tpl at install, as the
			// secret generator rendered them
			List<String> reads = new ArrayList<>();
			if (secret.caTemplate() != null) {
				spec.put("caTemplate", secret.caTemplate());
				reads.addAll(OptionTemplates.fields(secret.caTemplate()));
			}
			if (secret.appendKubeCaTemplate() != null) {
				spec.put("appendKubeCaTemplate", secret.appendKubeCaTemplate());
				reads.addAll(OptionTemplates.fields(secret.appendKubeCaTemplate()));
			}
			if (!reads.isEmpty()) {
				spec.put("templateValues", reads.stream().distinct().toList());
			}
			specs.add(spec);
		}
		return specs;
	}

	private static boolean hasAuth(RoleManifest manifest) {
		Auth auth = manifest.configuration().auth();
		return auth != null && !(auth.accounts().isEmpty() && auth.roles().isEmpty() && auth.clusterRoles().isEmpty()
				&& auth.podSecurityPolicies().isEmpty());
	}

	/**
	 * {@code templates/rbac.yaml}: the RBAC objects of the Kubernetes YAML export, and
	 * the PodSecurityPolicies the chart renders for Kubernetes before 1.25; template text
	 * in a policy's spec is kept for {@code tpl}.
	 */
	private static String rbac(RoleManifest manifest, HelmChartOptions options) {
		List<Object> objects = new ArrayList<>();
		List<Object> policies = new ArrayList<>();
		for (KubeObject object : RbacFactory.objects(manifest, LAST_WITH_POD_SECURITY_POLICIES, HelmExpressions.KEEP)) {
			("PodSecurityPolicy".equals(object.kind()) ? policies : objects).add(object.content());
		}
		Map<String, Object> data = new LinkedHashMap<>();
		data.put("annotations", provenanceAnnotations(options.provenance()));
		data.put("objects", objects);
		data.put("policies", policies);
		return HelmTemplates.render("rbac.yaml", Map.of("provenance",
				TemplateLiterals.commentText(options.provenanceText()), "data", TemplateLiterals.rawJson(data)));
	}

	/**
	 * Plain variables whose value the chart sets in each container from
	 * {@code env.<NAME>} (those with a large default are read from the Secret
	 * {@code secrets}, which takes theirs from {@code env.<NAME>}).
	 */
	static List<String> envNames(RoleManifest manifest) {
		List<String> names = new ArrayList<>();
		for (Variable variable : ChartValues.sortedVariables(manifest)) {
			if (ChartValues.isEnvValue(variable) && !SecretFactory.holds(variable)) {
				names.add(variable.name());
			}
		}
		if (!names.contains(ChartValues.CLUSTER_DOMAIN)) {
			names.add(ChartValues.CLUSTER_DOMAIN);
		}
		return names;
	}

	/**
	 * The variables pods read from the Secret {@code secrets}, by their key there, as the
	 * values that set them: {@code secrets.<NAME>} for a secret variable,
	 * {@code env.<NAME>} for a plain one with a large default.
	 */
	static Map<String, String> secretKeys(RoleManifest manifest) {
		Map<String, String> keys = new LinkedHashMap<>();
		for (Variable variable : ChartValues.sortedVariables(manifest)) {
			if (ChartValues.isRendered(variable) && variable.isSecret()) {
				keys.putIfAbsent(SecretFactory.key(variable.name()), "secrets." + variable.name());
			}
			else if (ChartValues.isEnvValue(variable) && SecretFactory.holds(variable)) {
				keys.putIfAbsent(SecretFactory.key(variable.name()), "env." + variable.name());
			}
		}
		return keys;
	}

	/**
	 * Generated secret variables, each with whether it is immutable (the values cannot
	 * override it).
	 */
	static Map<String, Boolean> generated(RoleManifest manifest) {
		Map<String, Boolean> generated = new LinkedHashMap<>();
		for (Variable variable : ChartValues.sortedVariables(manifest)) {
			if (ChartValues.isRendered(variable) && variable.isSecret() && ChartValues.isGenerated(variable)) {
				generated.put(variable.name(), variable.options().immutable());
			}
		}
		return generated;
	}

	/**
	 * fissile's sizing variables the chart sets from the values
	 * ({@link SizingVariables}): for {@code KUBE_SIZING_<G>_COUNT} the replica count of
	 * its group ({@code sizing}, {@code min}, {@code ha} as "studio.replicas" reads
	 * them), for {@code KUBE_SIZING_<G>_PORTS_
	 *
	<P>
	 * _MAX} the first port, the value key of the group and of the port and the count by
	 * default ({@code _MIN} is the internal port, a constant).
	 */
	static Map<String, Object> sizingVariables(RoleManifest manifest, FissileGeneration generation) {
		Map<String, Object> sizing = new LinkedHashMap<>();
		for (Variable variable : manifest.variables()) {
			String name = variable.name();
			if (name == null || !name.startsWith("KUBE_SIZING_")) {
				continue;
			}
			SizingVariables.countOf(manifest, name).ifPresent((group) -> {
				ChartScaling counts = ChartScaling.of(generation, group.run().scaling());
				Map<String, Object> replicas = new LinkedHashMap<>();
				replicas.put("sizing", HelmNames.valueKey(group.name()));
				replicas.put("min", counts.defaultCount());
				replicas.put("ha", counts.ha());
				sizing.put(name, replicas);
			});
			SizingVariables.portBound(manifest, name).filter(SizingVariables.PortBound::max).ifPresent((bound) -> {
				Map<String, Object> port = new LinkedHashMap<>();
				port.put("sizing", HelmNames.valueKey(bound.group().name()));
				port.put("port", HelmNames.valueKey(bound.port().name()));
				port.put("first", bound.first());
				port.put("count", bound.count());
				sizing.put(name, port);
			});
		}
		return sizing;
	}

	/**
	 * {@code FEATURE_<F>_ENABLED} variables by the feature whose {@code enable.<f>} value
	 * they carry.
	 */
	static Map<String, String> featureVariables(RoleManifest manifest) {
		Map<String, String> variables = new LinkedHashMap<>();
		for (String feature : ChartValues.features(manifest).keySet()) {
			variables.put("FEATURE_" + feature.toUpperCase(Locale.ROOT).replace('-', '_') + "_ENABLED", feature);
		}
		return variables;
	}

	/**
	 * The values an installer must give before {@code helm template} renders the chart:
	 * one per required variable with neither a default nor a generator
	 * ({@code env.<NAME>}, or {@code secrets.<NAME>} for a secret), as {@code --set}
	 * keys. Unset, the chart refuses to render (fissile's
	 * {@code env.X has not been set}).
	 */
	public static List<String> valuesToSet(RoleManifest manifest) {
		List<String> keys = new ArrayList<>();
		for (Variable variable : ChartValues.sortedVariables(manifest)) {
			if (ChartValues.isRendered(variable) && variable.options().required() && !ChartValues.isGenerated(variable)
					&& variable.options().defaultValue() == null) {
				keys.add((variable.isSecret() ? "secrets." : "env.") + variable.name());
			}
		}
		return keys;
	}

	/**
	 * The variables the chart refuses to render without: required ones, but not generated
	 * ones (fissile's chart read those from the generated Secret). With their defaults in
	 * values.yaml, only those with neither a default nor a generator must be given, as
	 * with fissile's chart.
	 */
	static List<String> required(RoleManifest manifest) {
		List<String> names = new ArrayList<>();
		for (Variable variable : ChartValues.sortedVariables(manifest)) {
			if (ChartValues.isRendered(variable) && variable.options().required()
					&& !ChartValues.isGenerated(variable)) {
				names.add(variable.name());
			}
		}
		return names;
	}

	/**
	 * The chart's files in order, refused as soon as they pass the limit on what one
	 * export writes.
	 */
	private static final class ChartFiles {

		private final Map<String, String> files = new LinkedHashMap<>();

		private final long limit;

		private long characters;

		ChartFiles(long limit) {
			this.limit = limit;
		}

		/**
		 * Adds a file; a name already written is never overwritten (a group named as one
		 * of the chart's own).
		 */
		void put(String name, String content) {
			if (this.files.containsKey(name)) {
				throw new IllegalStateException("The chart already has " + name
						+ "; a group's template cannot replace it (STUDIO-RESERVED-NAME refuses such a group)");
			}
			this.characters += content.length();
			if (this.characters > this.limit) {
				throw new ExportTooLargeException("Helm chart", this.limit);
			}
			this.files.put(name, content);
		}

		Map<String, String> map() {
			return this.files;
		}

	}

}
