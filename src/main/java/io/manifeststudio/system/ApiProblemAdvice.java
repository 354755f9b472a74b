package io.manifeststudio.system;

import java.io.IOException;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.exc.MismatchedInputException;

import org.springframework.beans.TypeMismatchException;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.AnnotatedElementUtils;
import org.springframework.core.annotation.Order;
import org.springframework.dao.ConcurrencyFailureException;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.util.ClassUtils;
import org.springframework.web.ErrorResponse;
import org.springframework.web.HttpMediaTypeNotAcceptableException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.context.request.async.AsyncRequestNotUsableException;
import org.springframework.web.bind.annotation.ResponseBody;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerMapping;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;

import io.manifeststudio.account.AccountRequestException;
import io.manifeststudio.account.ApiErrors;
import io.manifeststudio.editor.api.QueryStrings;
import io.manifeststudio.export.ExportBlockedException;
import io.manifeststudio.export.ExportTooLargeException;
import io.manifeststudio.export.UnknownPodException;
import io.manifeststudio.export.web.ChartNotFoundException;
import io.manifeststudio.export.web.NotApprovedException;
import io.manifeststudio.manifest.DuplicateManifestNameException;
import io.manifeststudio.manifest.EditConflictException;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.yaml.ManifestParseException;
import io.manifeststudio.manifest.NothingToUndoException;
import io.manifeststudio.manifest.RevisionConflictException;
import io.manifeststudio.manifest.RevisionNotFoundException;
import io.manifeststudio.manifest.StaleDraftException;
import io.manifeststudio.manifest.edit.CannotEditTextException;
import io.manifeststudio.manifest.edit.EditRefusedException;
import io.manifeststudio.release.ReleaseConflictException;
import io.manifeststudio.release.ReleaseNotFoundException;
import io.manifeststudio.release.ReleaseReadException;
import io.manifeststudio.manifest.ServerBusyException;
import io.manifeststudio.review.CommentNotFoundException;
import io.manifeststudio.review.DiffsBusyException;
import io.manifeststudio.review.OwnRevisionException;
import io.manifeststudio.review.ResolveRefusedException;
import io.manifeststudio.review.TextTooLongException;
import io.manifeststudio.validation.web.FindingsJson;

/**
 * The one advice of the API: every failure of a request that answers JSON becomes an RFC
 * 9457 problem ({@code application/problem+json}, {@link ApiErrors#problem}) whose
 * {@code detail} says what is wrong and whose extensions say where ({@code field},
 * {@code kind}, {@code line}, {@code column}, {@code currentETag}, {@code conflict},
 * {@code findings}): a 4xx, never a 500 or a stack trace for bad input. This includes
 * Spring's own errors (wrong method, unsupported media type, missing parameter, unknown
 * path), which are {@link ErrorResponse}s.
 * <p>
 * A request answers JSON when it is one of {@code /api/**}, when its handler writes its
 * answer as the body (a {@code @RestController}: the event stream, the chart repository)
 * or when it is an htmx request (its fragment's caller reads no page). The pages have
 * their advice, {@link PageErrorAdvice}, which is asked first; what it leaves and is a
 * page's is rethrown here, so that the next resolver and the error page
 * ({@link StudioErrorController}) take over. Boot's
 * {@code spring.mvc.problemdetails.enabled} stays off: its handler would answer the
 * pages' own Spring errors (a wrong method, a missing parameter) with problem JSON too,
 * ahead of this advice.
 */
@RestControllerAdvice
@Order(Ordered.LOWEST_PRECEDENCE)
class ApiProblemAdvice {

	private static final Log logger = LogFactory.getLog(ApiProblemAdvice.class);

	@ExceptionHandler
	ResponseEntity<ProblemDetail> unreadableManifest(ManifestParseException ex, HttpServletRequest request)
			throws Exception {
		jsonOnly(ex, request);
		HttpStatus status = (ex.kind() == ManifestParseException.Kind.TOO_LARGE) ? HttpStatus.CONTENT_TOO_LARGE
				: HttpStatus.BAD_REQUEST;
		ProblemDetail problem = ApiErrors.problem(status, ex.getMessage());
		problem.setProperty("kind", ex.kind().name());
		if (ex.line() > 0) {
			problem.setProperty("line", ex.line());
		}
		if (ex.column() > 0) {
			problem.setProperty("column", ex.column());
		}
		return respond(problem);
	}

	/** A valid manifest whose export would be larger than one export may write. */
	@ExceptionHandler
	ResponseEntity<ProblemDetail> exportTooLarge(ExportTooLargeException ex, HttpServletRequest request)
			throws Exception {
		jsonOnly(ex, request);
		return respond(HttpStatus.UNPROCESSABLE_CONTENT, ex.getMessage());
	}

	/**
	 * A manifest with errors is not exported: 409 with the validation's counts and
	 * findings.
	 */
	@ExceptionHandler
	ResponseEntity<ProblemDetail> exportBlocked(ExportBlockedException ex, HttpServletRequest request)
			throws Exception {
		jsonOnly(ex, request);
		FindingsJson findings = FindingsJson.of(ex.result());
		ProblemDetail problem = ApiErrors.problem(HttpStatus.CONFLICT, ex.getMessage());
		problem.setProperty("errors", findings.errors());
		problem.setProperty("warnings", findings.warnings());
		problem.setProperty("findings", findings.findings());
		return respond(problem);
	}

	/**
	 * An approved export of a revision that is not approved: 409 with the reasons in
	 * words.
	 */
	@ExceptionHandler
	ResponseEntity<ProblemDetail> notApproved(NotApprovedException ex, HttpServletRequest request) throws Exception {
		jsonOnly(ex, request);
		ProblemDetail problem = ApiErrors.problem(HttpStatus.CONFLICT, ex.getMessage());
		problem.setProperty("manifestId", ex.manifestId());
		problem.setProperty("revision", ex.revision());
		problem.setProperty("approved", false);
		problem.setProperty("reasons", ex.reasons());
		return respond(problem);
	}

	@ExceptionHandler
	ResponseEntity<ProblemDetail> unknownPod(UnknownPodException ex, HttpServletRequest request) throws Exception {
		jsonOnly(ex, request);
		return respond(withField(ApiErrors.problem(HttpStatus.BAD_REQUEST, ex.getMessage()), "pod"));
	}

	/**
	 * A release tarball that cannot be read or is refused as hostile: 400 naming the
	 * entry (in {@code field}), 413 when a size or entry-count limit was passed.
	 */
	@ExceptionHandler
	ResponseEntity<ProblemDetail> unreadableRelease(ReleaseReadException ex, HttpServletRequest request)
			throws Exception {
		jsonOnly(ex, request);
		HttpStatus status = ex.tooLarge() ? HttpStatus.CONTENT_TOO_LARGE : HttpStatus.BAD_REQUEST;
		ProblemDetail problem = ApiErrors.problem(status, ex.getMessage());
		problem.setProperty("kind", ex.tooLarge() ? "TOO_LARGE" : "RELEASE");
		return respond(withField(problem, ex.entry().isEmpty() ? null : ex.entry()));
	}

	@ExceptionHandler({ ManifestNotFoundException.class, RevisionNotFoundException.class,
			ReleaseNotFoundException.class, CommentNotFoundException.class, ChartNotFoundException.class })
	ResponseEntity<ProblemDetail> notFound(RuntimeException ex, HttpServletRequest request) throws Exception {
		jsonOnly(ex, request);
		return respond(HttpStatus.NOT_FOUND, ex.getMessage());
	}

	/**
	 * Reviewing a revision one made, or resolving someone else's blocking comment without
	 * the right.
	 */
	@ExceptionHandler({ OwnRevisionException.class, ResolveRefusedException.class })
	ResponseEntity<ProblemDetail> refused(RuntimeException ex, HttpServletRequest request) throws Exception {
		jsonOnly(ex, request);
		return respond(HttpStatus.FORBIDDEN, ex.getMessage());
	}

	/**
	 * A refused request about accounts or tokens: its status, what is wrong and which
	 * field.
	 */
	@ExceptionHandler
	ResponseEntity<ProblemDetail> accountRefused(AccountRequestException ex, HttpServletRequest request)
			throws Exception {
		jsonOnly(ex, request);
		return respond(withField(ApiErrors.problem(ex.status(), ex.getMessage()), ex.field()));
	}

	@ExceptionHandler
	ResponseEntity<ProblemDetail> duplicateName(DuplicateManifestNameException ex, HttpServletRequest request)
			throws Exception {
		jsonOnly(ex, request);
		return respond(withField(ApiErrors.problem(HttpStatus.CONFLICT, ex.getMessage()), "name"));
	}

	@ExceptionHandler
	ResponseEntity<ProblemDetail> invalidRequest(InvalidManifestRequestException ex, HttpServletRequest request)
			throws Exception {
		jsonOnly(ex, request);
		return respond(withField(ApiErrors.problem(HttpStatus.BAD_REQUEST, ex.getMessage()), ex.field()));
	}

	/** A text over its limit: 422 that says the limit and names the field. */
	@ExceptionHandler
	ResponseEntity<ProblemDetail> tooLong(TextTooLongException ex, HttpServletRequest request) throws Exception {
		jsonOnly(ex, request);
		return respond(withField(ApiErrors.problem(HttpStatus.UNPROCESSABLE_CONTENT, ex.getMessage()), ex.field()));
	}

	@ExceptionHandler
	ResponseEntity<ProblemDetail> staleDraft(StaleDraftException ex, HttpServletRequest request) throws Exception {
		jsonOnly(ex, request);
		String current = "\"" + ex.currentVersion() + "\"";
		ProblemDetail problem = ApiErrors.problem(HttpStatus.PRECONDITION_FAILED, ex.getMessage());
		problem.setProperty("currentETag", current);
		return ResponseEntity.status(HttpStatus.PRECONDITION_FAILED)
			.contentType(MediaType.APPLICATION_PROBLEM_JSON)
			.eTag(current)
			.body(problem);
	}

	/**
	 * A well-formed edit that cannot apply to this manifest, or cannot be written into
	 * its text: 422.
	 */
	@ExceptionHandler({ EditRefusedException.class, CannotEditTextException.class })
	ResponseEntity<ProblemDetail> editRefused(RuntimeException ex, HttpServletRequest request) throws Exception {
		jsonOnly(ex, request);
		return respond(HttpStatus.UNPROCESSABLE_CONTENT, ex.getMessage());
	}

	@ExceptionHandler
	ResponseEntity<ProblemDetail> nothingToUndo(NothingToUndoException ex, HttpServletRequest request)
			throws Exception {
		jsonOnly(ex, request);
		return respond(HttpStatus.CONFLICT, ex.getMessage());
	}

	/**
	 * An edit, undo or redo that collides with a change made since the version it was
	 * made on: 409 naming it.
	 */
	@ExceptionHandler
	ResponseEntity<ProblemDetail> editConflict(EditConflictException ex, HttpServletRequest request) throws Exception {
		jsonOnly(ex, request);
		ProblemDetail problem = ApiErrors.problem(HttpStatus.CONFLICT, ex.getMessage());
		problem.setProperty("conflict",
				new Conflict(ex.conflict().version(), ex.conflict().author(), ex.conflict().summary()));
		return respond(problem);
	}

	@ExceptionHandler({ RevisionConflictException.class, ConcurrencyFailureException.class,
			ReleaseConflictException.class })
	ResponseEntity<ProblemDetail> concurrentWrite(RuntimeException ex, HttpServletRequest request) throws Exception {
		jsonOnly(ex, request);
		String message = (ex instanceof ConcurrencyFailureException)
				? "Someone else changed this at the same moment; try again" : ex.getMessage();
		return respond(HttpStatus.CONFLICT, message);
	}

	/**
	 * Every diff computation is taken and none became free in time: 503 with
	 * {@code Retry-After}.
	 */
	@ExceptionHandler
	ResponseEntity<ProblemDetail> diffsBusy(DiffsBusyException ex, HttpServletRequest request) throws Exception {
		jsonOnly(ex, request);
		return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE)
			.header(HttpHeaders.RETRY_AFTER, String.valueOf(DiffsBusyException.RETRY_AFTER_SECONDS))
			.contentType(MediaType.APPLICATION_PROBLEM_JSON)
			.body(ApiErrors.problem(HttpStatus.SERVICE_UNAVAILABLE, ex.getMessage()));
	}

	/**
	 * Expensive work that found every slot taken for the whole wait
	 * ({@link io.manifeststudio.manifest.WorkSlots}: validations, exports, previews): 503
	 * with {@code Retry-After}, for every controller; a page gets the error page with the
	 * reason.
	 */
	@ExceptionHandler
	ResponseEntity<ProblemDetail> serverBusy(ServerBusyException ex, HttpServletRequest request,
			HttpServletResponse response) throws IOException {
		return unavailable(ServerBusyException.RETRY_AFTER_SECONDS, ex.getMessage(), request, response);
	}

	/**
	 * A request that cannot reach the database ({@link DatabaseOutage}): 503 with
	 * {@code Retry-After}, for every controller. A page gets the error page with the same
	 * explanation, through the error path.
	 */
	private static ResponseEntity<ProblemDetail> databaseUnavailable(Exception ex, HttpServletRequest request,
			HttpServletResponse response) throws IOException {
		logger.warn("Database unavailable for " + request.getMethod() + " " + request.getRequestURI() + ": "
				+ DatabaseOutage.describe(ex));
		return unavailable(DatabaseOutage.RETRY_AFTER_SECONDS, DatabaseOutage.MESSAGE, request, response);
	}

	/**
	 * 503 with {@code Retry-After}: problem JSON, or for a page the error page with the
	 * explanation.
	 */
	private static ResponseEntity<ProblemDetail> unavailable(int retryAfterSeconds, String explanation,
			HttpServletRequest request, HttpServletResponse response) throws IOException {
		String retryAfter = String.valueOf(retryAfterSeconds);
		if (!answersJson(request)) {
			response.setHeader(HttpHeaders.RETRY_AFTER, retryAfter);
			request.setAttribute(StudioErrorController.EXPLANATION, explanation);
			response.sendError(HttpStatus.SERVICE_UNAVAILABLE.value());
			return null;
		}
		return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE)
			.header(HttpHeaders.RETRY_AFTER, retryAfter)
			.contentType(MediaType.APPLICATION_PROBLEM_JSON)
			.body(ApiErrors.problem(HttpStatus.SERVICE_UNAVAILABLE, explanation));
	}

	/**
	 * A body of undeclared length that went past the limit on what any request may send.
	 */
	@ExceptionHandler
	ResponseEntity<ProblemDetail> bodyTooLarge(RequestSizeLimitFilter.BodyTooLargeException ex,
			HttpServletRequest request) throws Exception {
		jsonOnly(ex, request);
		return respond(HttpStatus.CONTENT_TOO_LARGE, ex.getMessage());
	}

	@ExceptionHandler
	ResponseEntity<ProblemDetail> unreadableBody(HttpMessageNotReadableException ex, HttpServletRequest request)
			throws Exception {
		jsonOnly(ex, request);
		for (Throwable cause = ex.getCause(); cause != null; cause = cause.getCause()) {
			if (cause instanceof RequestSizeLimitFilter.BodyTooLargeException tooLarge) {
				return bodyTooLarge(tooLarge, request);
			}
			if (cause instanceof MismatchedInputException mismatch && !mismatch.getPath().isEmpty()) {
				String field = field(mismatch);
				if (field != null) {
					return respond(withField(ApiErrors.problem(HttpStatus.BAD_REQUEST,
							"The field " + field + " of the request body must be " + expected(mismatch.getTargetType())
									+ ", not " + sent(mismatch.getCurrentToken())),
							field));
				}
			}
		}
		return respond(HttpStatus.BAD_REQUEST,
				"The request body is missing or is not the JSON this endpoint takes (for a revision: "
						+ "{\"message\": \"what changed\"})");
	}

	@ExceptionHandler
	ResponseEntity<ProblemDetail> typeMismatch(TypeMismatchException ex, HttpServletRequest request) throws Exception {
		jsonOnly(ex, request);
		String name = (ex.getPropertyName() != null) ? ex.getPropertyName() : "a parameter";
		Class<?> type = ex.getRequiredType();
		String expected = (type != null
				&& (Number.class.isAssignableFrom(ClassUtils.resolvePrimitiveIfNecessary(type))))
						? "a plain decimal number such as 12"
						: "a " + ((type != null) ? type.getSimpleName() : "other type");
		return respond(withField(ApiErrors.problem(HttpStatus.BAD_REQUEST,
				"\"" + ex.getValue() + "\" is not a valid " + name + ": write " + expected), name));
	}

	/**
	 * A query parameter that is not percent-encoded UTF-8 ({@code ?q=%FF}): the servlet
	 * container refuses to decode it when the parameters are first read.
	 */
	@ExceptionHandler({ IllegalStateException.class, QueryStrings.UndecodableParameterException.class })
	ResponseEntity<ProblemDetail> undecodableParameter(RuntimeException ex, HttpServletRequest request,
			HttpServletResponse response) throws Exception {
		if (!QueryStrings.isUndecodable(ex)) {
			return springError(ex, request, response);
		}
		jsonOnly(ex, request);
		String name = (ex instanceof QueryStrings.UndecodableParameterException undecodable) ? undecodable.parameter()
				: QueryStrings.firstUndecodable(request.getQueryString());
		return respond(withField(ApiErrors.problem(HttpStatus.BAD_REQUEST,
				"The query " + ((name != null) ? "parameter \"" + name + "\"" : "string")
						+ " is not UTF-8 text: percent-encode the UTF-8 bytes of each character (%C3%A9 for \u00e9)"),
				name));
	}

	/**
	 * Spring's own errors (405, 415, 400 for a missing parameter, 404 for an unknown
	 * path, 428, ...), a database outage wherever it is in the cause chain, and bugs.
	 */
	@ExceptionHandler
	ResponseEntity<ProblemDetail> springError(Exception ex, HttpServletRequest request, HttpServletResponse response)
			throws Exception {
		if (DatabaseOutage.isOutage(ex)) {
			return databaseUnavailable(ex, request, response);
		}
		if (ex instanceof AsyncRequestNotUsableException) {
			// the client of a stream has gone: nothing can be written, and nothing is
			// wrong (as Spring's own
			// ResponseEntityExceptionHandler treats it)
			return null;
		}
		jsonOnly(ex, request);
		if (ex instanceof HttpMediaTypeNotAcceptableException) {
			return ResponseEntity.status(HttpStatus.NOT_ACCEPTABLE).build();
		}
		if (ex instanceof ErrorResponse spring) {
			HttpStatusCode status = spring.getStatusCode();
			String detail = spring.getBody().getDetail();
			return ResponseEntity.status(status)
				.headers(spring.getHeaders())
				.contentType(MediaType.APPLICATION_PROBLEM_JSON)
				.body(ApiErrors.problem(status, (detail != null) ? detail : String.valueOf(status)));
		}
		logger.error("Request to " + request.getRequestURI() + " failed", ex);
		return respond(HttpStatus.INTERNAL_SERVER_ERROR,
				"Manifest Studio failed to handle this request; this is a bug, not a problem with your input");
	}

	/**
	 * The change an edit, undo or redo collided with: the version it made, who made it,
	 * and its summary.
	 */
	record Conflict(long version, String author, String summary) {
	}

	/** Leaves a page's failure to the next resolver and the error page. */
	private static void jsonOnly(Exception ex, HttpServletRequest request) throws Exception {
		if (!answersJson(request)) {
			throw ex;
		}
	}

	/**
	 * Whether the request's errors are problem JSON: an API request, a handler whose
	 * answer is the body, or an htmx request (its handlers are marked {@link HxRequest}).
	 */
	static boolean answersJson(HttpServletRequest request) {
		if (ApiErrors.isApi(request)) {
			return true;
		}
		if (!(request.getAttribute(HandlerMapping.BEST_MATCHING_HANDLER_ATTRIBUTE) instanceof HandlerMethod handler)) {
			return false;
		}
		return handler.hasMethodAnnotation(HxRequest.class) || handler.hasMethodAnnotation(ResponseBody.class)
				|| AnnotatedElementUtils.hasAnnotation(handler.getBeanType(), ResponseBody.class)
				|| HttpEntity.class.isAssignableFrom(handler.getReturnType().getParameterType());
	}

	private static ProblemDetail withField(ProblemDetail problem, String field) {
		if (field != null) {
			problem.setProperty("field", field);
		}
		return problem;
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

	private static ResponseEntity<ProblemDetail> respond(HttpStatus status, String detail) {
		return respond(ApiErrors.problem(status, detail));
	}

	private static ResponseEntity<ProblemDetail> respond(ProblemDetail problem) {
		return ResponseEntity.status(problem.getStatus()).contentType(MediaType.APPLICATION_PROBLEM_JSON).body(problem);
	}

}
