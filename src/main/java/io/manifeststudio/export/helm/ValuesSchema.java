package io.manifeststudio.export.helm;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * The chart's {@code values.schema.json}: the types of the values the templates read, so
 * that {@code helm lint}, {@code helm template} and {@code helm install} reject a wrong
 * value with a path instead of rendering nonsense. Replica bounds are left to the
 * templates' guards, which fail with fissile's messages.
 */
final class ValuesSchema {

	private static final JsonMapper JSON = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

	private ValuesSchema() {
	}

	@SuppressWarnings("unchecked")
	static String of(RoleManifest manifest, CommentedValues values) {
		Map<String, Object> properties = new LinkedHashMap<>();
		Map<String, Object> kube = kube();
		if (values.map("kube").get("psp") instanceof Map<?, ?> psp) {
			Map<String, Object> policies = new LinkedHashMap<>();
			psp.keySet()
				.forEach((name) -> policies.put(String.valueOf(name), ordered("type", List.of("string", "null"))));
			((Map<String, Object>) kube.get("properties")).put("psp", object(policies, List.of()));
		}
		properties.put("kube", kube);
		properties.put("config", config());
		properties.put("bosh", type("object"));
		properties.put("services", object(ordered("loadbalanced", type("boolean")), List.of("loadbalanced")));
		// fissile's chart also had ingress.annotations and ingress.tls, which its own
		// templates never read (SCF's chart
		// added the Ingress): this chart makes no Ingress, so they are refused rather
		// than accepted and ignored
		properties.put("ingress", closed(object(ordered("enabled", type("boolean")), List.of("enabled"))));
		Map<String, Object> secrets = ordered("generate",
				ordered("enum", List.of("fissile", "helm"), "description",
						"fissile: the secret generator Job makes generated secrets; helm: the chart does"),
				"password_length", ordered("type", "integer", "minimum", 1));
		if (values.map("secrets").containsKey(ChartValues.APPEND_KUBE_CA)) {
			secrets.put(ChartValues.APPEND_KUBE_CA, type("boolean"));
		}
		for (io.manifeststudio.manifest.model.Variable variable : ChartValues.sortedVariables(manifest)) {
			if (ChartValues.isRendered(variable) && ChartValues.isImmutableGenerated(variable)) {
				// fissile's values.yaml left these out: a value given would be ignored
				// (kube/values.go)
				secrets.put(variable.name(), ordered("not", new LinkedHashMap<>(), "description", "generated and"
						+ " immutable: the secret generator's value is always used, so no value may be given"));
			}
		}
		properties.put("secrets", object(secrets, List.of()));
		properties.put("env", type("object"));
		properties.put("sizing", sizing(manifest));
		Map<String, Object> features = new LinkedHashMap<>();
		values.map("enable").keySet().forEach((feature) -> features.put(feature, type("boolean")));
		properties.put("enable", object(features, List.copyOf(features.keySet())));
		properties.put("sidecars", object(
				ordered("native",
						ordered("enum", List.of("auto", true, false), "description",
								"auto: native sidecars on Kubernetes 1.29 and later; true: always; false: never")),
				List.of("native")));
		Map<String, Object> schema = object(properties,
				List.of("kube", "config", "services", "secrets", "env", "sizing", "enable", "sidecars"));
		schema.put("title", "Values of the chart exported by Manifest Studio");
		return JSON.writeValueAsString(schema) + "\n";
	}

	private static Map<String, Object> kube() {
		Map<String, Object> registry = new LinkedHashMap<>();
		registry.put("hostname", type("string"));
		registry.put("username", type("string"));
		registry.put("password", type("string"));
		Map<String, Object> storage = new LinkedHashMap<>();
		storage.put("persistent", type("string"));
		storage.put("shared", type("string"));
		Map<String, Object> kube = new LinkedHashMap<>();
		kube.put("auth", ordered("type", List.of("string", "null")));
		kube.put("external_ips", ordered("type", "array", "items", type("string")));
		kube.put("hostpath_available", type("boolean"));
		kube.put("organization", type("string"));
		kube.put("secrets_generation_counter", ordered("type", "integer", "minimum", 1));
		kube.put("registry", object(registry, List.of("hostname", "username")));
		Map<String, Object> nproc = new LinkedHashMap<>();
		nproc.put("hard", ordered("type", List.of("string", "integer")));
		nproc.put("soft", ordered("type", List.of("string", "integer")));
		kube.put("limits", object(ordered("nproc", object(nproc, List.of("hard", "soft"))), List.of("nproc")));
		kube.put("storage_class", object(storage, List.of("persistent", "shared")));
		return object(kube, List.of("external_ips", "limits", "organization", "registry", "storage_class"));
	}

	private static Map<String, Object> config() {
		Map<String, Object> switches = new LinkedHashMap<>();
		switches.put("requests", type("boolean"));
		switches.put("limits", type("boolean"));
		Map<String, Object> config = new LinkedHashMap<>();
		config.put("HA", type("boolean"));
		config.put("HA_strict", type("boolean"));
		config.put("memory", object(switches, List.of("requests", "limits")));
		config.put("cpu", object(switches, List.of("requests", "limits")));
		// fissile's config.use_istio (Istio labels and annotations) is not rendered by
		// this chart: refused, not ignored
		return closed(object(config, List.of("HA", "HA_strict", "memory", "cpu")));
	}

	private static Map<String, Object> sizing(RoleManifest manifest) {
		Map<String, Object> groups = new LinkedHashMap<>();
		for (InstanceGroup group : ChartValues.sizedGroups(manifest)) {
			groups.put(HelmNames.valueKey(group.name()), groupSizing());
		}
		return object(groups, List.copyOf(groups.keySet()));
	}

	private static Map<String, Object> groupSizing() {
		Map<String, Object> amounts = new LinkedHashMap<>();
		amounts.put("request", nullableCount(0));
		amounts.put("limit", nullableCount(0));
		Map<String, Object> port = new LinkedHashMap<>();
		port.put("port", ordered("type", "integer", "minimum", 1, "maximum", 65535));
		port.put("count", ordered("type", "integer", "minimum", 1));
		Map<String, Object> sizing = new LinkedHashMap<>();
		sizing.put("affinity", type("object"));
		// 0 switches a group off; the _minReplicas guard refuses it, with fissile's
		// message, where min is 1 or more
		sizing.put("count", nullableCount(0));
		sizing.put("cpu", object(amounts, List.of()));
		sizing.put("memory", object(amounts, List.of()));
		sizing.put("disk_sizes",
				ordered("type", "object", "additionalProperties", ordered("type", "integer", "minimum", 1)));
		sizing.put("ports", ordered("type", "object", "additionalProperties", object(port, List.of())));
		return object(sizing, List.of("affinity", "cpu", "memory"));
	}

	private static Map<String, Object> nullableCount(int minimum) {
		Map<String, Object> count = new LinkedHashMap<>();
		count.put("type", List.of("integer", "null"));
		count.put("minimum", minimum);
		return count;
	}

	/** The object schema, refusing keys it does not list. */
	private static Map<String, Object> closed(Map<String, Object> object) {
		object.put("additionalProperties", false);
		return object;
	}

	/**
	 * An ordered map from alternating keys and values (Map.of would iterate in a random
	 * order per JVM run).
	 */
	private static Map<String, Object> ordered(Object... keysAndValues) {
		Map<String, Object> map = new LinkedHashMap<>();
		for (int i = 0; i < keysAndValues.length; i += 2) {
			map.put((String) keysAndValues[i], keysAndValues[i + 1]);
		}
		return map;
	}

	private static Map<String, Object> type(String type) {
		return ordered("type", type);
	}

	private static Map<String, Object> object(Map<String, Object> properties, List<String> required) {
		Map<String, Object> object = new LinkedHashMap<>();
		object.put("type", "object");
		object.put("properties", new LinkedHashMap<>(properties));
		if (!required.isEmpty()) {
			object.put("required", required);
		}
		return object;
	}

}
