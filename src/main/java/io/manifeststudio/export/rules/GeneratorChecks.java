package io.manifeststudio.export.rules;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.PodTemplateFactory;
import io.manifeststudio.export.SidecarStyle;
import io.manifeststudio.export.rules.CheckTarget.Container;
import io.manifeststudio.export.rules.CheckTarget.ContainerType;
import io.manifeststudio.manifest.model.ContainerMode;
import io.manifeststudio.manifest.model.PlacedContainer;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;

/**
 * Beyond the API server (G1 to G5): what passes validation and then fails at run time,
 * and the notice that sidecars were rendered as the fallback for an older target.
 */
final class GeneratorChecks {

	/**
	 * The longest StatefulSet name whose pods can be created
	 * (kubernetes/kubernetes#64023).
	 */
	static final int STATEFULSET_NAME_MAX = 52;

	private GeneratorChecks() {
	}

	static List<KubeCheck> checks() {
		return List.of(
				new KubeCheck("K8S-G1", Severity.ERROR,
						"Containers of a pod (main, colocated and sidecars) share one network: two of them cannot "
								+ "listen on the same port, nor claim the same host port.",
						"Move one of the ports to another number.", GeneratorChecks::g1),
				new KubeCheck("K8S-G2", Severity.ERROR,
						"A StatefulSet's pods get the label controller-revision-hash=<name>-<10-character hash>, "
								+ "which must fit in 63 characters, so names longer than 52 characters make pods that "
								+ "cannot be created.",
						"Shorten the group's name to 52 characters or fewer.", GeneratorChecks::g2),
				new KubeCheck("K8S-G3", Severity.ERROR,
						"Native sidecars (init containers with restartPolicy: Always) need Kubernetes 1.29 or later; "
								+ "older clusters drop the field or reject the pod, and the sidecar blocks the pod's start.",
						"Export for Kubernetes 1.29 or later, or use the fallback rendering.", GeneratorChecks::g3),
				new KubeCheck("K8S-SIDECAR-FALLBACK", Severity.WARNING,
						"The target Kubernetes version has no native sidecars, so this sidecar is rendered as a "
								+ "regular container placed first, with a postStart hook that holds the other "
								+ "containers until it is ready. It is not stopped after the main container, and its "
								+ "restarts follow the pod's policy.",
						"Export for Kubernetes 1.29 or later to get a native sidecar.", GeneratorChecks::fallback),
				new KubeCheck("K8S-G4", Severity.WARNING,
						"In a Job or bare Pod a sidecar rendered as a regular container keeps running after the main "
								+ "container has finished, so the workload never completes unless something stops it.",
						"Use images that fissile builds for the task and its sidecars (then the export adds a shared "
								+ "marker file that stops the sidecar), or export for Kubernetes 1.29 or later.",
						GeneratorChecks::g4),
				new KubeCheck("K8S-G5", Severity.INFO,
						"A native sidecar without a startupProbe counts as started as soon as its process runs, so the "
								+ "main container may start before the sidecar is usable.",
						"Give the sidecar a port (the export then waits for it) or build it with fissile.",
						GeneratorChecks::g5));
	}

	private static String protocol(Node port) {
		String protocol = port.child("protocol").string();
		return protocol.isEmpty() ? "TCP" : protocol;
	}

	private static void g1(CheckTarget target, Sink sink) {
		Map<String, String> containerPorts = new HashMap<>();
		Map<String, Container> hostPorts = new HashMap<>();
		for (Container container : target.containers()) {
			if (!container.runsBesideApp()) {
				continue;
			}
			for (Node port : container.node().items("ports")) {
				Long number = port.child("containerPort").number();
				if (number != null) {
					String key = protocol(port) + "/" + number;
					String earlier = containerPorts.putIfAbsent(key, port.path());
					if (earlier != null && !earlier.startsWith(container.node().path() + ".")) {
						sink.report(FieldError.invalid(port.path() + ".containerPort", key, "also used by " + earlier
								+ "; containers of a pod share one network, so only one of them can listen on it"));
					}
				}
				Long hostPort = port.child("hostPort").number();
				if (hostPort != null && hostPort != 0) {
					String key = protocol(port) + "/" + port.child("hostIP").string() + "/" + hostPort;
					Container other = hostPorts.putIfAbsent(key, container);
					if (other != null && other != container && (other.isSidecar() || container.isSidecar())) {
						sink.report(FieldError.duplicate(port.path() + ".hostPort", key));
					}
				}
			}
		}
	}

	private static void g2(CheckTarget target, Sink sink) {
		String name = target.root().child("metadata").child("name").string();
		if ("StatefulSet".equals(target.kind()) && name.length() > STATEFULSET_NAME_MAX) {
			sink.report(FieldError.invalid("metadata.name", name, "must be no more than " + STATEFULSET_NAME_MAX
					+ " characters for a StatefulSet, so that its pods' controller-revision-hash label fits 63"));
		}
	}

	private static void g3(CheckTarget target, Sink sink) {
		if (target.kubeVersion().supportsNativeSidecars()) {
			return;
		}
		for (Container container : target.containers()) {
			if (container.isSidecar()) {
				sink.report(FieldError.invalid(container.node().path() + ".restartPolicy", "Always",
						"native sidecars need Kubernetes " + KubeVersion.NATIVE_SIDECARS + " or later, the target is "
								+ target.kubeVersion()));
			}
		}
	}

	/** The names of the sidecars the manifest places in this object's pod. */
	private static Set<String> sidecars(CheckTarget target) {
		if (target.pod() == null) {
			return Set.of();
		}
		return PodTemplateFactory.rendered(target.pod())
			.stream()
			.filter((placed) -> placed.mode() == ContainerMode.SIDECAR)
			.map(PlacedContainer::name)
			.collect(Collectors.toSet());
	}

	private static void fallback(CheckTarget target, Sink sink) {
		if (target.style() != SidecarStyle.FALLBACK) {
			return;
		}
		Set<String> sidecars = sidecars(target);
		for (Container container : target.containers()) {
			if (container.type() == ContainerType.REGULAR && sidecars.contains(container.name())) {
				sink.report(container.node().path(),
						"sidecar \"" + container.name() + "\" is rendered as a regular container for Kubernetes "
								+ target.kubeVersion() + " (native sidecars need " + KubeVersion.NATIVE_SIDECARS
								+ " or later)");
			}
		}
	}

	private static void g4(CheckTarget target, Sink sink) {
		if (target.style() != SidecarStyle.FALLBACK || !List.of("Job", "Pod").contains(target.kind())) {
			return;
		}
		boolean terminates = target.podSpec()
			.items("volumes")
			.stream()
			.anyMatch((volume) -> PodTemplateFactory.LIFECYCLE_VOLUME.equals(volume.child("name").text()));
		if (terminates) {
			return;
		}
		Set<String> sidecars = sidecars(target);
		for (Container container : target.containers()) {
			if (container.type() == ContainerType.REGULAR && sidecars.contains(container.name())) {
				sink.report(container.node().path(),
						"sidecar \"" + container.name() + "\" of a " + target.kind()
								+ " has no way to stop when the main container finishes, so the " + target.kind()
								+ " never completes");
			}
		}
	}

	private static void g5(CheckTarget target, Sink sink) {
		for (Container container : target.containers()) {
			if (container.isSidecar() && !container.node().has("startupProbe")) {
				sink.report(container.node().path(), "sidecar \"" + container.name()
						+ "\" has no startupProbe, so the main container may start before it is ready");
			}
		}
	}

}
