package io.manifeststudio.account;

import java.time.Duration;

import org.springframework.security.authentication.AccountStatusException;

/**
 * A sign-in refused without checking its password or token: too many failed ones came
 * from its address, for its account or for any (see {@link SignInThrottle}). An
 * {@link AccountStatusException}, so that Spring Security's provider manager stops at it
 * instead of asking the next provider. Answered 429 with {@code Retry-After}.
 */
public class SignInThrottledException extends AccountStatusException {

	private final Duration retryAfter;

	SignInThrottledException(Duration retryAfter) {
		super("Too many failed sign-ins from this address: try again in " + seconds(retryAfter) + " s");
		this.retryAfter = retryAfter;
	}

	/** How long until the next attempt is let through. */
	public Duration retryAfter() {
		return this.retryAfter;
	}

	/** The {@code Retry-After} value: whole seconds, at least 1. */
	public String retryAfterHeader() {
		return Long.toString(seconds(this.retryAfter));
	}

	private static long seconds(Duration wait) {
		return Math.max(1, (wait.toMillis() + 999) / 1000);
	}

}
