package io.manifeststudio.manifest.model;

import java.util.List;

import io.manifeststudio.manifest.yaml.DocPath;

/**
 * A v3 job's {@code properties.bosh_containerization}: its own {@code run} (or
 * {@code null}), its ports, the containers it places in the group's pod (with our
 * {@code sidecars} extension) and its {@code service_name}.
 */
public record JobContainerization(RunSettings run, List<Port> ports, List<ColocatedReference> colocatedContainers,
		List<String> sidecars, String serviceName, DocPath location) {

	public JobContainerization {
		ports = List.copyOf(ports);
		colocatedContainers = List.copyOf(colocatedContainers);
		sidecars = List.copyOf(sidecars);
	}

}
