package io.manifeststudio.system;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

import io.manifeststudio.manifest.ApiError;

/**
 * The database outage answer (503 with {@code Retry-After}, like {@link DatabaseUnavailableAdvice}) for failures that
 * happen before any controller runs, outside the advice's reach: reading the session from the database (Spring
 * Session JDBC), and checking an HTTP Basic password or a personal access token against the accounts tables. Without
 * this, a Basic or Bearer request answered 401 ("wrong password") while PostgreSQL was down, and a signed-in browser
 * got a 500.
 * <p>
 * It wraps every other filter (the session and the security filters included); any other failure passes through
 * unchanged. The API gets the {@link ApiError} JSON written here; a page gets the error page through the error
 * dispatch, with the same explanation.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
class DatabaseOutageFilter extends OncePerRequestFilter {

	private static final Log logger = LogFactory.getLog(DatabaseOutageFilter.class);

	private static final JsonMapper JSON = JsonMapper.builder().build();

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		try {
			chain.doFilter(request, response);
		}
		catch (ServletException | IOException | RuntimeException ex) {
			if (!DatabaseUnavailableAdvice.isOutage(ex) || response.isCommitted()) {
				throw ex;
			}
			logger.warn("Database unavailable before any controller for " + request.getMethod() + " "
					+ request.getRequestURI() + ": " + ex);
			answerUnavailable(request, response);
		}
	}

	private static void answerUnavailable(HttpServletRequest request, HttpServletResponse response)
			throws IOException {
		response.resetBuffer();
		response.setHeader(HttpHeaders.RETRY_AFTER, String.valueOf(DatabaseUnavailableAdvice.RETRY_AFTER_SECONDS));
		String path = request.getRequestURI().substring(request.getContextPath().length());
		if (path.equals("/api") || path.startsWith("/api/")) {
			response.setStatus(HttpStatus.SERVICE_UNAVAILABLE.value());
			response.setContentType(MediaType.APPLICATION_JSON_VALUE);
			response.setCharacterEncoding("UTF-8");
			JSON.writeValue(response.getOutputStream(),
					ApiError.of(HttpStatus.SERVICE_UNAVAILABLE.value(), DatabaseUnavailableAdvice.MESSAGE));
			return;
		}
		request.setAttribute(StudioErrorController.EXPLANATION, DatabaseUnavailableAdvice.MESSAGE);
		response.sendError(HttpStatus.SERVICE_UNAVAILABLE.value());
	}

}
