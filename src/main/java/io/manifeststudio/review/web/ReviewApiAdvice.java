package io.manifeststudio.review.web;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

import io.manifeststudio.manifest.ApiError;
import io.manifeststudio.review.CommentNotFoundException;
import io.manifeststudio.review.OwnRevisionException;
import io.manifeststudio.review.ResolveRefusedException;
import io.manifeststudio.review.TextTooLongException;

/**
 * The review API's own refusals as {@link ApiError} JSON: an unknown comment is a 404, reviewing a revision one made a
 * 403, resolving someone else's blocking comment without the right a 403, a text over its limit a 422 that says the limit. The rest (unknown manifest or revision, blank text, a bad
 * verdict) is the application's API exception handler's.
 */
@RestControllerAdvice(assignableTypes = { CommentApiController.class, ApprovalApiController.class })
@Order(Ordered.HIGHEST_PRECEDENCE)
class ReviewApiAdvice {

	@ExceptionHandler
	ResponseEntity<ApiError> commentNotFound(CommentNotFoundException ex) {
		return respond(HttpStatus.NOT_FOUND, ApiError.of(HttpStatus.NOT_FOUND.value(), ex.getMessage()));
	}

	@ExceptionHandler
	ResponseEntity<ApiError> ownRevision(OwnRevisionException ex) {
		return respond(HttpStatus.FORBIDDEN, ApiError.of(HttpStatus.FORBIDDEN.value(), ex.getMessage()));
	}

	@ExceptionHandler
	ResponseEntity<ApiError> resolveRefused(ResolveRefusedException ex) {
		return respond(HttpStatus.FORBIDDEN, ApiError.of(HttpStatus.FORBIDDEN.value(), ex.getMessage()));
	}

	@ExceptionHandler
	ResponseEntity<ApiError> tooLong(TextTooLongException ex) {
		return respond(HttpStatus.UNPROCESSABLE_CONTENT,
				ApiError.of(HttpStatus.UNPROCESSABLE_CONTENT.value(), ex.getMessage()).withField(ex.field()));
	}

	private static ResponseEntity<ApiError> respond(HttpStatus status, ApiError body) {
		return ResponseEntity.status(status).contentType(MediaType.APPLICATION_JSON).body(body);
	}

}
