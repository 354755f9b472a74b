package io.manifeststudio.account;

import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;

/**
 * Asked first by the sign-in form, HTTP Basic and {@code Bearer} tokens: refuses the
 * attempt ({@link SignInThrottledException}) while its address has failed too often
 * ({@link SignInThrottle}), before any password or token is checked; otherwise leaves it
 * to the next provider.
 */
final class SignInThrottleProvider implements AuthenticationProvider {

	private final SignInThrottle throttle;

	SignInThrottleProvider(SignInThrottle throttle) {
		this.throttle = throttle;
	}

	@Override
	public Authentication authenticate(Authentication presented) {
		this.throttle.check(SignInThrottle.address(presented), presented.getName());
		return null;
	}

	@Override
	public boolean supports(Class<?> authentication) {
		return UsernamePasswordAuthenticationToken.class.isAssignableFrom(authentication)
				|| AccessTokenProvider.PresentedToken.class.isAssignableFrom(authentication);
	}

}
