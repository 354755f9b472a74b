package io.manifeststudio.system;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;

import io.manifeststudio.manifest.ApiError;
import io.manifeststudio.manifest.ServerBusyException;

/**
 * Expensive work that found every slot taken for the whole wait ({@link io.manifeststudio.manifest.WorkSlots}:
 * validations, exports, previews) answers 503 with {@code Retry-After}, for every controller: the {@link ApiError}
 * JSON under {@code /api/}, elsewhere the error page with the reason.
 */
@ControllerAdvice
@Order(Ordered.HIGHEST_PRECEDENCE + 1)
class ServerBusyAdvice {

	@ExceptionHandler
	ResponseEntity<ApiError> busy(ServerBusyException ex, HttpServletRequest request, HttpServletResponse response)
			throws Exception {
		String path = request.getRequestURI().substring(request.getContextPath().length());
		if (path.startsWith("/api/") || path.equals("/api")) {
			return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE)
				.header(HttpHeaders.RETRY_AFTER, String.valueOf(ServerBusyException.RETRY_AFTER_SECONDS))
				.contentType(MediaType.APPLICATION_JSON)
				.body(ApiError.of(HttpStatus.SERVICE_UNAVAILABLE.value(), ex.getMessage()));
		}
		response.setHeader(HttpHeaders.RETRY_AFTER, String.valueOf(ServerBusyException.RETRY_AFTER_SECONDS));
		request.setAttribute(StudioErrorController.EXPLANATION, ex.getMessage());
		response.sendError(HttpStatus.SERVICE_UNAVAILABLE.value());
		return null;
	}

}
