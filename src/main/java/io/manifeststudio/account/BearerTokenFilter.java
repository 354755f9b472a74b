package io.manifeststudio.account;

import java.io.IOException;
import java.util.List;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.security.authentication.AuthenticationEventPublisher;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.security.web.authentication.WebAuthenticationDetails;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Signs in the owner of a personal access token sent as {@code Authorization: Bearer mst_...}, for this request only
 * (the API chain keeps no session). An unknown, revoked or disabled account's token is a 401; after too many of
 * them from one address, a 429 without looking the token up ({@link SignInThrottle}, by the address alone: a token
 * names no account).
 */
class BearerTokenFilter extends OncePerRequestFilter {

	private static final String BEARER = "Bearer ";

	/** The name a refused token is known by in the audit log: never the token's text. */
	static final String UNKNOWN_TOKEN = "(access token)";

	private final AccessTokens tokens;

	private final SignInThrottle throttle;

	private final AuthenticationEventPublisher events;

	private final SecurityContextHolderStrategy contexts = SecurityContextHolder.getContextHolderStrategy();

	BearerTokenFilter(AccessTokens tokens, SignInThrottle throttle, AuthenticationEventPublisher events) {
		this.tokens = tokens;
		this.throttle = throttle;
		this.events = events;
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		String header = request.getHeader("Authorization");
		if (header == null || !header.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
			chain.doFilter(request, response);
			return;
		}
		UsernamePasswordAuthenticationToken presented = UsernamePasswordAuthenticationToken
			.unauthenticated(UNKNOWN_TOKEN, null);
		presented.setDetails(new WebAuthenticationDetails(request));
		try {
			this.throttle.check(request.getRemoteAddr(), UNKNOWN_TOKEN);
		}
		catch (SignInThrottledException throttled) {
			this.contexts.clearContext();
			this.events.publishAuthenticationFailure(throttled, presented);
			ApiErrors.tooManySignIns(request, response, throttled);
			return;
		}
		var account = this.tokens.authenticate(header.substring(BEARER.length()).strip());
		if (account.isEmpty()) {
			this.contexts.clearContext();
			this.events.publishAuthenticationFailure(
					new BadCredentialsException("The access token is unknown or revoked, or its account is disabled"),
					presented);
			ApiErrors.write(request, response, HttpServletResponse.SC_UNAUTHORIZED,
					"The access token is unknown or revoked, or its account is disabled");
			return;
		}
		SecurityContext context = this.contexts.createEmptyContext();
		context.setAuthentication(UsernamePasswordAuthenticationToken.authenticated(account.get().username(), null,
				List.of(new SimpleGrantedAuthority(account.get().role().authority()))));
		this.contexts.setContext(context);
		chain.doFilter(request, response);
	}

}
