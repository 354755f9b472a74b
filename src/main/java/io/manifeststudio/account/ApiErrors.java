package io.manifeststudio.account;

import java.io.IOException;
import java.net.URI;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import tools.jackson.databind.json.JsonMapper;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.converter.json.ProblemDetailJacksonMixin;

/**
 * The API's errors as RFC 9457 problem details ({@code application/problem+json}):
 * {@code type}, {@code title} (the status' reason phrase), {@code status}, {@code detail}
 * (what is wrong, in plain words), {@code instance} (the request's path), and extensions
 * where they say where ({@code field}, {@code kind}, ...). Controllers throw and the
 * API's advice answers with {@link #problem}; the filters that refuse a request before
 * any controller runs (401, 403, 429, 503) write the same body with {@link #write}.
 */
public final class ApiErrors {

	/**
	 * Spring's own mix-in, as the MVC JSON converter uses it: the extensions are members
	 * of the object.
	 */
	private static final JsonMapper JSON = JsonMapper.builder()
		.addMixIn(ProblemDetail.class, ProblemDetailJacksonMixin.class)
		.build();

	private ApiErrors() {
	}

	/** Whether the request is one of the API's ({@code /api} and below). */
	public static boolean isApi(HttpServletRequest request) {
		String path = request.getRequestURI().substring(request.getContextPath().length());
		return path.equals("/api") || path.startsWith("/api/");
	}

	/**
	 * Every problem's type: the status says what kind of problem it is (RFC 9457, section
	 * 4.2.1).
	 */
	private static final URI ABOUT_BLANK = URI.create("about:blank");

	/**
	 * A problem with the status' reason phrase as its title and {@code detail} as what is
	 * wrong.
	 */
	public static ProblemDetail problem(HttpStatusCode status, String detail) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, detail);
		problem.setType(ABOUT_BLANK);
		HttpStatus known = HttpStatus.resolve(status.value());
		problem.setTitle((known != null) ? known.getReasonPhrase() : String.valueOf(status.value()));
		return problem;
	}

	/**
	 * Writes {@code problem} as the whole answer, with the request's path as its
	 * {@code instance}.
	 */
	public static void write(HttpServletRequest request, HttpServletResponse response, ProblemDetail problem)
			throws IOException {
		if (problem.getInstance() == null) {
			problem.setInstance(URI.create(request.getRequestURI()));
		}
		response.setStatus(problem.getStatus());
		response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
		response.setCharacterEncoding("UTF-8");
		JSON.writeValue(response.getOutputStream(), problem);
	}

	public static void write(HttpServletRequest request, HttpServletResponse response, int status, String detail)
			throws IOException {
		write(request, response, problem(HttpStatusCode.valueOf(status), detail));
	}

	/** A sign-in refused for too many failed ones: 429 with {@code Retry-After}. */
	static void tooManySignIns(HttpServletRequest request, HttpServletResponse response,
			SignInThrottledException throttled) throws IOException {
		response.setHeader(HttpHeaders.RETRY_AFTER, throttled.retryAfterHeader());
		write(request, response, HttpStatus.TOO_MANY_REQUESTS.value(), throttled.getMessage());
	}

}
