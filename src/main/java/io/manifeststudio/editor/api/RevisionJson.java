package io.manifeststudio.editor.api;

import java.time.Instant;

import com.fasterxml.jackson.annotation.JsonInclude;

import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.RevisionSummary;

/**
 * A revision's metadata (its content is at {@code role-manifest.yml?revision=N}); in a
 * list given to a viewer without {@code contentHash}.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record RevisionJson(long manifestId, int number, String format, String author, String message, Instant createdAt,
		String contentHash) {

	static RevisionJson of(Revision revision) {
		return new RevisionJson(revision.manifestId(), revision.number(), revision.format().label(), revision.author(),
				revision.message(), revision.createdAt(), revision.contentHash());
	}

	static RevisionJson of(RevisionSummary revision) {
		return new RevisionJson(revision.manifestId(), revision.number(), revision.format().label(), revision.author(),
				revision.message(), revision.createdAt(), revision.contentHash());
	}

	/** The body of a request to save the draft as a revision. */
	record SaveRequest(String message) {

	}

}
