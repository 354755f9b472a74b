package io.manifeststudio.editor.board;

import java.util.ArrayList;
import java.util.List;

import io.manifeststudio.export.PodTemplateFactory;
import io.manifeststudio.export.SidecarStyle;
import io.manifeststudio.manifest.model.ContainerMode;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.PlacedContainer;
import io.manifeststudio.manifest.model.Pod;

/**
 * The containers of a pod as Kubernetes gets them for one sidecar rendering, in the
 * export's order: with native sidecars, the sidecars are {@code initContainers} with
 * {@code restartPolicy: Always} in listed order and the main container and the colocated
 * ones are {@code containers}; with the fallback before Kubernetes 1.29, every container
 * is in {@code containers}, the sidecars first. Containers the export leaves out (a
 * placed name with no colocated group) are left out here too.
 */
record PodLayout(List<Member> initContainers, List<Member> containers, SidecarStyle style) {

	/** One container of the pod: its name, its group and whether it is a sidecar. */
	record Member(String name, InstanceGroup group, boolean sidecar) {
	}

	PodLayout {
		initContainers = List.copyOf(initContainers);
		containers = List.copyOf(containers);
	}

	static PodLayout of(Pod pod, SidecarStyle style) {
		List<Member> sidecars = new ArrayList<>();
		List<Member> colocated = new ArrayList<>();
		for (PlacedContainer placed : PodTemplateFactory.rendered(pod)) {
			boolean sidecar = placed.mode() == ContainerMode.SIDECAR;
			(sidecar ? sidecars : colocated).add(new Member(placed.name(), placed.group(), sidecar));
		}
		Member main = new Member(pod.main().name(), pod.main(), false);
		List<Member> containers = new ArrayList<>();
		if (style == SidecarStyle.NATIVE) {
			containers.add(main);
			containers.addAll(colocated);
			return new PodLayout(sidecars, containers, style);
		}
		containers.addAll(sidecars);
		containers.add(main);
		containers.addAll(colocated);
		return new PodLayout(List.of(), containers, style);
	}

	List<Member> sidecars() {
		List<Member> sidecars = new ArrayList<>();
		this.initContainers.stream().filter(Member::sidecar).forEach(sidecars::add);
		this.containers.stream().filter(Member::sidecar).forEach(sidecars::add);
		return sidecars;
	}

	/**
	 * The regular containers that are not fallback sidecars: the main container and the
	 * colocated ones.
	 */
	List<Member> peers() {
		return this.containers.stream().filter((member) -> !member.sidecar()).toList();
	}

}
