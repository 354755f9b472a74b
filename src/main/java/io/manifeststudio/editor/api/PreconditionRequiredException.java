package io.manifeststudio.editor.api;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * A write that must name the version it replaces came without {@code If-Match}: 428
 * Precondition Required.
 */
class PreconditionRequiredException extends ErrorResponseException {

	PreconditionRequiredException(String detail) {
		super(HttpStatus.PRECONDITION_REQUIRED,
				ProblemDetail.forStatusAndDetail(HttpStatus.PRECONDITION_REQUIRED, detail), null);
	}

}
