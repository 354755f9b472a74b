package io.manifeststudio.validation.studio;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.model.PortRange;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * Container ports that collide inside a pod. The main, colocated and sidecar containers
 * of a pod share one network namespace, so two containers cannot listen on the same
 * protocol and <em>internal</em> (container) port. fissile compares external ports
 * instead, and only for groups with colocated containers (fissile's
 * model/resolver/validation.go); the API server only warns (N8, G1: Kubernetes'
 * pkg/api/pod/warnings.go). Every port of a range counts. Two containers that never run
 * together (one needs a feature the other needs off) do not collide.
 */
final class PodPortCollisionRule extends StudioRule {

	PodPortCollisionRule() {
		super("POD-PORT-COLLISION");
	}

	@Override
	public void check(ValidationContext context) {
		RoleManifest manifest = context.manifest();
		Map<InstanceGroup, List<PortSpan>> spans = new IdentityHashMap<>();
		for (Pod pod : manifest.pods()) {
			if (pod.containers().isEmpty()) {
				continue;
			}
			List<List<PortSpan>> containers = new ArrayList<>();
			containers.add(spans.computeIfAbsent(pod.main(), PortSpan::of));
			for (InstanceGroup placed : PodContainers.placedGroups(pod)) {
				if (placed != pod.main()) {
					containers.add(spans.computeIfAbsent(placed, PortSpan::of));
				}
			}
			for (int later = 1; later < containers.size(); later++) {
				for (PortSpan port : containers.get(later)) {
					for (int earlier = 0; earlier < later; earlier++) {
						for (PortSpan other : containers.get(earlier)) {
							report(context, manifest, pod, other, port);
						}
					}
				}
			}
		}
	}

	/**
	 * One container needs a feature the other needs off ({@code if_feature: f} and
	 * {@code unless_feature: f}).
	 */
	static boolean neverTogether(InstanceGroup a, InstanceGroup b) {
		return excludes(a.features().ifFeature(), b.features().unlessFeature())
				|| excludes(b.features().ifFeature(), a.features().unlessFeature());
	}

	private static boolean excludes(String required, String forbidden) {
		return required != null && !required.isEmpty() && required.equals(forbidden);
	}

	private void report(ValidationContext context, RoleManifest manifest, Pod pod, PortSpan first, PortSpan second) {
		if (!first.protocol().equals(second.protocol()) || neverTogether(first.group(), second.group())) {
			return;
		}
		PortRange shared = PortSpan.overlap(first.internal(), second.internal());
		if (shared == null) {
			return;
		}
		String main = ManifestPaths.name(pod.main());
		String a = ManifestPaths.name(first.group());
		String b = ManifestPaths.name(second.group());
		context
			.report(Severity.ERROR,
					FieldError.invalid(ManifestPaths.port(manifest, second.group(), second.port()) + ".internal",
							PortSpan.label(second.protocol(), shared),
							"container port collision in the pod of " + main + ", the same protocol/port is used by: "
									+ a + ", " + b),
					second.port().location().key("internal"))
			.explanation("The containers of a pod share one network namespace: " + a + " and " + b + " both listen on "
					+ PortSpan.label(second.protocol(), shared)
					+ " inside the pod, so one of them cannot bind it. fissile only compares external ports and "
					+ "the API server only warns, so this first shows when the pod runs.")
			.hint("Give one of the containers another internal port (external ports may stay as they are).")
			.subject(main)
			.involving(List.of(first.group().name(), second.group().name()))
			.add();
	}

}
