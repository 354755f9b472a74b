package io.manifeststudio.export;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.model.ContainerMode;
import io.manifeststudio.manifest.model.GroupType;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.PlacedContainer;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.model.Volume;

/**
 * The pod spec of a workload (fissile's kube/pod.go), keys in fissile's order:
 * {@code affinity} (the manifest's {@code podAntiAffinity}), {@code containers},
 * {@code dnsPolicy}, {@code imagePullSecrets}, {@code initContainers},
 * {@code restartPolicy}, {@code serviceAccountName},
 * {@code terminationGracePeriodSeconds}, {@code volumes}.
 * <p>
 * {@code containers} holds the main container, then the colocated containers in listed
 * order. Sidecars go by the {@link SidecarStyle}: native ones into {@code initContainers}
 * in listed order; fallback ones into {@code containers} before the main container, each
 * with a blocking {@code postStart} hook. In a Job or bare Pod the fallback also needs a
 * way to end: the main container writes a marker file into a shared {@code emptyDir}
 * ({@value #LIFECYCLE_VOLUME}) when it exits, and each sidecar stops its jobs when it
 * sees it. That wraps fissile's entrypoint ({@code dumb-init /opt/fissile/run.sh}), so it
 * is done only when every container involved is an image fissile builds.
 */
public final class PodTemplateFactory {

	public static final String LIFECYCLE_VOLUME = "pod-lifecycle";

	public static final String LIFECYCLE_PATH = "/var/run/pod-lifecycle";

	private static final String MAIN_EXITED = LIFECYCLE_PATH + "/main-exited";

	private final ContainerFactory containers;

	private final SidecarStyle style;

	private final HelmExpressions expressions;

	public PodTemplateFactory(ContainerFactory containers, SidecarStyle style, HelmExpressions expressions) {
		this.expressions = expressions;
		this.containers = containers;
		this.style = style;
	}

	/**
	 * The containers a pod renders besides its main container: placed groups that exist
	 * and are colocated containers, in listed order (a name listed twice renders twice,
	 * as in fissile; the K8S rules report it).
	 */
	public static List<PlacedContainer> rendered(Pod pod) {
		List<PlacedContainer> placed = new ArrayList<>();
		for (PlacedContainer container : pod.containers()) {
			if (container.group() != null && container.group().type() == GroupType.COLOCATED_CONTAINER
					&& container.group().name() != null) {
				placed.add(container);
			}
		}
		return placed;
	}

	/**
	 * The {@code template} ({@code metadata} and {@code spec}) of a StatefulSet or Job at
	 * {@code path}.
	 */
	public Map<String, Object> template(Pod pod, boolean claims, Origins origins, String path) {
		String name = pod.main().name();
		return Yamls.map("metadata", Yamls.map("labels", labels(name), "name", name), "spec",
				spec(pod, claims, origins, path + ".spec"));
	}

	/**
	 * The labels of a pod: fissile's component label and the {@code skiff-role-name} the
	 * selector matches.
	 */
	static Map<String, Object> labels(String name) {
		return Yamls.map("app.kubernetes.io/component", name, "skiff-role-name", name);
	}

	/**
	 * The pod spec at {@code path} ({@code spec} of a Pod, {@code spec.template.spec} of
	 * a StatefulSet or Job).
	 */
	public Map<String, Object> spec(Pod pod, boolean claims, Origins origins, String path) {
		InstanceGroup main = pod.main();
		boolean task = main.type() == GroupType.BOSH_TASK;
		PodVolumes volumes = PodVolumes.of(main, claims);
		List<PlacedContainer> placed = rendered(pod);
		List<PlacedContainer> sidecars = placed.stream()
			.filter((container) -> container.mode() == ContainerMode.SIDECAR)
			.toList();
		boolean fallback = this.style == SidecarStyle.FALLBACK && !sidecars.isEmpty();
		boolean terminate = fallback && task && !ImageNames.hasOwnImage(main)
				&& sidecars.stream().noneMatch((sidecar) -> ImageNames.hasOwnImage(sidecar.group()));

		List<Object> containerList = new ArrayList<>();
		List<Object> initContainers = new ArrayList<>();
		if (fallback) {
			for (PlacedContainer sidecar : sidecars) {
				String at = Yamls.index(path, "containers", containerList.size());
				Map<String, Object> container = this.containers.container(sidecar.group(),
						ContainerFactory.Kind.FALLBACK_SIDECAR, volumes, origins, at);
				if (terminate) {
					stopWhenMainExits(container);
				}
				placedOrigin(sidecar, origins, at);
				containerList.add(container);
			}
		}
		String mainPath = Yamls.index(path, "containers", containerList.size());
		Map<String, Object> mainContainer = this.containers.container(main, ContainerFactory.Kind.MAIN, volumes,
				origins, mainPath);
		if (terminate) {
			markWhenExited(mainContainer);
		}
		containerList.add(mainContainer);
		for (PlacedContainer container : placed) {
			if (container.mode() == ContainerMode.SIDECAR) {
				if (!fallback) {
					String at = Yamls.index(path, "initContainers", initContainers.size());
					initContainers.add(this.containers.container(container.group(),
							ContainerFactory.Kind.NATIVE_SIDECAR, volumes, origins, at));
					placedOrigin(container, origins, at);
				}
				continue;
			}
			String at = Yamls.index(path, "containers", containerList.size());
			containerList.add(this.containers.container(container.group(), ContainerFactory.Kind.COLOCATED, volumes,
					origins, at));
			placedOrigin(container, origins, at);
		}

		Map<String, Object> spec = Yamls.map();
		Object antiAffinity = (main.run().affinity() != null) ? main.run().affinity().get("podAntiAffinity") : null;
		if (antiAffinity != null) {
			spec.put("affinity", Yamls.map("podAntiAffinity", this.expressions.render(antiAffinity)));
			origins.record(path + ".affinity", ContainerFactory.runOrigin(main));
		}
		spec.put("containers", containerList);
		spec.put("dnsPolicy", "ClusterFirst");
		spec.put("imagePullSecrets", Yamls.list(Yamls.map("name", "registry-credentials")));
		if (!initContainers.isEmpty()) {
			spec.put("initContainers", initContainers);
		}
		spec.put("restartPolicy",
				task ? ("manual".equals(main.run().effectiveFlightStage()) ? "Never" : "OnFailure") : "Always");
		spec.put("serviceAccountName", main.run().effectiveServiceAccount());
		origins.record(path + ".serviceAccountName", ContainerFactory.runOrigin(main));
		spec.put("terminationGracePeriodSeconds", 600);
		spec.put("volumes", volumes(main, volumes, terminate, origins, path));
		return spec;
	}

	/**
	 * A placed container's own fields (its name, its sidecar settings and hooks) come
	 * from where the pod places it; the fields built from its group (image, ports,
	 * resources, env, mounts) keep their group's places.
	 */
	private static void placedOrigin(PlacedContainer placed, Origins origins, String path) {
		origins.record(path, placed.reference());
		origins.record(path + ".name", placed.reference());
	}

	private List<Object> volumes(InstanceGroup main, PodVolumes backed, boolean lifecycle, Origins origins,
			String path) {
		List<Object> volumes = new ArrayList<>();
		for (Volume volume : main.run().volumes()) {
			if (Volume.HOST.equals(volume.type()) && backed.hosts().contains(volume.tag())
					&& volumes.stream().noneMatch((entry) -> volume.tag().equals(((Map<?, ?>) entry).get("name")))) {
				origins.record(Yamls.index(path, "volumes", volumes.size()), volume.location());
				volumes.add(Yamls.map("name", volume.tag(), "hostPath", Yamls.map("path", volume.path())));
			}
		}
		for (Volume volume : main.run().volumes()) {
			if (volume.isEmptyDir() && backed.emptyDirs().contains(volume.tag())
					&& volumes.stream().noneMatch((entry) -> volume.tag().equals(((Map<?, ?>) entry).get("name")))) {
				origins.record(Yamls.index(path, "volumes", volumes.size()), volume.location());
				volumes.add(Yamls.map("name", volume.tag(), "emptyDir", Yamls.map()));
			}
		}
		volumes.add(Yamls.map("name", ContainerFactory.DEPLOYMENT_MANIFEST, "secret",
				Yamls.map("secretName", ContainerFactory.DEPLOYMENT_MANIFEST, "items", Yamls
					.list(Yamls.map("key", ContainerFactory.DEPLOYMENT_MANIFEST, "path", "deployment-manifest.yml")))));
		if (lifecycle) {
			volumes.add(Yamls.map("name", LIFECYCLE_VOLUME, "emptyDir", Yamls.map()));
		}
		return volumes;
	}

	/**
	 * The main container of a task runs fissile's entrypoint, then leaves a marker for
	 * the sidecars.
	 */
	private static void markWhenExited(Map<String, Object> container) {
		container.put("command", Yamls.list(ContainerFactory.DUMB_INIT, "/bin/sh", "-c",
				ContainerFactory.RUN + "; status=$?; touch " + MAIN_EXITED + "; exit $status"));
		mountLifecycle(container);
	}

	/**
	 * A fallback sidecar of a task runs fissile's entrypoint until the marker appears,
	 * then stops its jobs.
	 */
	private static void stopWhenMainExits(Map<String, Object> container) {
		container.put("command",
				Yamls.list(ContainerFactory.DUMB_INIT, "/bin/sh", "-c", ContainerFactory.RUN + " & until [ -e "
						+ MAIN_EXITED + " ]; do sleep 2; done; " + ContainerFactory.PRE_STOP + "; kill $!; exit 0"));
		mountLifecycle(container);
	}

	@SuppressWarnings("unchecked")
	private static void mountLifecycle(Map<String, Object> container) {
		List<Object> mounts = (List<Object>) container.get("volumeMounts");
		mounts.add(Yamls.map("mountPath", LIFECYCLE_PATH, "name", LIFECYCLE_VOLUME));
		// keep fissile's key order: command sorts first
		Map<String, Object> reordered = Yamls.map("command", container.remove("command"));
		reordered.putAll(container);
		container.clear();
		container.putAll(reordered);
	}

}
