package io.manifeststudio.validation.fissile;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.model.GroupType;
import io.manifeststudio.manifest.model.InstanceGroup;

/**
 * fissile's tag matrix: which group types each known tag allows (current, and legacy as
 * of mid-2018).
 */
final class Tags {

	static final String ACTIVE_PASSIVE = "active-passive";

	static final String HEADLESS = "headless";

	private static final Map<String, List<String>> CURRENT = new LinkedHashMap<>();

	private static final Map<String, List<String>> LEGACY = new LinkedHashMap<>();

	static {
		CURRENT.put("istio-managed", List.of("bosh"));
		CURRENT.put("stop-on-failure", List.of("bosh-task"));
		CURRENT.put("sequential-startup", List.of("bosh"));
		CURRENT.put(ACTIVE_PASSIVE, List.of("bosh"));
		LEGACY.put("stop-on-failure", List.of("bosh-task"));
		LEGACY.put("sequential-startup", List.of("bosh", "docker"));
		LEGACY.put(HEADLESS, List.of("bosh", "docker"));
		LEGACY.put(ACTIVE_PASSIVE, List.of("bosh"));
	}

	private Tags() {
	}

	/** The group types a tag is allowed on, or {@code null} for an unknown tag. */
	static List<String> allowedTypes(String tag, boolean legacy) {
		return (legacy ? LEGACY : CURRENT).get(tag);
	}

	/** The type as fissile prints it: an empty type is {@code bosh}. */
	static String typeName(InstanceGroup group) {
		return (group.typeName() == null || group.typeName().isEmpty()) ? GroupType.BOSH.yamlName() : group.typeName();
	}

}
