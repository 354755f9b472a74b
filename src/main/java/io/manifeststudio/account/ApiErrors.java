package io.manifeststudio.account;

import java.io.IOException;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import tools.jackson.databind.json.JsonMapper;

import org.springframework.http.MediaType;

import io.manifeststudio.manifest.ApiError;

/** Writes the API's 401, 403 and 429 as {@link ApiError} JSON, before any controller runs. */
final class ApiErrors {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private ApiErrors() {
	}

	static boolean isApi(HttpServletRequest request) {
		String path = request.getRequestURI().substring(request.getContextPath().length());
		return path.equals("/api") || path.startsWith("/api/");
	}

	/** A sign-in refused for too many failed ones: 429 with {@code Retry-After}. */
	static void tooManySignIns(HttpServletResponse response, SignInThrottledException throttled) throws IOException {
		response.setHeader("Retry-After", throttled.retryAfterHeader());
		write(response, 429, throttled.getMessage());
	}

	static void write(HttpServletResponse response, int status, String message) throws IOException {
		response.setStatus(status);
		response.setContentType(MediaType.APPLICATION_JSON_VALUE);
		response.setCharacterEncoding("UTF-8");
		JSON.writeValue(response.getOutputStream(), ApiError.of(status, message));
	}

}
