package io.manifeststudio.system;

import jakarta.servlet.http.HttpServletRequest;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.exc.MismatchedInputException;

import org.springframework.beans.TypeMismatchException;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.dao.ConcurrencyFailureException;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.util.ClassUtils;
import org.springframework.web.ErrorResponse;
import org.springframework.web.HttpMediaTypeNotAcceptableException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

import io.manifeststudio.editor.QueryStrings;
import io.manifeststudio.export.ExportTooLargeException;
import io.manifeststudio.manifest.ApiError;
import io.manifeststudio.manifest.DuplicateManifestNameException;
import io.manifeststudio.manifest.InvalidManifestRequestException;
import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.ManifestParseException;
import io.manifeststudio.manifest.EditConflictException;
import io.manifeststudio.manifest.NothingToUndoException;
import io.manifeststudio.manifest.RevisionConflictException;
import io.manifeststudio.manifest.RevisionNotFoundException;
import io.manifeststudio.manifest.StaleDraftException;
import io.manifeststudio.manifest.edit.CannotEditTextException;
import io.manifeststudio.manifest.edit.EditRefusedException;
import io.manifeststudio.release.ReleaseConflictException;
import io.manifeststudio.release.ReleaseNotFoundException;
import io.manifeststudio.release.ReleaseReadException;

/**
 * Turns every failure of a request to {@code /api/**} into a status and an {@link ApiError} JSON body: bad input
 * is a 4xx that says what and where, never a 500 or a stack trace. This includes Spring's own errors (wrong method,
 * unsupported media type, missing parameter, unknown path). Requests outside {@code /api/} are left to the handlers
 * of the pages: for them each handler here rethrows, and the next resolver takes over.
 */
@RestControllerAdvice
@Order(Ordered.LOWEST_PRECEDENCE)
class ApiExceptionHandler {

	private static final Log logger = LogFactory.getLog(ApiExceptionHandler.class);

	@ExceptionHandler
	ResponseEntity<ApiError> unreadableManifest(ManifestParseException ex, HttpServletRequest request) throws Exception {
		apiOnly(ex, request);
		HttpStatus status = (ex.kind() == ManifestParseException.Kind.TOO_LARGE) ? HttpStatus.CONTENT_TOO_LARGE
				: HttpStatus.BAD_REQUEST;
		return respond(status, new ApiError(status.value(), ex.getMessage(), ex.kind().name(),
				(ex.line() > 0) ? ex.line() : null, (ex.column() > 0) ? ex.column() : null, null, null));
	}

	/** A valid manifest whose export would be larger than one export may write. */
	@ExceptionHandler
	ResponseEntity<ApiError> exportTooLarge(ExportTooLargeException ex, HttpServletRequest request) throws Exception {
		apiOnly(ex, request);
		return respond(HttpStatus.UNPROCESSABLE_CONTENT, ex.getMessage());
	}

	/**
	 * A release tarball that cannot be read or is refused as hostile: 400 naming the entry (in {@code field}), 413
	 * when a size or entry-count limit was passed.
	 */
	@ExceptionHandler
	ResponseEntity<ApiError> unreadableRelease(ReleaseReadException ex, HttpServletRequest request) throws Exception {
		apiOnly(ex, request);
		HttpStatus status = ex.tooLarge() ? HttpStatus.CONTENT_TOO_LARGE : HttpStatus.BAD_REQUEST;
		return respond(status, new ApiError(status.value(), ex.getMessage(), ex.tooLarge() ? "TOO_LARGE" : "RELEASE",
				null, null, ex.entry().isEmpty() ? null : ex.entry(), null));
	}

	@ExceptionHandler
	ResponseEntity<ApiError> releaseNotFound(ReleaseNotFoundException ex, HttpServletRequest request) throws Exception {
		apiOnly(ex, request);
		return respond(HttpStatus.NOT_FOUND, ex.getMessage());
	}

	@ExceptionHandler
	ResponseEntity<ApiError> releaseConflict(ReleaseConflictException ex, HttpServletRequest request) throws Exception {
		apiOnly(ex, request);
		return respond(HttpStatus.CONFLICT, ex.getMessage());
	}

	@ExceptionHandler
	ResponseEntity<ApiError> manifestNotFound(ManifestNotFoundException ex, HttpServletRequest request) throws Exception {
		apiOnly(ex, request);
		return respond(HttpStatus.NOT_FOUND, ex.getMessage());
	}

	@ExceptionHandler
	ResponseEntity<ApiError> revisionNotFound(RevisionNotFoundException ex, HttpServletRequest request) throws Exception {
		apiOnly(ex, request);
		return respond(HttpStatus.NOT_FOUND, ex.getMessage());
	}

	@ExceptionHandler
	ResponseEntity<ApiError> duplicateName(DuplicateManifestNameException ex, HttpServletRequest request) throws Exception {
		apiOnly(ex, request);
		return respond(HttpStatus.CONFLICT, ApiError.of(HttpStatus.CONFLICT.value(), ex.getMessage()).withField("name"));
	}

	@ExceptionHandler
	ResponseEntity<ApiError> invalidRequest(InvalidManifestRequestException ex, HttpServletRequest request) throws Exception {
		apiOnly(ex, request);
		return respond(HttpStatus.BAD_REQUEST,
				ApiError.of(HttpStatus.BAD_REQUEST.value(), ex.getMessage()).withField(ex.field()));
	}

	@ExceptionHandler
	ResponseEntity<ApiError> staleDraft(StaleDraftException ex, HttpServletRequest request) throws Exception {
		apiOnly(ex, request);
		String current = "\"" + ex.currentVersion() + "\"";
		return ResponseEntity.status(HttpStatus.PRECONDITION_FAILED)
			.contentType(MediaType.APPLICATION_JSON)
			.eTag(current)
			.body(new ApiError(HttpStatus.PRECONDITION_FAILED.value(), ex.getMessage(), null, null, null, null,
					current));
	}

	/** A well-formed edit that cannot apply to this manifest, or cannot be written into its text: 422. */
	@ExceptionHandler({ EditRefusedException.class, CannotEditTextException.class })
	ResponseEntity<ApiError> editRefused(RuntimeException ex, HttpServletRequest request) throws Exception {
		apiOnly(ex, request);
		return respond(HttpStatus.UNPROCESSABLE_CONTENT, ex.getMessage());
	}

	@ExceptionHandler
	ResponseEntity<ApiError> nothingToUndo(NothingToUndoException ex, HttpServletRequest request) throws Exception {
		apiOnly(ex, request);
		return respond(HttpStatus.CONFLICT, ex.getMessage());
	}

	/** An edit, undo or redo that collides with a change made since the version it was made on: 409 naming it. */
	@ExceptionHandler
	ResponseEntity<ApiError> editConflict(EditConflictException ex, HttpServletRequest request) throws Exception {
		apiOnly(ex, request);
		return respond(HttpStatus.CONFLICT, ApiError.of(HttpStatus.CONFLICT.value(), ex.getMessage())
			.withConflict(ex.conflict().version(), ex.conflict().author(), ex.conflict().summary()));
	}

	@ExceptionHandler({ RevisionConflictException.class, ConcurrencyFailureException.class })
	ResponseEntity<ApiError> concurrentWrite(RuntimeException ex, HttpServletRequest request) throws Exception {
		apiOnly(ex, request);
		String message = (ex instanceof RevisionConflictException) ? ex.getMessage()
				: "Someone else changed this at the same moment; try again";
		return respond(HttpStatus.CONFLICT, message);
	}

	/** A body of undeclared length that went past the limit on what any request may send. */
	@ExceptionHandler
	ResponseEntity<ApiError> bodyTooLarge(RequestSizeLimitFilter.BodyTooLargeException ex, HttpServletRequest request)
			throws Exception {
		apiOnly(ex, request);
		return respond(HttpStatus.CONTENT_TOO_LARGE, ex.getMessage());
	}

	@ExceptionHandler
	ResponseEntity<ApiError> unreadableBody(HttpMessageNotReadableException ex, HttpServletRequest request) throws Exception {
		apiOnly(ex, request);
		for (Throwable cause = ex.getCause(); cause != null; cause = cause.getCause()) {
			if (cause instanceof RequestSizeLimitFilter.BodyTooLargeException tooLarge) {
				return bodyTooLarge(tooLarge, request);
			}
			if (cause instanceof MismatchedInputException mismatch && !mismatch.getPath().isEmpty()) {
				String field = field(mismatch);
				if (field != null) {
					return respond(HttpStatus.BAD_REQUEST, ApiError.of(HttpStatus.BAD_REQUEST.value(),
							"The field " + field + " of the request body must be " + expected(mismatch.getTargetType())
									+ ", not " + sent(mismatch.getCurrentToken()))
						.withField(field));
				}
			}
		}
		return respond(HttpStatus.BAD_REQUEST,
				"The request body is missing or is not the JSON this endpoint takes (for a revision: "
						+ "{\"message\": \"what changed\"})");
	}

	@ExceptionHandler
	ResponseEntity<ApiError> typeMismatch(TypeMismatchException ex, HttpServletRequest request) throws Exception {
		apiOnly(ex, request);
		String name = (ex.getPropertyName() != null) ? ex.getPropertyName() : "a parameter";
		Class<?> type = ex.getRequiredType();
		String expected = (type != null && (Number.class.isAssignableFrom(ClassUtils.resolvePrimitiveIfNecessary(type))))
				? "a plain decimal number such as 12" : "a " + ((type != null) ? type.getSimpleName() : "other type");
		return respond(HttpStatus.BAD_REQUEST, ApiError
			.of(HttpStatus.BAD_REQUEST.value(), "\"" + ex.getValue() + "\" is not a valid " + name + ": write " + expected)
			.withField(name));
	}

	/**
	 * A query parameter that is not percent-encoded UTF-8 ({@code ?q=%FF}): the servlet container refuses to decode
	 * it when the parameters are first read.
	 */
	@ExceptionHandler({ IllegalStateException.class, QueryStrings.UndecodableParameterException.class })
	ResponseEntity<?> undecodableParameter(RuntimeException ex, HttpServletRequest request) throws Exception {
		apiOnly(ex, request);
		if (!QueryStrings.isUndecodable(ex)) {
			return springError(ex, request);
		}
		String name = (ex instanceof QueryStrings.UndecodableParameterException undecodable) ? undecodable.parameter()
				: QueryStrings.firstUndecodable(request.getQueryString());
		return respond(HttpStatus.BAD_REQUEST, ApiError.of(HttpStatus.BAD_REQUEST.value(),
				"The query " + ((name != null) ? "parameter \"" + name + "\"" : "string")
						+ " is not UTF-8 text: percent-encode the UTF-8 bytes of each character (%C3%A9 for \u00e9)")
			.withField(name));
	}

	/** Spring's own errors (405, 415, 400 for a missing parameter, 404 for an unknown path, 428, ...). */
	@ExceptionHandler
	ResponseEntity<?> springError(Exception ex, HttpServletRequest request) throws Exception {
		apiOnly(ex, request);
		if (ex instanceof HttpMediaTypeNotAcceptableException) {
			return ResponseEntity.status(HttpStatus.NOT_ACCEPTABLE).build();
		}
		if (ex instanceof ErrorResponse response) {
			HttpStatusCode status = response.getStatusCode();
			String detail = response.getBody().getDetail();
			return ResponseEntity.status(status)
				.headers(response.getHeaders())
				.contentType(MediaType.APPLICATION_JSON)
				.body(ApiError.of(status.value(), (detail != null) ? detail : String.valueOf(status)));
		}
		logger.error("Request to " + request.getRequestURI() + " failed", ex);
		return respond(HttpStatus.INTERNAL_SERVER_ERROR,
				"Manifest Studio failed to handle this request; this is a bug, not a problem with your input");
	}

	private static void apiOnly(Exception ex, HttpServletRequest request) throws Exception {
		String path = request.getRequestURI().substring(request.getContextPath().length());
		if (!path.startsWith("/api/") && !path.equals("/api")) {
			throw ex;
		}
	}

	/** The field's path in the body, such as {@code text} or {@code anchor.group}. */
	private static String field(MismatchedInputException mismatch) {
		StringBuilder path = new StringBuilder();
		for (JacksonException.Reference reference : mismatch.getPath()) {
			if (reference.getPropertyName() != null) {
				path.append(path.isEmpty() ? "" : ".").append(reference.getPropertyName());
			}
			else if (reference.getIndex() >= 0) {
				path.append('[').append(reference.getIndex()).append(']');
			}
		}
		return path.isEmpty() ? null : path.toString();
	}

	private static String expected(Class<?> type) {
		if (type == null) {
			return "of another kind";
		}
		if (CharSequence.class.isAssignableFrom(type)) {
			return "a JSON string";
		}
		if (type == Boolean.class || type == boolean.class) {
			return "true or false";
		}
		if (Number.class.isAssignableFrom(ClassUtils.resolvePrimitiveIfNecessary(type))) {
			return "a number";
		}
		if (java.util.Collection.class.isAssignableFrom(type) || type.isArray()) {
			return "a JSON array";
		}
		return "a JSON object";
	}

	private static String sent(JsonToken token) {
		if (token == null) {
			return "what was sent";
		}
		return switch (token) {
			case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number";
			case VALUE_TRUE, VALUE_FALSE -> "a boolean";
			case VALUE_STRING -> "a string";
			case START_ARRAY -> "an array";
			case START_OBJECT -> "an object";
			default -> "what was sent";
		};
	}

	private static ResponseEntity<ApiError> respond(HttpStatus status, String error) {
		return respond(status, ApiError.of(status.value(), error));
	}

	private static ResponseEntity<ApiError> respond(HttpStatus status, ApiError body) {
		return ResponseEntity.status(status).contentType(MediaType.APPLICATION_JSON).body(body);
	}

}
