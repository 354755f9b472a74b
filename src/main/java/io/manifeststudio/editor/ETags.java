package io.manifeststudio.editor;

import java.util.OptionalLong;

/**
 * Entity tags of drafts and revisions. A draft's ETag is its version in quotes ({@code "3"}), which a writer sends
 * back in {@code If-Match}; a revision's is {@code "revision-N"} (revisions never change).
 */
final class ETags {

	private ETags() {
	}

	static String ofDraft(long version) {
		return "\"" + version + "\"";
	}

	static String ofRevision(int number) {
		return "\"revision-" + number + "\"";
	}

	/**
	 * The draft version an {@code If-Match} value names, or empty when it names none ({@code *}, a list, a revision,
	 * or anything else): such a header cannot match the current draft.
	 */
	static OptionalLong draftVersion(String ifMatch) {
		String tag = ifMatch.strip();
		if (tag.startsWith("W/")) {
			tag = tag.substring(2);
		}
		if (tag.length() >= 2 && tag.startsWith("\"") && tag.endsWith("\"")) {
			tag = tag.substring(1, tag.length() - 1);
		}
		if (tag.isEmpty() || tag.length() > 18 || !tag.chars().allMatch(Character::isDigit)) {
			return OptionalLong.empty();
		}
		return OptionalLong.of(Long.parseLong(tag));
	}

}
