package io.manifeststudio.manifest.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.yaml.DocPath;

/**
 * An instance group (a role in the v1 era): one image and, unless it is a colocated
 * container, one workload.
 * <p>
 * {@code run} is the group's run settings: written on the group in v1 and v2, merged
 * across the jobs by fissile's rules (fissile's model/job.go) in v3.
 * {@code colocatedContainers} is every container the group places in its pod, in order
 * (concatenated over the jobs in v3), and {@code sidecars} names those of them that are
 * sidecars. {@code ports} are the group's ports in order (the role's exposed ports in v1
 * and v2, every job's in v3). {@code image} is our extension for containers not built
 * from BOSH releases.
 */
public record InstanceGroup(String name, GroupType type, String typeName, String description, List<JobReference> jobs,
		List<String> tags, List<String> scripts, List<String> environmentScripts, List<String> postConfigScripts,
		Map<Object, Object> templates, FeatureFlags features, RunSettings run,
		List<ColocatedReference> colocatedContainers, List<String> sidecars, String image, DocPath location) {

	public InstanceGroup {
		jobs = List.copyOf(jobs);
		tags = List.copyOf(tags);
		scripts = List.copyOf(scripts);
		environmentScripts = List.copyOf(environmentScripts);
		postConfigScripts = List.copyOf(postConfigScripts);
		colocatedContainers = List.copyOf(colocatedContainers);
		sidecars = List.copyOf(sidecars);
		templates = (templates != null) ? templates : Map.of();
		features = (features != null) ? features : FeatureFlags.NONE;
		run = (run != null) ? run : RunSettings.NONE;
	}

	public boolean isColocatedContainer() {
		return this.type == GroupType.COLOCATED_CONTAINER;
	}

	/** How a container this group places joins its pod. */
	public ContainerMode modeOf(String containerName) {
		return this.sidecars.contains(containerName) ? ContainerMode.SIDECAR : ContainerMode.COLOCATED;
	}

	/**
	 * Every port of the group: the v1/v2 exposed ports, or each job's ports in job order
	 * (v3).
	 */
	public List<Port> ports() {
		List<Port> ports = new ArrayList<>(this.run.exposedPorts());
		for (JobReference job : this.jobs) {
			if (job.containerization() != null) {
				ports.addAll(job.containerization().ports());
			}
		}
		return List.copyOf(ports);
	}

	public boolean hasTag(String tag) {
		return this.tags.contains(tag);
	}

}
