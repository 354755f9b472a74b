package io.manifeststudio.export;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.Variable;
import io.manifeststudio.validation.FieldError;

/**
 * The Secrets the generated pods read, which fissile's kube mode wrote itself (fissile's
 * kube/secret.go, {@code secrets/*.yaml}), so that the export applies on its own:
 * <ul>
 * <li>{@value #DEPLOYMENT_MANIFEST}, which every pod mounts at
 * {@code /opt/fissile/config}: an empty BOSH property set,
 * {@code deployment-manifest: ""}, as fissile's kube mode wrote it (the Helm chart fills
 * it from its {@code bosh} value instead);</li>
 * <li>{@value EnvironmentFactory#SECRETS}, which secret variables read with
 * {@code secretKeyRef}: one key per key the given pods' containers read from it, sorted,
 * each the base64 of the variable's default ({@code ""} when it has none; non-strings as
 * JSON, as plain variables carry them). Plain variables whose default is longer than
 * {@value #LARGE_VALUE_BYTES} bytes are read from here too ({@link #holds}): a default is
 * given to every container whose templates may use it, and written into each it would
 * make the export grow with the product of the two (a 1 MB manifest exported to 105 MB of
 * YAML); here it is written once.</li>
 * </ul>
 * Both are {@code Opaque} and carry the label the other objects get,
 * {@code app.kubernetes.io/component: <name>}. Each key of {@code secrets} records its
 * variable as its origin ({@code data[<key>]}), so a finding about it points at the
 * variable.
 */
public final class SecretFactory {

	public static final String DEPLOYMENT_MANIFEST = ContainerFactory.DEPLOYMENT_MANIFEST;

	public static final String SECRETS = EnvironmentFactory.SECRETS;

	private SecretFactory() {
	}

	/**
	 * Plain variables with a default longer than this (in UTF-8 bytes) are read from
	 * {@value #SECRETS}.
	 */
	public static final int LARGE_VALUE_BYTES = 1024;

	/**
	 * Whether the containers read this variable from {@value #SECRETS}: a secret
	 * variable, or a plain one whose default is longer than {@value #LARGE_VALUE_BYTES}
	 * bytes (not the ones the export computes: feature flags, sizing counts and image
	 * names).
	 */
	public static boolean holds(Variable variable) {
		if (variable.name() == null || variable.options() == null) {
			return false;
		}
		if (variable.isSecret()) {
			return true;
		}
		String name = variable.name();
		if (variable.options().imageName() || (name.startsWith("FEATURE_") && name.endsWith("_ENABLED"))
				|| (name.startsWith("KUBE_SIZING_") && name.endsWith("_COUNT"))) {
			return false;
		}
		String text = defaultText(variable);
		return text.length() > LARGE_VALUE_BYTES / 3 && (text.length() > LARGE_VALUE_BYTES
				|| text.getBytes(StandardCharsets.UTF_8).length > LARGE_VALUE_BYTES);
	}

	/**
	 * The Secrets the pods read: {@value #DEPLOYMENT_MANIFEST}, then {@value #SECRETS}.
	 */
	public static List<KubeObject> secrets(RoleManifest manifest, List<PodObjects> pods) {
		return List.of(deploymentManifest(), variables(manifest, pods));
	}

	/**
	 * The Secret {@value #DEPLOYMENT_MANIFEST} with fissile's empty BOSH property set.
	 */
	static KubeObject deploymentManifest() {
		return new KubeObject(secret(DEPLOYMENT_MANIFEST, Yamls.map(DEPLOYMENT_MANIFEST, "")), null,
				new Origins(DocPath.ROOT));
	}

	/**
	 * The Secrets the pods whose keys were collected read: {@value #DEPLOYMENT_MANIFEST},
	 * then {@value #SECRETS}. For a caller that goes through the pods one at a time and
	 * does not keep them.
	 */
	public static List<KubeObject> secrets(RoleManifest manifest, ReadKeys keys) {
		return List.of(deploymentManifest(), variables(manifest, keys));
	}

	/**
	 * The Secret {@value #SECRETS} with one key per key the containers of the pods read
	 * from it.
	 */
	static KubeObject variables(RoleManifest manifest, List<PodObjects> pods) {
		ReadKeys keys = new ReadKeys();
		pods.forEach(keys::add);
		return variables(manifest, keys);
	}

	private static KubeObject variables(RoleManifest manifest, ReadKeys keys) {
		Map<String, Variable> byKey = new HashMap<>();
		for (Variable variable : manifest.variables()) {
			if (holds(variable)) {
				byKey.putIfAbsent(key(variable.name()), variable);
			}
		}
		Origins origins = new Origins(DocPath.ROOT);
		Map<String, Object> sorted = new TreeMap<>();
		for (String key : keys.keys) {
			if (sorted.containsKey(key)) {
				continue;
			}
			Variable variable = byKey.get(key);
			sorted.put(key, base64(variable));
			if (variable != null) {
				origins.record("data[" + key + "]", variable.location());
			}
		}
		Map<String, Object> data = Yamls.map();
		data.putAll(sorted);
		return new KubeObject(secret(SECRETS, data), null, origins);
	}

	/**
	 * The keys the containers of pods read from {@value #SECRETS}, collected pod by pod,
	 * in the order they read them.
	 */
	public static final class ReadKeys {

		/**
		 * The containers share most of their env entries: each entry is looked at once.
		 */
		private final Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());

		private final List<String> keys = new ArrayList<>();

		public void add(PodObjects pod) {
			this.keys.addAll(referencedKeys(pod.workload().content(), this.seen));
		}

	}

	/**
	 * The key of a secret variable in {@value #SECRETS}: its name lower-cased, {@code _}
	 * as {@code -}.
	 */
	public static String key(String variableName) {
		return variableName.toLowerCase(Locale.ROOT).replace('_', '-');
	}

	private static Map<String, Object> secret(String name, Map<String, Object> data) {
		return Yamls.map("apiVersion", "v1", "kind", "Secret", "metadata",
				Yamls.map("name", name, "labels", Yamls.map("app.kubernetes.io/component", name)), "type", "Opaque",
				"data", data);
	}

	private static String base64(Variable variable) {
		if (variable == null) {
			return "";
		}
		return Base64.getEncoder().encodeToString(defaultText(variable).getBytes(StandardCharsets.UTF_8));
	}

	/**
	 * A variable's default as a container gets it: {@code ""} when none, non-strings as
	 * JSON.
	 */
	static String defaultText(Variable variable) {
		Object value = variable.options().defaultValue();
		if (value == null) {
			return "";
		}
		return (value instanceof String string) ? string : FieldError.json(value);
	}

	/**
	 * The keys the containers of a workload read from {@value #SECRETS}, in the order
	 * they read them, from the env entries not in {@code seen} (by identity), which it
	 * adds them to.
	 */
	private static List<String> referencedKeys(Map<String, Object> workload, Set<Object> seen) {
		List<String> keys = new ArrayList<>();
		Map<?, ?> spec = (workload.get("spec") instanceof Map<?, ?> map) ? map : Map.of();
		if (spec.get("template") instanceof Map<?, ?> template) {
			spec = (template.get("spec") instanceof Map<?, ?> map) ? map : Map.of();
		}
		for (String list : List.of("initContainers", "containers")) {
			if (!(spec.get(list) instanceof List<?> containers)) {
				continue;
			}
			for (Object container : containers) {
				Object env = (container instanceof Map<?, ?> map) ? map.get("env") : null;
				if (!(env instanceof List<?> entries)) {
					continue;
				}
				for (Object entry : entries) {
					if (seen.add(entry) && entry instanceof Map<?, ?> variable
							&& variable.get("valueFrom") instanceof Map<?, ?> from
							&& from.get("secretKeyRef") instanceof Map<?, ?> ref && SECRETS.equals(ref.get("name"))
							&& ref.get("key") instanceof String key) {
						keys.add(key);
					}
				}
			}
		}
		return keys;
	}

}
