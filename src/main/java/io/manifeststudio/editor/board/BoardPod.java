package io.manifeststudio.editor.board;

import java.util.List;

/**
 * A pod card of the board: the workload a {@code bosh} or {@code bosh-task} group becomes
 * ({@code kind} as the export decides), its replicas, ports and volumes, its main
 * container and then the containers it places in order, the effective resource request
 * and the start and stop order for the chosen Kubernetes version, and the marks of its
 * findings.
 */
public record BoardPod(String name, String kind, String replicas, String description, List<String> ports,
		List<String> volumes, BoardChip main, List<BoardChip> placed, PodRequest request, LifecycleOrder order,
		Marks marks) {

	public BoardPod {
		ports = List.copyOf(ports);
		volumes = List.copyOf(volumes);
		placed = List.copyOf(placed);
	}

	public boolean hasPlaced() {
		return !this.placed.isEmpty();
	}

	/**
	 * Whether any container of the pod or the pod itself has an error or warning (for the
	 * "with findings" filter).
	 */
	public boolean hasFindings() {
		return this.marks.isMarked() || this.main.marks().isMarked()
				|| this.placed.stream().anyMatch((chip) -> chip.marks().isMarked());
	}

}
