package io.manifeststudio.editor.board;

import java.util.Collection;
import java.util.Map;

import org.springframework.stereotype.Component;

import io.manifeststudio.editor.BoardAnswer;
import io.manifeststudio.export.web.ExportVersions;
import io.manifeststudio.manifest.EditResult;

/**
 * The board's part of a side panel's answer: the same update a drop's answer carries
 * ({@link BoardEditController}), built from the change's result.
 */
@Component
class BoardAnswers implements BoardAnswer {

	private final Boards boards;

	BoardAnswers(Boards boards) {
		this.boards = boards;
	}

	@Override
	public Map<String, Object> after(long id, EditResult result, Collection<String> named, Collection<String> added,
			String kubeVersion, String user) {
		return Map.of("update", this.boards.update(result, named, added, ExportVersions.choose(kubeVersion), user));
	}

}
