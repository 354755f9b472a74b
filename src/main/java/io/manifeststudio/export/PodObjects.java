package io.manifeststudio.export;

import java.util.ArrayList;
import java.util.List;

import io.manifeststudio.manifest.model.Pod;

/**
 * The objects generated for one pod (one {@code bosh} or {@code bosh-task} group): its
 * Services, in fissile's order, then its workload (StatefulSet, Job or Pod).
 */
public record PodObjects(Pod pod, List<KubeObject> services, KubeObject workload) {

	public PodObjects {
		services = List.copyOf(services);
	}

	public String name() {
		return this.pod.name();
	}

	/** The Services, then the workload: the order they are written in. */
	public List<KubeObject> objects() {
		List<KubeObject> objects = new ArrayList<>(this.services);
		objects.add(this.workload);
		return List.copyOf(objects);
	}

}
