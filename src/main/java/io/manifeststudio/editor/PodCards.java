package io.manifeststudio.editor;

import java.util.ArrayList;
import java.util.List;

import io.manifeststudio.manifest.GroupType;
import io.manifeststudio.manifest.InstanceGroup;
import io.manifeststudio.manifest.PlacedContainer;
import io.manifeststudio.manifest.Pod;
import io.manifeststudio.manifest.Resources;
import io.manifeststudio.manifest.RoleManifest;
import io.manifeststudio.manifest.Scaling;

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
					(container.group() != null) ? detail(container.group()) : "no such instance group",
					container.group() == null));
		}
		return new PodCard(main.name(), workload(main.type()), blankToNull(main.description()),
				new ContainerChip(main.name(), ContainerChip.MAIN, detail(main), false), placed, replicas(main));
	}

	private static String workload(GroupType type) {
		return (type == GroupType.BOSH_TASK) ? "Job" : "StatefulSet";
	}

	/** "1 replica", "3 replicas" or "1–3 replicas" from the group's scaling. */
	private static String replicas(InstanceGroup group) {
		if (group.type() == GroupType.BOSH_TASK) {
			return "runs to completion";
		}
		Scaling scaling = group.run().scaling();
		long min = scaling.effectiveMin();
		long max = Math.max(min, scaling.effectiveMax());
		if (min == max) {
			return min + ((min == 1) ? " replica" : " replicas");
		}
		return min + "–" + max + " replicas";
	}

	/** "3 jobs · 256 MiB · 0.5 CPU": what the container runs and asks for. */
	static String detail(InstanceGroup group) {
		List<String> parts = new ArrayList<>();
		int jobs = group.jobs().size();
		parts.add(jobs + ((jobs == 1) ? " job" : " jobs"));
		Resources resources = group.run().resources();
		if (resources.memoryRequest() != null) {
			parts.add(resources.memoryRequest() + " MiB");
		}
		if (resources.cpuRequest() != null) {
			parts.add(cpu(resources.cpuRequest()) + " CPU");
		}
		if (group.image() != null && !group.image().isBlank()) {
			parts.add(group.image());
		}
		return String.join(" · ", parts);
	}

	private static String cpu(double cores) {
		return (cores == Math.rint(cores)) ? String.valueOf((long) cores) : String.valueOf(cores);
	}

	private static String blankToNull(String text) {
		return (text == null || text.isBlank()) ? null : text.strip();
	}

}
