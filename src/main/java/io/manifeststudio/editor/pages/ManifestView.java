package io.manifeststudio.editor.pages;

import java.util.List;
import io.manifeststudio.editor.board.FindingsPanel;
import io.manifeststudio.editor.board.PodCard;

/**
 * What the manifest page renders for one draft: its header, pod cards and findings panel (the live part), and the
 * fissile generation whose rules the findings follow.
 */
public record ManifestView(ManifestHeader header, List<PodCard> pods, FindingsPanel findings,
		GenerationView generation) {

	public ManifestView {
		pods = List.copyOf(pods);
	}

}
