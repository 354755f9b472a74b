package io.manifeststudio.export;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The changes between two exports of a manifest that {@code helm upgrade} (or
 * {@code kubectl apply}) cannot make: a StatefulSet's spec may change only in
 * {@code replicas}, {@code ordinals}, {@code template}, {@code updateStrategy},
 * {@code persistentVolumeClaimRetentionPolicy} and {@code minReadySeconds} (the API
 * server's {@code ValidateStatefulSetUpdate}: "spec: Forbidden: updates to statefulset
 * spec for fields other than ... are forbidden"). The fields the export writes that may
 * not change are compared: {@code volumeClaimTemplates} (a volume's size, class or tag),
 * {@code selector}, {@code serviceName} and {@code podManagementPolicy}.
 */
public final class ImmutableFieldChanges {

	/** The StatefulSet fields compared, in the order they are reported. */
	static final List<String> FIELDS = List.of("volumeClaimTemplates", "selector", "serviceName",
			"podManagementPolicy");

	/** One StatefulSet field that differs, with what it was and what it would be. */
	public record Change(String statefulSet, String field, String detail) {

		/** A sentence for people: what changed and what the upgrade will do. */
		public String message(String since) {
			return "StatefulSet " + this.statefulSet + ": spec." + this.field + " changed since " + since + " ("
					+ this.detail + "). It cannot change in place: helm upgrade is refused (\"spec: Forbidden: "
					+ "updates to statefulset spec for fields other than 'replicas', 'ordinals', 'template', "
					+ "'updateStrategy', 'persistentVolumeClaimRetentionPolicy' and 'minReadySeconds' are "
					+ "forbidden\"). Keep it as it was, or delete the StatefulSet with --cascade=orphan before "
					+ "upgrading (its pods and volumes stay; a larger volume needs its claim resized by hand).";
		}

	}

	private ImmutableFieldChanges() {
	}

	/**
	 * What differs in the immutable fields of the StatefulSets {@code before} and
	 * {@code after} both have.
	 */
	public static List<Change> between(List<KubeObject> before, List<KubeObject> after) {
		Map<String, KubeObject> earlier = statefulSets(before);
		List<Change> changes = new ArrayList<>();
		for (KubeObject object : statefulSets(after).values()) {
			KubeObject old = earlier.get(object.name());
			if (old == null) {
				continue;
			}
			Map<?, ?> was = spec(old);
			Map<?, ?> now = spec(object);
			for (String field : FIELDS) {
				if (!Objects.equals(was.get(field), now.get(field))) {
					changes.add(new Change(object.name(), field, "volumeClaimTemplates".equals(field)
							? claims(was.get(field), now.get(field)) : was.get(field) + " → " + now.get(field)));
				}
			}
		}
		return changes;
	}

	/**
	 * The claims that differ: {@code data: storage 10G → 20G}, a claim added or removed.
	 */
	private static String claims(Object was, Object now) {
		Map<String, Object> before = claimsByName(was);
		Map<String, Object> after = claimsByName(now);
		List<String> parts = new ArrayList<>();
		after.forEach((name, claim) -> {
			Object old = before.get(name);
			if (old == null) {
				parts.add("volume " + name + " added");
			}
			else if (!old.equals(claim)) {
				Object oldSize = storage(old);
				Object newSize = storage(claim);
				parts.add("volume " + name
						+ (Objects.equals(oldSize, newSize) ? " changed" : " " + oldSize + " → " + newSize));
			}
		});
		before.keySet()
			.stream()
			.filter((name) -> !after.containsKey(name))
			.forEach((name) -> parts.add("volume " + name + " removed"));
		return String.join(", ", parts);
	}

	private static Map<String, Object> claimsByName(Object claims) {
		Map<String, Object> byName = new LinkedHashMap<>();
		if (claims instanceof List<?> list) {
			for (Object claim : list) {
				if (claim instanceof Map<?, ?> map && map.get("metadata") instanceof Map<?, ?> metadata) {
					byName.put(String.valueOf(metadata.get("name")), claim);
				}
			}
		}
		return byName;
	}

	private static Object storage(Object claim) {
		if (claim instanceof Map<?, ?> map && map.get("spec") instanceof Map<?, ?> spec
				&& spec.get("resources") instanceof Map<?, ?> resources
				&& resources.get("requests") instanceof Map<?, ?> requests) {
			return requests.get("storage");
		}
		return null;
	}

	private static Map<String, KubeObject> statefulSets(List<KubeObject> objects) {
		Map<String, KubeObject> byName = new LinkedHashMap<>();
		for (KubeObject object : objects) {
			if ("StatefulSet".equals(object.kind()) && object.name() != null) {
				byName.putIfAbsent(object.name(), object);
			}
		}
		return byName;
	}

	private static Map<?, ?> spec(KubeObject object) {
		return (object.content().get("spec") instanceof Map<?, ?> spec) ? spec : Map.of();
	}

}
