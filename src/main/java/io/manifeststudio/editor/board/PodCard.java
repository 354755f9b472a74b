package io.manifeststudio.editor.board;

import java.util.List;

/**
 * A pod card on the manifest page: the workload-producing group, the kind of workload it becomes, its main
 * container and then the containers it places, in order.
 */
public record PodCard(String name, String workload, String description, ContainerChip main,
		List<ContainerChip> placed, String replicas) {

	public PodCard {
		placed = List.copyOf(placed);
	}

}
