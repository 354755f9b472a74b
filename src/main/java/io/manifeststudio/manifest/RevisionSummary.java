package io.manifeststudio.manifest;

import java.time.Instant;

import io.manifeststudio.manifest.model.FormatEra;

/**
 * A revision without its content: what lists of revisions show (number, author, message,
 * time, the stored text's hash). Read by a query that selects these columns only, so that
 * listing the revisions of a manifest of many large revisions does not load their text.
 */
public record RevisionSummary(long manifestId, int number, String contentHash, FormatEra format, String author,
		String message, Instant createdAt) {

	/** The summary of a revision already read whole. */
	public static RevisionSummary of(Revision revision) {
		return new RevisionSummary(revision.manifestId(), revision.number(), revision.contentHash(), revision.format(),
				revision.author(), revision.message(), revision.createdAt());
	}

	/**
	 * The same without the hash (a viewer's list: the hash of the text they read is that
	 * of the masked text).
	 */
	public RevisionSummary withoutHash() {
		return new RevisionSummary(this.manifestId, this.number, null, this.format, this.author, this.message,
				this.createdAt);
	}

}
