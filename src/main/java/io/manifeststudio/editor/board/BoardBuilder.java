package io.manifeststudio.editor.board;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;

import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.KubernetesObjects;
import io.manifeststudio.export.SidecarStyle;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.PlacedContainer;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.ValidationResult;

/**
 * Builds the board of a manifest from its model and its findings, for one Kubernetes
 * version: one card per pod in manifest order, the palette of {@code colocated-container}
 * groups in manifest order, every chip with the edits its controls post.
 */
final class BoardBuilder {

	/**
	 * What the board says about the draft besides its model: which manifest and version
	 * it is.
	 */
	record Header(long manifestId, String name, String format, long version) {
	}

	private BoardBuilder() {
	}

	static BoardView build(Header header, RoleManifest manifest, ValidationResult findings, KubeVersion version,
			HistoryButton undo, HistoryButton redo) {
		return build(header, manifest, FindingMarks.of(manifest, findings), version, undo, redo, (pod) -> true);
	}

	/**
	 * The board with the cards of the pods {@code shown} accepts only (an edit's answer
	 * renders the cards it changed), the whole palette, and for every container placed
	 * anywhere the pods its chips' "move to…" menus offer ({@link MoveTargets}: kept once
	 * for all its chips, so that a move does not change the cards of the other pods that
	 * place it).
	 */
	static BoardView build(Header header, RoleManifest manifest, FindingMarks marks, KubeVersion version,
			HistoryButton undo, HistoryButton redo, Predicate<String> shown) {
		SidecarStyle style = SidecarStyle.forVersion(version);
		List<Pod> pods = manifest.pods().stream().filter((pod) -> pod.name() != null).toList();
		List<BoardPod> cards = new ArrayList<>();
		Set<String> placed = new LinkedHashSet<>();
		for (Pod pod : pods) {
			if (shown.test(pod.name())) {
				cards.add(card(pod, style, marks));
			}
			pod.containers().forEach((container) -> placed.add(container.name()));
		}
		List<MoveTargets> moveTargets = new ArrayList<>();
		for (String container : placed) {
			moveTargets.add(new MoveTargets(container, targets(container, pods)));
		}
		List<PaletteItem> palette = new ArrayList<>();
		for (InstanceGroup group : manifest.instanceGroups()) {
			if (group.isColocatedContainer() && group.name() != null) {
				palette.add(paletteItem(group, pods, marks));
			}
		}
		return new BoardView(header.manifestId(), header.name(), header.format(), header.version(), version.toString(),
				style.name().toLowerCase(Locale.ROOT), cards, palette, moveTargets, undo, redo);
	}

	private static BoardPod card(Pod pod, SidecarStyle style, FindingMarks marks) {
		InstanceGroup main = pod.main();
		List<String> order = pod.containers().stream().map(PlacedContainer::name).toList();
		List<BoardChip> placed = new ArrayList<>();
		for (int i = 0; i < pod.containers().size(); i++) {
			placed.add(chip(pod, pod.containers().get(i), i, order, marks));
		}
		PodLayout layout = PodLayout.of(pod, style);
		return new BoardPod(pod.name(), KubernetesObjects.workloadKind(main), GroupSummaries.replicas(main),
				blankToNull(main.description()), GroupSummaries.ports(main), GroupSummaries.volumes(main),
				BoardChip.main(main.name(), GroupSummaries.detail(main), marks.chip(pod.name(), pod.name())), placed,
				PodRequest.of(layout), LifecycleOrder.of(layout), marks.card(pod.name()));
	}

	private static BoardChip chip(Pod pod, PlacedContainer container, int index, List<String> order,
			FindingMarks marks) {
		String mode = container.mode().label();
		String other = "sidecar".equals(mode) ? "colocated" : "sidecar";
		String detail = (container.group() != null) ? GroupSummaries.detail(container.group())
				: "no such instance group";
		return new BoardChip(container.name(), pod.name(), mode, detail, container.group() == null,
				marks.chip(pod.name(), container.name()), BoardEdits.setMode(pod.name(), container.name(), other),
				(index > 0) ? BoardEdits.reorder(pod.name(), swapped(order, index - 1)) : null,
				(index < order.size() - 1) ? BoardEdits.reorder(pod.name(), swapped(order, index)) : null);
	}

	/**
	 * The pods a placed container can be moved to: those that do not place it yet (its
	 * own pod places it) and are not its own group's.
	 */
	private static List<MoveChoice> targets(String container, List<Pod> pods) {
		List<MoveChoice> targets = new ArrayList<>();
		for (Pod target : pods) {
			if (!places(target, container) && !target.name().equals(container)) {
				targets.add(MoveChoice.to(target.name()));
			}
		}
		return targets;
	}

	private static PaletteItem paletteItem(InstanceGroup group, List<Pod> pods, FindingMarks marks) {
		List<String> placedIn = new ArrayList<>();
		List<MoveChoice> places = new ArrayList<>();
		for (Pod pod : pods) {
			if (places(pod, group.name())) {
				placedIn.add(pod.name());
			}
			else {
				places.add(MoveChoice.to(pod.name()));
			}
		}
		return new PaletteItem(group.name(), GroupSummaries.detail(group), placedIn, places,
				marks.palette(group.name()));
	}

	private static boolean places(Pod pod, String container) {
		return pod.containers().stream().anyMatch((placed) -> container.equals(placed.name()));
	}

	/** The order with the entries at {@code first} and {@code first + 1} swapped. */
	private static List<String> swapped(List<String> order, int first) {
		List<String> swapped = new ArrayList<>(order);
		swapped.set(first, order.get(first + 1));
		swapped.set(first + 1, order.get(first));
		return swapped;
	}

	private static String blankToNull(String text) {
		return (text == null || text.isBlank()) ? null : text.strip();
	}

}
