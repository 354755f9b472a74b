package io.manifeststudio.system;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.thymeleaf.ITemplateEngine;
import org.thymeleaf.context.WebContext;
import org.thymeleaf.web.servlet.JakartaServletWebApplication;

import org.springframework.beans.factory.ObjectProvider;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.security.web.csrf.CsrfToken;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

import io.manifeststudio.account.ApiErrors;

/**
 * The database outage answer ({@link DatabaseOutage}: 503 with {@code Retry-After}, as
 * the advices answer it) for failures that happen before any controller runs, outside the
 * advice's reach: reading the session from the database (Spring Session JDBC), and
 * checking an HTTP Basic password or a personal access token against the accounts tables.
 * Without this, a Basic or Bearer request answered 401 ("wrong password") while
 * PostgreSQL was down, and a signed-in browser got a 500.
 * <p>
 * It wraps every other filter (the session and the security filters included); any other
 * failure passes through unchanged. The API gets the problem JSON written here
 * ({@link ApiErrors}), a page the error page rendered here, with the same explanation.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
class DatabaseOutageFilter extends OncePerRequestFilter {

	private static final Log logger = LogFactory.getLog(DatabaseOutageFilter.class);

	private final ObjectProvider<ITemplateEngine> templates;

	DatabaseOutageFilter(ObjectProvider<ITemplateEngine> templates) {
		this.templates = templates;
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		try {
			chain.doFilter(request, response);
		}
		catch (ServletException | IOException | RuntimeException ex) {
			if (!DatabaseOutage.isOutage(ex) || response.isCommitted()) {
				throw ex;
			}
			logger.warn("Database unavailable before any controller for " + request.getMethod() + " "
					+ request.getRequestURI() + ": " + ex);
			answerUnavailable(request, response);
		}
	}

	private void answerUnavailable(HttpServletRequest request, HttpServletResponse response) throws IOException {
		response.resetBuffer();
		response.setHeader(HttpHeaders.RETRY_AFTER, String.valueOf(DatabaseOutage.RETRY_AFTER_SECONDS));
		if (ApiErrors.isApi(request)) {
			ApiErrors.write(request, response, HttpStatus.SERVICE_UNAVAILABLE.value(), DatabaseOutage.MESSAGE);
			return;
		}
		response.setStatus(HttpStatus.SERVICE_UNAVAILABLE.value());
		response.setContentType(MediaType.TEXT_HTML_VALUE);
		response.setCharacterEncoding("UTF-8");
		WebContext page = new WebContext(JakartaServletWebApplication.buildApplication(request.getServletContext())
			.buildExchange(new WithoutSession(request), response), request.getLocale());
		page.setVariable("status", HttpStatus.SERVICE_UNAVAILABLE.value());
		page.setVariable("error", HttpStatus.SERVICE_UNAVAILABLE.getReasonPhrase());
		page.setVariable("explanation", DatabaseOutage.MESSAGE);
		this.templates.getObject().process(StudioErrorController.ERROR_VIEW, page, response.getWriter());
	}

	/**
	 * The request as the error page sees it: without the session's CSRF token, whose
	 * loading would wait for the database once more (the page shows no form, so it needs
	 * none). The page is rendered here rather than through the error dispatch, which
	 * would pass the session and security filters again and wait for the database each
	 * time.
	 */
	private static final class WithoutSession extends HttpServletRequestWrapper {

		WithoutSession(HttpServletRequest request) {
			super(request);
		}

		@Override
		public Object getAttribute(String name) {
			return (name.equals("_csrf") || name.equals(CsrfToken.class.getName())) ? null : super.getAttribute(name);
		}

		@Override
		public HttpSession getSession(boolean create) {
			return null;
		}

		@Override
		public HttpSession getSession() {
			return null;
		}

	}

}
