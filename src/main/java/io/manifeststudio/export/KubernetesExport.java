package io.manifeststudio.export;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.stream.Collectors;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.validation.ValidationResult;

/**
 * The Kubernetes YAML export of a manifest, whole or one pod: validated first (with the
 * K8S family for the same settings), refused when there is an error, else written as
 * multi-document YAML: first the Secrets the pods read ({@link SecretFactory}), so that
 * {@code kubectl apply -f} of the export alone starts the pods, then each pod's Services
 * and workload.
 * <p>
 * Between them come the RBAC objects of {@code configuration.auth} ({@link RbacFactory}).
 */
public final class KubernetesExport {

	private final KubernetesYamlWriter writer = new KubernetesYamlWriter();

	private final BiFunction<RoleManifest, ExportSettings, HelmExpressions> expressions;

	/**
	 * @param expressions how Helm template text in a manifest is treated for the settings
	 * of an export: {@code export.helm.ChartDefaults::expressions} renders it with the
	 * chart's default values
	 */
	public KubernetesExport(BiFunction<RoleManifest, ExportSettings, HelmExpressions> expressions) {
		this.expressions = expressions;
	}

	/**
	 * The YAML and the validation it passed (its warnings and info travel with the
	 * export), and the generated secret values filled in ({@code null} when none were).
	 */
	public record Result(String yaml, ValidationResult validation, List<PodObjects> pods,
			GeneratedSecretValues.Filled generated) {
	}

	/**
	 * @param validator a validator whose K8S family uses the same settings
	 * @param pod a group name, or {@code null} for every exported pod
	 * @throws UnknownPodException when {@code pod} names no workload-making group
	 * @throws ExportBlockedException when the manifest has errors
	 */
	public Result export(RoleManifest manifest, ExportSettings settings, String pod, ManifestValidator validator) {
		return export(manifest, settings, pod, validator, null);
	}

	/**
	 * The export with its generated secret variables filled with fresh values
	 * ({@link GeneratedSecretValues}) or the values kept for this person's earlier
	 * download ({@link GeneratedSecretsCache}), the Secret {@value SecretFactory#SECRETS}
	 * saying which in a comment; {@code secrets} {@code null} leaves them {@code ""}
	 * (previews, diffs).
	 * @throws UnknownPodException when {@code pod} names no workload-making group
	 * @throws ExportBlockedException when the manifest has errors
	 */
	public Result export(RoleManifest manifest, ExportSettings settings, String pod, ManifestValidator validator,
			GeneratedSecretSource secrets) {
		if (pod != null && manifest.pods().stream().noneMatch((candidate) -> pod.equals(candidate.name()))) {
			throw unknownPod(manifest, pod);
		}
		ValidationResult result = validator.validate(manifest, settings.generation(), settings.releases());
		if (result.hasErrors()) {
			throw new ExportBlockedException(result);
		}
		HelmExpressions expressions = this.expressions.apply(manifest, settings);
		KubernetesObjects built = new KubernetesObjects(manifest, settings, expressions);
		List<PodObjects> pods = (pod != null) ? List.of(built.pod(pod).orElseThrow()) : built.all();
		List<KubeObject> objects = objects(manifest, settings, pods, expressions);
		Map<KubeObject, List<String>> comments = new IdentityHashMap<>();
		GeneratedSecretValues.Filled generated = (secrets != null)
				? fillGeneratedSecrets(manifest, objects, secrets, comments) : null;
		return new Result(this.writer.write(objects, comments), result, pods, generated);
	}

	/**
	 * Fills the generated keys of the Secret {@value SecretFactory#SECRETS} and comments
	 * on it.
	 * @return what was filled, or {@code null} when nothing was
	 */
	static GeneratedSecretValues.Filled fillGeneratedSecrets(RoleManifest manifest, List<KubeObject> objects,
			GeneratedSecretSource secrets, Map<KubeObject, List<String>> comments) {
		for (KubeObject object : objects) {
			if (!"Secret".equals(object.kind()) || !SecretFactory.SECRETS.equals(object.name())
					|| !(object.content().get("data") instanceof Map<?, ?> data)) {
				continue;
			}
			@SuppressWarnings("unchecked")
			Map<String, Object> values = (Map<String, Object>) data;
			GeneratedSecretValues.Filled filled = secrets.fill(manifest, new HashSet<>(values.keySet()));
			if (filled.isEmpty()) {
				return null;
			}
			filled.values()
				.forEach((key, value) -> values.put(key,
						Base64.getEncoder().encodeToString(value.getBytes(StandardCharsets.UTF_8))));
			comments.put(object, GeneratedSecretsComment.lines(filled));
			return filled;
		}
		return null;
	}

	/** The Secrets the pods read, then each pod's objects (no RBAC). */
	public static List<KubeObject> objects(RoleManifest manifest, List<PodObjects> pods) {
		List<KubeObject> objects = new ArrayList<>(SecretFactory.secrets(manifest, pods));
		pods.forEach((pod) -> objects.addAll(pod.objects()));
		return objects;
	}

	/**
	 * The objects the export writes for the pods, in order: the Secrets they read, the
	 * RBAC objects of {@code configuration.auth} for the target version
	 * ({@link RbacFactory}), then each pod's objects.
	 * @param expressions how Helm template text in the manifest is treated, as for the
	 * pods
	 */
	public static List<KubeObject> objects(RoleManifest manifest, ExportSettings settings, List<PodObjects> pods,
			HelmExpressions expressions) {
		List<KubeObject> objects = new ArrayList<>(SecretFactory.secrets(manifest, pods));
		objects.addAll(RbacFactory.objects(manifest, settings.kubeVersion(), expressions));
		pods.forEach((pod) -> objects.addAll(pod.objects()));
		return objects;
	}

	private static UnknownPodException unknownPod(RoleManifest manifest, String pod) {
		InstanceGroup group = manifest.group(pod).orElse(null);
		if (group != null && group.isColocatedContainer()) {
			String hosts = manifest.pods()
				.stream()
				.filter((candidate) -> candidate.containers().stream().anyMatch((placed) -> pod.equals(placed.name())))
				.map(Pod::name)
				.collect(Collectors.joining(", "));
			return new UnknownPodException(pod, "\"" + pod + "\" is a colocated container: it has no pod of its own"
					+ (hosts.isEmpty() ? "" : "; it runs in the pod(s) " + hosts));
		}
		String known = manifest.pods().stream().map(Pod::name).collect(Collectors.joining(", "));
		return new UnknownPodException(pod, "There is no pod \"" + pod + "\"; the pods of this manifest are: "
				+ (known.isEmpty() ? "(none)" : known));
	}

}
