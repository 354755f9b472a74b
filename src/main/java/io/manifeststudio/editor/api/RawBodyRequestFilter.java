package io.manifeststudio.editor.api;

import java.io.IOException;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The manifest API takes YAML bodies of any content type, and
 * {@code curl --data-binary @file} sends them as
 * {@code application/x-www-form-urlencoded}. The servlet container would then parse the
 * YAML as form fields as soon as anyone asks for a request parameter (and Spring's
 * {@code FormContentFilter} reads form-typed PUT bodies at once), and the body would be
 * gone. No {@code /api/} endpoint takes form fields, so for form-typed requests to
 * {@code /api/} this filter, which runs before {@code FormContentFilter}, answers
 * parameters from the query string alone and presents the body as
 * {@code application/octet-stream}: it stays unread for the controller.
 */
@Component
@Order(RawBodyRequestFilter.ORDER)
class RawBodyRequestFilter extends OncePerRequestFilter {

	/** Before Spring's HiddenHttpMethodFilter (-10000) and FormContentFilter (-9900). */
	static final int ORDER = -10100;

	@Override
	protected boolean shouldNotFilter(HttpServletRequest request) {
		String type = request.getContentType();
		return !request.getRequestURI().startsWith(request.getContextPath() + "/api/") || type == null
				|| !type.toLowerCase().startsWith(MediaType.APPLICATION_FORM_URLENCODED_VALUE);
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		chain.doFilter(new QueryParametersOnly(request), response);
	}

	/** A request whose parameters come from the query string only. */
	static final class QueryParametersOnly extends HttpServletRequestWrapper {

		private static final String CONTENT_TYPE = MediaType.APPLICATION_OCTET_STREAM_VALUE;

		private Map<String, String[]> parameters;

		QueryParametersOnly(HttpServletRequest request) {
			super(request);
		}

		@Override
		public String getContentType() {
			return CONTENT_TYPE;
		}

		@Override
		public String getHeader(String name) {
			return HttpHeaders.CONTENT_TYPE.equalsIgnoreCase(name) ? CONTENT_TYPE : super.getHeader(name);
		}

		@Override
		public Enumeration<String> getHeaders(String name) {
			return HttpHeaders.CONTENT_TYPE.equalsIgnoreCase(name) ? Collections.enumeration(List.of(CONTENT_TYPE))
					: super.getHeaders(name);
		}

		@Override
		public String getParameter(String name) {
			String[] values = parameters().get(name);
			return (values != null) ? values[0] : null;
		}

		@Override
		public Map<String, String[]> getParameterMap() {
			return parameters();
		}

		@Override
		public Enumeration<String> getParameterNames() {
			return Collections.enumeration(parameters().keySet());
		}

		@Override
		public String[] getParameterValues(String name) {
			String[] values = parameters().get(name);
			return (values != null) ? values.clone() : null;
		}

		/**
		 * Parsed on first use, inside the handling of the request, so that a parameter
		 * that is not UTF-8 gets the API's 400 like any other bad parameter.
		 */
		private Map<String, String[]> parameters() {
			if (this.parameters == null) {
				this.parameters = Collections.unmodifiableMap(QueryStrings.parse(getQueryString()));
			}
			return this.parameters;
		}

	}

}
