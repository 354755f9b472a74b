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
 * it came, or when it went. The other pods that place a container a change moved show
 * nothing new: the pods their chips' "Move to…" menus offer come once per container
 * beside the cards (the board's {@code MoveTargets}), not in their cards.
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
		return new ArrayList<>(pods);
	}

	/** The pods of {@code after} that {@code before} does not have. */
	static List<String> added(RoleManifest before, RoleManifest after) {
		Set<String> old = new HashSet<>();
		for (Pod pod : before.pods()) {
			old.add(pod.name());
		}
		List<String> added = new ArrayList<>();
		for (Pod pod : after.pods()) {
			if (pod.name() != null && !old.contains(pod.name())) {
				added.add(pod.name());
			}
		}
		return added;
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
