package io.manifeststudio.export;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import io.manifeststudio.manifest.model.GroupType;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * Builds fissile-faithful Kubernetes objects from a role manifest: for each pod (each
 * {@code bosh} or {@code bosh-task} group) its Services and its workload, as ordered maps
 * ready to be written as YAML.
 * <p>
 * Groups with {@code flight-stage: manual} are left out of a whole-manifest export, as
 * fissile's Helm output leaves them out (an operator runs them by hand); asking for such
 * a pod by name ({@link #pod}) still builds it, a Job with {@code restartPolicy: Never},
 * ready to apply by hand.
 * <p>
 * Use one instance per manifest and settings; it is cheap to make. The Helm chart passes
 * an explicit {@link SidecarStyle} to render each branch of {@code sidecars.native}.
 */
public final class KubernetesObjects {

	private final RoleManifest manifest;

	private final WorkloadFactory workloads;

	private final ServiceFactory services;

	/**
	 * @param expressions how Helm template text in the manifest's template fields is
	 * treated: rendered with the chart's defaults for the Kubernetes YAML export
	 * ({@code export.helm.ChartDefaults.expressions}), kept for the chart
	 */
	public KubernetesObjects(RoleManifest manifest, ExportSettings settings, HelmExpressions expressions) {
		this(manifest, settings, settings.sidecarStyle(), expressions);
	}

	/**
	 * @param expressions how Helm template text in the manifest's template fields is
	 * treated: rendered with the chart's defaults for the Kubernetes YAML export
	 * ({@code export.helm.ChartDefaults.expressions}), kept for the chart
	 */
	public KubernetesObjects(RoleManifest manifest, ExportSettings settings, SidecarStyle style,
			HelmExpressions expressions) {
		this.manifest = manifest;
		ContainerFactory containers = new ContainerFactory(manifest, settings, expressions == HelmExpressions.KEEP);
		this.workloads = new WorkloadFactory(new PodTemplateFactory(containers, style, expressions));
		this.services = new ServiceFactory(settings, settings.generationFor(manifest));
	}

	/** Every exported pod's objects, in manifest order (manual groups left out). */
	public List<PodObjects> all() {
		List<PodObjects> pods = new ArrayList<>();
		for (Pod pod : this.manifest.pods()) {
			if (isExported(pod)) {
				pods.add(build(pod));
			}
		}
		return pods;
	}

	/**
	 * One pod's objects by its group name, or empty when no
	 * {@code bosh}/{@code bosh-task} group has that name.
	 */
	public Optional<PodObjects> pod(String name) {
		return this.manifest.pods().stream().filter((pod) -> name.equals(pod.name())).findFirst().map(this::build);
	}

	public PodObjects build(Pod pod) {
		return new PodObjects(pod, this.services.services(pod), this.workloads.workload(pod));
	}

	/**
	 * The kind of workload a pod's main group becomes: {@code StatefulSet} for a
	 * {@code bosh} group, {@code Job} for a {@code bosh-task} group, or a bare
	 * {@code Pod} for a task tagged {@code stop-on-failure} (fissile's kube/job.go,
	 * kube/stateful_set.go and kube/deployment.go).
	 */
	public static String workloadKind(InstanceGroup main) {
		if (main.type() == GroupType.BOSH_TASK) {
			return main.hasTag("stop-on-failure") ? "Pod" : "Job";
		}
		return "StatefulSet";
	}

	/**
	 * Whether a whole-manifest export includes the pod: every pod but those of
	 * {@code flight-stage: manual}.
	 */
	public static boolean isExported(Pod pod) {
		return pod.name() != null && !"manual".equals(pod.main().run().effectiveFlightStage());
	}

}
