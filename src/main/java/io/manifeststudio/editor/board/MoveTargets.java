package io.manifeststudio.editor.board;

import java.util.List;

/**
 * The pods the "move to…" menu of a placed container's chips offers, whichever pod the
 * chip is in: the pods that do not place the container (its own pod places it). Sent once
 * per container, beside the cards (the board's script fills the chips' menus from it when
 * the board is rendered and when it changes, so a screen reader reads them unfocused), so
 * that moving a container in or out of one pod changes that pod's card and this list, not
 * the cards of every other pod that places it.
 */
public record MoveTargets(String container, List<MoveChoice> pods) {

	public MoveTargets {
		pods = List.copyOf(pods);
	}

}
