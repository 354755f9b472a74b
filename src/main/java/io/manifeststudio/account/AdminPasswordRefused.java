package io.manifeststudio.account;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * The first start cannot make the admin: {@code MANIFEST_STUDIO_ADMIN_PASSWORD} is not a
 * password the studio accepts. The start stops, and {@link Analyzer} says why and what to
 * do instead of a stack trace.
 */
class AdminPasswordRefused extends IllegalStateException {

	static final String VARIABLE = "MANIFEST_STUDIO_ADMIN_PASSWORD";

	AdminPasswordRefused(String reason) {
		super(VARIABLE + " is refused as the first admin's password: " + reason);
	}

	/** Registered in {@code META-INF/spring.factories}. */
	static class Analyzer extends AbstractFailureAnalyzer<AdminPasswordRefused> {

		@Override
		protected FailureAnalysis analyze(Throwable rootFailure, AdminPasswordRefused cause) {
			return new FailureAnalysis(
					cause.getMessage() + ". No account exists yet, so the first start creates 'admin' "
							+ "with that password.",
					"Set " + VARIABLE + " to a password of " + Passwords.MIN + " to " + Passwords.MAX
							+ " characters, or unset it to get a random one written once to the log, "
							+ "and start again.",
					cause);
		}

	}

}
