package io.manifeststudio.editor.pages;

import io.manifeststudio.editor.board.BoardView;
import io.manifeststudio.editor.board.FindingsPanel;

/**
 * What the manifest page renders for one draft: its header, its pods as the board's cards
 * and the findings panel (the live part), and the fissile generation whose rules the
 * findings follow.
 */
public record ManifestView(ManifestHeader header, BoardView cards, FindingsPanel findings, GenerationView generation) {

}
