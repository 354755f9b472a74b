package io.manifeststudio.manifest;

import java.util.Optional;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The text a draft had before its newest change, from the change log: the current text
 * with the newest change's patch reverted. An editor shows the lines that change touched.
 */
@Service
@Transactional(readOnly = true)
public class DraftBaseline {

	/**
	 * The text before the change that made {@code version}, and that change's one-line
	 * summary.
	 */
	public record Before(long version, String summary, String content) {
	}

	private final DraftChangeRepository changes;

	DraftBaseline(DraftChangeRepository changes) {
		this.changes = changes;
	}

	/**
	 * The text before the change that made the draft what it is, or empty when the draft
	 * was never changed since its import (or the log does not lead to its text).
	 */
	public Optional<Before> beforeNewestChange(Draft draft) {
		return this.changes.findFirstByManifestIdAndVersion(draft.manifestId(), draft.version())
			.filter((change) -> change.getHashAfter().equals(draft.contentHash()))
			.map((change) -> new Before(change.getVersion(), change.getSummary(),
					PatchJson.read(change.getPatch()).inverse().apply(draft.content())));
	}

}
