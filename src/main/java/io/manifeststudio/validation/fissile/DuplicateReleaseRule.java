package io.manifeststudio.validation.fissile;

import java.util.HashSet;

import io.manifeststudio.manifest.model.Release;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rule 4: the same release listed twice under {@code releases:} is loaded twice, which
 * fissile refuses.
 */
final class DuplicateReleaseRule extends FissileRule {

	DuplicateReleaseRule() {
		super("FISSILE-4", Phase.RELEASES);
	}

	@Override
	public void check(ValidationContext context) {
		java.util.Set<String> seen = new HashSet<>();
		for (Release release : context.manifest().releases()) {
			if (release.name() == null || seen.add(release.name())) {
				continue;
			}
			context
				.report(Severity.ERROR, "releases",
						"Error - release " + release.name() + " has been loaded more than once", release.location())
				.explanation("The release " + release.name() + " is listed more than once under releases:, so"
						+ " fissile would load it twice and stop.")
				.hint("Keep one entry for " + release.name() + ".")
				.add();
		}
	}

}
