package io.manifeststudio.editor.board;

import java.util.List;

/**
 * What a board needs after a change of the draft, as htmx out-of-band swaps: the bar with
 * the version and the undo and redo buttons, the cards of the pods the change affected
 * ({@code board.pods()}, each in place of the card the board shows; the others stay), the
 * cards of the pods the change added ({@code added}: the board has no card of theirs yet,
 * they come after its cards and the board puts them in the manifest's order, which the
 * pod choice lists), the pods whose cards go ({@code gone}: the change deleted or renamed
 * them), the pods each placed container's "move to…" menus offer
 * ({@code board.moveTargets()}, so that the cards not rendered again offer the right
 * pods), the palette, the marks of every card and chip (so that a card not rendered again
 * still shows its findings), the findings panel and the previews' pod choice.
 */
public record BoardUpdate(BoardView board, Cards added, List<String> gone, FindingsPanel findings,
		List<PodOption> podOptions, List<CardMarks> marks) {

	public BoardUpdate {
		gone = List.copyOf(gone);
		podOptions = List.copyOf(podOptions);
		marks = List.copyOf(marks);
	}

	/** An update that adds and removes no card. */
	public BoardUpdate(BoardView board, FindingsPanel findings, List<PodOption> podOptions, List<CardMarks> marks) {
		this(board, new Cards(List.of()), List.of(), findings, podOptions, marks);
	}

	/**
	 * Cards the board does not show yet ({@code pods}, as the board's cards fragment
	 * reads them).
	 */
	public record Cards(List<BoardPod> pods) {

		public Cards {
			pods = List.copyOf(pods);
		}

		public boolean isEmpty() {
			return this.pods.isEmpty();
		}

	}

	/**
	 * The marks of one pod's card and of its chips (the main container's chip is the one
	 * named like the pod).
	 */
	public record CardMarks(String pod, Marks card, List<ChipMarks> chips) {

		public CardMarks {
			chips = List.copyOf(chips);
		}

	}

	/** The marks of one chip of a card. */
	public record ChipMarks(String container, Marks marks) {
	}

}
