package io.manifeststudio.editor;

import java.time.Instant;

import io.manifeststudio.manifest.Revision;

/** A revision's metadata (its content is at {@code role-manifest.yml?revision=N}). */
record RevisionJson(long manifestId, int number, String format, String author, String message, Instant createdAt,
		String contentHash) {

	static RevisionJson of(Revision revision) {
		return new RevisionJson(revision.manifestId(), revision.number(), revision.format().label(), revision.author(),
				revision.message(), revision.createdAt(), revision.contentHash());
	}

	/** The body of a request to save the draft as a revision. */
	record SaveRequest(String message) {

	}

}
