package io.manifeststudio.manifest;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import io.manifeststudio.manifest.model.ColocatedReference;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.PlacedContainer;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * The pods a change of a draft affects, found by comparing the models before and after
 * it: a pod is affected when its own group or a group it places changed (where a group
 * sits in the text does not count: a change above it moves it without changing it), when
 * it came, or when it went; then, after those, the pods that place a container whose pods
 * changed (a move, a place, a removal, or their undo), whose cards offer that container's
 * other pods in its "Move to…" choice.
 */
final class AffectedPods {

	private AffectedPods() {
	}

	static List<String> between(RoleManifest before, RoleManifest after) {
		Map<String, InstanceGroup> old = new HashMap<>();
		for (InstanceGroup group : before.instanceGroups()) {
			old.put(group.name(), group);
		}
		Set<String> changed = new LinkedHashSet<>();
		Set<String> now = new LinkedHashSet<>();
		for (InstanceGroup group : after.instanceGroups()) {
			now.add(group.name());
			if (!same(old.get(group.name()), group)) {
				changed.add(group.name());
			}
		}
		for (String name : old.keySet()) {
			if (!now.contains(name)) {
				changed.add(name);
			}
		}
		Set<String> pods = new LinkedHashSet<>();
		collect(after, changed, pods);
		collect(before, changed, pods);
		Map<String, Set<String>> placedBefore = placements(before);
		Map<String, Set<String>> placedAfter = placements(after);
		Set<String> moved = new LinkedHashSet<>();
		placedAfter.forEach((container, in) -> {
			if (!in.equals(placedBefore.get(container))) {
				moved.add(container);
			}
		});
		placedBefore.forEach((container, in) -> {
			if (!placedAfter.containsKey(container)) {
				moved.add(container);
			}
		});
		collect(after, moved, pods);
		collect(before, moved, pods);
		return new ArrayList<>(pods);
	}

	/** The pods that place each container, by its name. */
	private static Map<String, Set<String>> placements(RoleManifest manifest) {
		Map<String, Set<String>> placed = new HashMap<>();
		for (Pod pod : manifest.pods()) {
			for (PlacedContainer container : pod.containers()) {
				placed.computeIfAbsent(container.name(), (name) -> new HashSet<>()).add(pod.name());
			}
		}
		return placed;
	}

	private static void collect(RoleManifest manifest, Set<String> changed, Set<String> pods) {
		for (Pod pod : manifest.pods()) {
			if (changed.contains(pod.name())
					|| pod.containers().stream().anyMatch((container) -> changed.contains(container.name()))) {
				pods.add(pod.name());
			}
		}
	}

	private static boolean same(InstanceGroup a, InstanceGroup b) {
		if (a == null) {
			return false;
		}
		return a.type() == b.type() && Objects.equals(a.typeName(), b.typeName())
				&& Objects.equals(a.description(), b.description()) && a.jobs().equals(b.jobs())
				&& a.tags().equals(b.tags()) && a.scripts().equals(b.scripts())
				&& a.environmentScripts().equals(b.environmentScripts())
				&& a.postConfigScripts().equals(b.postConfigScripts()) && a.templates().equals(b.templates())
				&& Objects.equals(a.features(), b.features()) && Objects.equals(a.run(), b.run())
				&& names(a).equals(names(b)) && a.sidecars().equals(b.sidecars())
				&& Objects.equals(a.image(), b.image());
	}

	private static List<String> names(InstanceGroup group) {
		return group.colocatedContainers().stream().map(ColocatedReference::name).toList();
	}

}
