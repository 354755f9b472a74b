package io.manifeststudio.validation.studio;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.PlacedContainer;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * The colocated groups each pod really gets: placed containers that name an existing
 * group, each group once, in order. Which pods place a given colocated group.
 */
final class PodContainers {

	private PodContainers() {
	}

	/**
	 * The distinct groups a pod places (a group listed twice is counted once; unknown
	 * names are left out).
	 */
	static List<InstanceGroup> placedGroups(Pod pod) {
		Map<String, InstanceGroup> groups = new LinkedHashMap<>();
		for (PlacedContainer placed : pod.containers()) {
			if (placed.group() != null) {
				groups.putIfAbsent(placed.name(), placed.group());
			}
		}
		return new ArrayList<>(groups.values());
	}

	/**
	 * For each colocated group name, the main groups of the pods that place it, in
	 * manifest order.
	 */
	static Map<String, List<InstanceGroup>> placingMains(RoleManifest manifest) {
		Map<String, List<InstanceGroup>> mains = new LinkedHashMap<>();
		for (Pod pod : manifest.pods()) {
			for (InstanceGroup placed : placedGroups(pod)) {
				mains.computeIfAbsent(placed.name(), (name) -> new ArrayList<>()).add(pod.main());
			}
		}
		return mains;
	}

}
