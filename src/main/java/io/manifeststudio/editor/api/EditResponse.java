package io.manifeststudio.editor.api;

import java.util.List;

import io.manifeststudio.manifest.EditResult;
import io.manifeststudio.validation.ValidationResult;

/**
 * The answer to an edit, undo or redo: the draft's version (also in the {@code ETag}),
 * the validator's error and warning counts on the draft as it now is, the change's
 * summary, and whether anything changed (an edit that asks for what the draft already is
 * changes nothing and keeps the version), whether it was rebased (planned again on a
 * draft that had moved on from the version it was made on), and the pods it affected.
 */
record EditResponse(long version, long errors, long warnings, String summary, boolean changed, boolean rebased,
		List<String> pods) {

	static EditResponse of(EditResult result, ValidationResult validation) {
		return new EditResponse(result.version(), validation.errors(), validation.warnings(), result.summary(),
				result.changed(), result.rebased(), result.pods());
	}

}
