package io.manifeststudio.editor.board;

import java.util.List;

/**
 * Everything the board region shows of one draft version, for one Kubernetes version: the
 * pods, the palette (and how many placeable containers are placed nowhere), the pods each
 * placed container's "move to…" menus offer, the undo and redo buttons, and the sidecar
 * rendering that version gets ({@code native} or {@code fallback}).
 */
public record BoardView(long manifestId, String name, String format, long version, String kubeVersion, String sidecars,
		List<BoardPod> pods, List<PaletteItem> palette, List<MoveTargets> moveTargets, HistoryButton undo,
		HistoryButton redo) {

	public BoardView {
		pods = List.copyOf(pods);
		palette = List.copyOf(palette);
		moveTargets = List.copyOf(moveTargets);
	}

	/** The same board with the cards of {@code cards} only. */
	BoardView withPods(List<BoardPod> cards) {
		return new BoardView(this.manifestId, this.name, this.format, this.version, this.kubeVersion, this.sidecars,
				cards, this.palette, this.moveTargets, this.undo, this.redo);
	}

	public long unplaced() {
		return this.palette.stream().filter(PaletteItem::isUnplaced).count();
	}

	public boolean isEmpty() {
		return this.pods.isEmpty();
	}

}
