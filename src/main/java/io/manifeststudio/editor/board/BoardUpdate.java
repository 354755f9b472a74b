package io.manifeststudio.editor.board;

import java.util.List;

/**
 * What a board needs after a change of the draft, as htmx out-of-band swaps: the bar with
 * the version and the undo and redo buttons, the cards of the pods the change affected
 * ({@code board.pods()}, the others stay), the pods each placed container's "move to…"
 * menus offer ({@code board.moveTargets()}, so that the cards not rendered again offer
 * the right pods), the palette, the marks of every card and chip (so that a card not
 * rendered again still shows its findings), the findings panel and the previews' pod
 * choice.
 */
public record BoardUpdate(BoardView board, FindingsPanel findings, List<PodOption> podOptions, List<CardMarks> marks) {

	public BoardUpdate {
		podOptions = List.copyOf(podOptions);
		marks = List.copyOf(marks);
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
