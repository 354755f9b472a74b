package io.manifeststudio.editor.board;

import java.util.ArrayList;
import java.util.List;

import io.manifeststudio.export.KubernetesObjects;
import io.manifeststudio.manifest.InstanceGroup;
import io.manifeststudio.manifest.PlacedContainer;
import io.manifeststudio.manifest.Pod;
import io.manifeststudio.manifest.RoleManifest;

/** Builds the pod cards of a manifest from {@link RoleManifest#pods()}: one card per workload-producing group. */
public final class PodCards {

	private PodCards() {
	}

	public static List<PodCard> of(RoleManifest manifest) {
		List<PodCard> cards = new ArrayList<>();
		for (Pod pod : manifest.pods()) {
			cards.add(card(pod));
		}
		return List.copyOf(cards);
	}

	static PodCard card(Pod pod) {
		InstanceGroup main = pod.main();
		List<ContainerChip> placed = new ArrayList<>();
		for (PlacedContainer container : pod.containers()) {
			placed.add(new ContainerChip(container.name(), container.mode().label(),
					(container.group() != null) ? GroupSummaries.detail(container.group()) : "no such instance group",
					container.group() == null));
		}
		return new PodCard(main.name(), KubernetesObjects.workloadKind(main), blankToNull(main.description()),
				new ContainerChip(main.name(), ContainerChip.MAIN, GroupSummaries.detail(main), false), placed,
				GroupSummaries.replicas(main));
	}

	private static String blankToNull(String text) {
		return (text == null || text.isBlank()) ? null : text.strip();
	}

}
