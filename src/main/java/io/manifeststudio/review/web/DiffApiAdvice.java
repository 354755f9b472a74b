package io.manifeststudio.review.web;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

import io.manifeststudio.manifest.ApiError;
import io.manifeststudio.review.DiffsBusyException;

/**
 * Every diff computation is taken and none became free in time: the diff API answers 503 with {@code Retry-After}
 * and the {@link ApiError} JSON (its other errors are the API's usual ones).
 */
@RestControllerAdvice(assignableTypes = DiffApiController.class)
@Order(Ordered.HIGHEST_PRECEDENCE)
class DiffApiAdvice {

	@ExceptionHandler
	ResponseEntity<ApiError> busy(DiffsBusyException ex) {
		return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE)
			.header(HttpHeaders.RETRY_AFTER, String.valueOf(DiffsBusyException.RETRY_AFTER_SECONDS))
			.contentType(MediaType.APPLICATION_JSON)
			.body(ApiError.of(HttpStatus.SERVICE_UNAVAILABLE.value(), ex.getMessage()));
	}

}
