package io.manifeststudio.account;

import java.util.List;

import jakarta.servlet.http.HttpServletRequest;

import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.oauth2.server.resource.authentication.BearerTokenAuthenticationToken;
import org.springframework.security.oauth2.server.resource.web.BearerTokenResolver;
import org.springframework.security.oauth2.server.resource.web.DefaultBearerTokenResolver;
import org.springframework.security.oauth2.server.resource.web.authentication.BearerTokenAuthenticationFilter;
import org.springframework.security.web.authentication.AuthenticationConverter;
import org.springframework.security.web.authentication.WebAuthenticationDetailsSource;

/**
 * Signs in the owner of a personal access token sent as
 * {@code Authorization: Bearer mst_...}, behind Spring Security's
 * {@link BearerTokenAuthenticationFilter} (which resolves the header, RFC 6750) for this
 * request only (the API chain keeps no session). An unknown or revoked token, or one of a
 * disabled account, is refused ({@link BadCredentialsException}: a 401, and a failed
 * sign-in that {@link SignInThrottle} counts by the client's address alone, since a token
 * names no account).
 */
final class AccessTokenProvider implements AuthenticationProvider {

	/**
	 * The name a presented token is known by in the audit log and the throttle: never the
	 * token's text.
	 */
	static final String UNKNOWN_TOKEN = "(access token)";

	static final String REFUSED = "The access token is unknown or revoked, or its account is disabled";

	private final AccessTokens tokens;

	AccessTokenProvider(AccessTokens tokens) {
		this.tokens = tokens;
	}

	@Override
	public Authentication authenticate(Authentication presented) {
		PresentedToken token = (PresentedToken) presented;
		return this.tokens.authenticate(token.getToken()).map((account) -> {
			UsernamePasswordAuthenticationToken signedIn = UsernamePasswordAuthenticationToken.authenticated(
					account.username(), null, List.of(new SimpleGrantedAuthority(account.role().authority())));
			signedIn.setDetails(presented.getDetails());
			return (Authentication) signedIn;
		}).orElseThrow(() -> new BadCredentialsException(REFUSED));
	}

	@Override
	public boolean supports(Class<?> authentication) {
		return PresentedToken.class.isAssignableFrom(authentication);
	}

	/**
	 * What {@link BearerTokenAuthenticationFilter} hands over: the header's token,
	 * resolved by Spring Security's {@link DefaultBearerTokenResolver} (header only:
	 * never a query or form parameter, which would end up in logs), with the client's
	 * address, named {@value #UNKNOWN_TOKEN} (not the token's text) wherever it is shown.
	 */
	static AuthenticationConverter converter() {
		BearerTokenResolver resolver = new DefaultBearerTokenResolver();
		WebAuthenticationDetailsSource details = new WebAuthenticationDetailsSource();
		return (HttpServletRequest request) -> {
			String token = resolver.resolve(request);
			if (token == null) {
				return null;
			}
			PresentedToken presented = new PresentedToken(token);
			presented.setDetails(details.buildDetails(request));
			return presented;
		};
	}

	/**
	 * A presented token that never shows its text as its name (audit log, throttle,
	 * logs).
	 */
	static final class PresentedToken extends BearerTokenAuthenticationToken {

		PresentedToken(String token) {
			super(token);
		}

		@Override
		public Object getPrincipal() {
			return UNKNOWN_TOKEN;
		}

	}

}
