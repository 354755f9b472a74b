package io.manifeststudio.manifest.model;

import java.util.List;

/**
 * The pod of a workload-producing group: its main container, then the containers it
 * places, in order.
 */
public record Pod(InstanceGroup main, List<PlacedContainer> containers) {

	public Pod {
		containers = List.copyOf(containers);
	}

	public String name() {
		return this.main.name();
	}

}
