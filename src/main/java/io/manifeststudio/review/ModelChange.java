package io.manifeststudio.review;

import java.util.List;

/**
 * One change between two versions of a manifest: a sentence that says it
 * ({@code "loggregator-agent moved from pod
 * router to pod mysql"}) and the places it touched (a move touches both pods), which
 * decide whether a comment on the older version is outdated.
 */
public record ModelChange(String text, List<Anchor> places) {

	public ModelChange {
		places = List.copyOf(places);
	}

	static ModelChange of(String text, Anchor... places) {
		return new ModelChange(text, List.of(places));
	}

	/** Whether this change touched what {@code anchor} points at. */
	public boolean touches(Anchor anchor) {
		return this.places.stream().anyMatch(anchor::isTouchedBy);
	}

}
