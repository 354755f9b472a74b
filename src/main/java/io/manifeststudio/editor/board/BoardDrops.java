package io.manifeststudio.editor.board;

import java.util.List;
import java.util.function.Supplier;

import io.manifeststudio.manifest.model.ContainerMode;
import io.manifeststudio.manifest.model.PlacedContainer;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.edit.Edit;

/**
 * Turns what the board posts into the one edit it means. A drop names groups only: the
 * container, the pods, and the target pod's containers in the order the drop left them.
 * Where the container goes in that pod is worked out here, against the draft: after the
 * containers the order names before it that the pod places.
 */
final class BoardDrops {

	private BoardDrops() {
	}

	/**
	 * The edit with the index the order gives a {@code place} or {@code move}; any other
	 * edit, and one without an order that names its container, as it is. The draft's
	 * model is read only for a {@code place} or {@code move} with an order.
	 */
	static Edit positioned(Edit edit, List<String> order, Supplier<RoleManifest> draft) {
		if (order == null || order.isEmpty()) {
			return edit;
		}
		if (edit instanceof Edit.Place place && place.index() == null) {
			Integer index = index(draft.get(), place.pod(), place.container(), order);
			return (index != null) ? new Edit.Place(place.container(), place.pod(), index, place.mode()) : edit;
		}
		if (edit instanceof Edit.Move move && move.index() == null) {
			Integer index = index(draft.get(), move.to(), move.container(), order);
			return (index != null) ? new Edit.Move(move.container(), move.from(), move.to(), index) : edit;
		}
		return edit;
	}

	/**
	 * How many containers the pod places that the order names before the container, or
	 * {@code null}.
	 */
	private static Integer index(RoleManifest draft, String podName, String container, List<String> order) {
		int at = order.indexOf(container);
		Pod pod = draft.pods()
			.stream()
			.filter((candidate) -> podName.equals(candidate.name()))
			.findFirst()
			.orElse(null);
		if (at < 0 || pod == null) {
			return null;
		}
		List<String> placed = pod.containers().stream().map(PlacedContainer::name).toList();
		int index = 0;
		for (String name : order.subList(0, at)) {
			if (!name.equals(container) && placed.contains(name)) {
				index++;
			}
		}
		return index;
	}

	/**
	 * The edit a keyboard menu posts: {@code target} is {@code pod:<name>} or
	 * {@code remove}; {@code from} is the pod the container is in, or {@code null} for
	 * the palette (then it is placed, colocated).
	 * @throws IllegalArgumentException when the target is neither
	 */
	static Edit fromMenu(String container, String from, String target) {
		if (MoveChoice.REMOVE.equals(target) && from != null) {
			return new Edit.Remove(container, from);
		}
		if (target != null && target.startsWith(MoveChoice.POD_PREFIX)
				&& target.length() > MoveChoice.POD_PREFIX.length()) {
			String to = target.substring(MoveChoice.POD_PREFIX.length());
			return (from == null) ? new Edit.Place(container, to, null, ContainerMode.COLOCATED)
					: new Edit.Move(container, from, to, null);
		}
		throw new IllegalArgumentException("Choose a pod to " + ((from == null) ? "place " : "move ") + container
				+ ((from == null) ? " in" : " to") + ".");
	}

	/**
	 * What the edit does, in a few words, for a notice: "move log-agent from web to api".
	 */
	static String describe(Edit edit) {
		if (edit instanceof Edit.Place place) {
			return "place " + place.container() + " in " + place.pod();
		}
		if (edit instanceof Edit.Remove remove) {
			return "remove " + remove.container() + " from " + remove.pod();
		}
		if (edit instanceof Edit.Move move) {
			return "move " + move.container() + " from " + move.from() + " to " + move.to();
		}
		if (edit instanceof Edit.Reorder reorder) {
			return "reorder " + reorder.pod() + ": " + String.join(", ", reorder.containers());
		}
		if (edit instanceof Edit.SetMode mode) {
			return "make " + mode.container() + " " + mode.mode().label() + " in " + mode.pod();
		}
		return edit.op();
	}

	/**
	 * The pod the edit is about, whose previews the board then shows and to which the
	 * activity list links: where a container went, or the group it changed; {@code null}
	 * for other edits.
	 */
	static String pod(Edit edit) {
		if (edit instanceof Edit.Place place) {
			return place.pod();
		}
		if (edit instanceof Edit.Remove remove) {
			return remove.pod();
		}
		if (edit instanceof Edit.Move move) {
			return move.to();
		}
		if (edit instanceof Edit.Reorder reorder) {
			return reorder.pod();
		}
		if (edit instanceof Edit.SetMode mode) {
			return mode.pod();
		}
		if (edit instanceof Edit.RenameGroup rename) {
			return rename.name();
		}
		if (edit instanceof Edit.SetField set) {
			return set.group();
		}
		if (edit instanceof Edit.CreateGroup create) {
			return create.group();
		}
		return null;
	}

}
