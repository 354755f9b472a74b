package io.manifeststudio.editor.board;

import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.ValidationResult;

/**
 * The board's cards of a draft for a page that shows them without editing them (the
 * manifest page renders them with the fragment {@code editor/board :: cards}, read-only):
 * built by {@link BoardBuilder} as the board's are, marked with the findings that page
 * lists, for the default Kubernetes version, without undo or redo.
 */
public final class ManifestCards {

	private ManifestCards() {
	}

	public static BoardView of(long manifestId, String name, String format, long version, RoleManifest manifest,
			ValidationResult findings) {
		return BoardBuilder.build(new BoardBuilder.Header(manifestId, name, format, version), manifest, findings,
				KubeVersion.DEFAULT, HistoryButton.NONE, HistoryButton.NONE);
	}

}
