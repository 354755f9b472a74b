package io.manifeststudio.editor;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.ArrayList;
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
 * The manifest API takes YAML bodies of any content type, and {@code curl --data-binary @file} sends them as
 * {@code application/x-www-form-urlencoded}. The servlet container would then parse the YAML as form fields as soon as
 * anyone asks for a request parameter (and Spring's {@code FormContentFilter} reads form-typed PUT bodies at once),
 * and the body would be gone. No {@code /api/} endpoint takes form fields, so for form-typed requests to {@code /api/}
 * this filter, which runs before {@code FormContentFilter}, answers parameters from the query string alone and
 * presents the body as {@code application/octet-stream}: it stays unread for the controller.
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

		private final Map<String, String[]> parameters;

		QueryParametersOnly(HttpServletRequest request) {
			super(request);
			this.parameters = Collections.unmodifiableMap(parse(request.getQueryString()));
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
			String[] values = this.parameters.get(name);
			return (values != null) ? values[0] : null;
		}

		@Override
		public Map<String, String[]> getParameterMap() {
			return this.parameters;
		}

		@Override
		public Enumeration<String> getParameterNames() {
			return Collections.enumeration(this.parameters.keySet());
		}

		@Override
		public String[] getParameterValues(String name) {
			String[] values = this.parameters.get(name);
			return (values != null) ? values.clone() : null;
		}

		static Map<String, String[]> parse(String query) {
			Map<String, List<String>> values = new LinkedHashMap<>();
			if (query != null && !query.isEmpty()) {
				for (String pair : query.split("&")) {
					if (pair.isEmpty()) {
						continue;
					}
					int equals = pair.indexOf('=');
					String name = decode((equals >= 0) ? pair.substring(0, equals) : pair);
					String value = (equals >= 0) ? decode(pair.substring(equals + 1)) : "";
					values.computeIfAbsent(name, (key) -> new ArrayList<>()).add(value);
				}
			}
			Map<String, String[]> parameters = new LinkedHashMap<>();
			values.forEach((name, list) -> parameters.put(name, list.toArray(String[]::new)));
			return parameters;
		}

		private static String decode(String text) {
			try {
				return URLDecoder.decode(text, StandardCharsets.UTF_8);
			}
			catch (IllegalArgumentException ex) {
				return text;
			}
		}

	}

}
