package io.manifeststudio.editor.api;

import java.util.List;
import java.util.OptionalLong;

import org.springframework.http.ETag;

/**
 * The draft version an {@code If-Match} header names. A draft's entity tag is its version
 * ({@code "3"}, which {@code ResponseEntity.eTag} quotes); a revision's is
 * {@code "revision-N"}. Spring parses the header.
 */
final class IfMatchVersion {

	private IfMatchVersion() {
	}

	/**
	 * The version the header names, or empty when it names none ({@code *}, a list, a
	 * revision, or anything else): such a header cannot match the current draft.
	 */
	static OptionalLong of(String ifMatch) {
		List<ETag> tags = ETag.parse(ifMatch);
		if (tags.isEmpty()) {
			// a bare version, as some clients send it: Spring's parser wants quotes, its
			// factory does not
			tags = List.of(ETag.create(ifMatch.strip()));
		}
		if (tags.size() != 1 || tags.get(0).isWildcard()) {
			return OptionalLong.empty();
		}
		String tag = tags.get(0).tag();
		if (tag.isEmpty() || tag.length() > 18 || !tag.chars().allMatch(Character::isDigit)) {
			return OptionalLong.empty();
		}
		return OptionalLong.of(Long.parseLong(tag));
	}

}
