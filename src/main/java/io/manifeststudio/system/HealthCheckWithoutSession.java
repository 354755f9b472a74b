package io.manifeststudio.system;

import java.io.IOException;
import java.util.Arrays;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The health check never reads a session: the sessions live in the database (Spring
 * Session JDBC), and Spring MVC looks the session up on every request that names one (for
 * flash attributes), so a health check sent with a browser's session cookie failed with
 * the database instead of saying DOWN. The session cookie is hidden from the health check
 * before the session filter reads it.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 1)
class HealthCheckWithoutSession extends OncePerRequestFilter {

	private final String sessionCookie;

	HealthCheckWithoutSession(@Value("${server.servlet.session.cookie.name:SESSION}") String sessionCookie) {
		this.sessionCookie = sessionCookie;
	}

	@Override
	protected boolean shouldNotFilter(HttpServletRequest request) {
		String path = request.getRequestURI().substring(request.getContextPath().length());
		return !(path.equals("/actuator/health") || path.startsWith("/actuator/health/"));
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		chain.doFilter(new HttpServletRequestWrapper(request) {

			@Override
			public Cookie[] getCookies() {
				Cookie[] cookies = super.getCookies();
				return (cookies != null) ? Arrays.stream(cookies)
					.filter((cookie) -> !cookie.getName().equals(HealthCheckWithoutSession.this.sessionCookie))
					.toArray(Cookie[]::new) : null;
			}

		}, response);
	}

}
