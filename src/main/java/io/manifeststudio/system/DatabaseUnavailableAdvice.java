package io.manifeststudio.system;

import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.Locale;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.hibernate.TransactionException;
import org.hibernate.exception.JDBCConnectionException;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.TransientDataAccessResourceException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.orm.jpa.JpaSystemException;
import org.springframework.transaction.CannotCreateTransactionException;
import org.springframework.transaction.TransactionSystemException;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;

import io.manifeststudio.manifest.ApiError;

/**
 * A request that cannot reach the database answers 503 with {@code Retry-After}, for every controller: the
 * {@link ApiError} JSON under {@code /api/}, elsewhere the error page (or the same JSON for a client that does not ask
 * for HTML, through {@link StudioErrorController}). The connection pool gives up after its short connection timeout
 * ({@code database-timeouts.properties}), so the answer comes within seconds; it takes new connections again as soon
 * as the database answers, so recovery needs no restart.
 * <p>
 * The exceptions handled are those Spring and Hibernate raise when no connection can be had or a connection broke:
 * no transaction could begin, the pool timed out, or the connection failed during a statement (SQLState class 08).
 * Spring matches them anywhere in the cause chain. A connection that broke during a statement also fails the
 * rollback that follows, and that failure ({@link JpaSystemException}, {@link TransactionSystemException}) replaces
 * the first, whose SQLState is then lost (the pool has closed the broken connection, and says only "Connection is
 * closed"). A rollback fails only on a connection that failed, so a failed rollback counts as an outage; any other
 * such failure goes on as before (a 500).
 */
@ControllerAdvice
@Order(Ordered.HIGHEST_PRECEDENCE)
class DatabaseUnavailableAdvice {

	/** Seconds a client should wait before trying again. */
	static final int RETRY_AFTER_SECONDS = 10;

	static final String MESSAGE = "The database is not reachable at the moment, so Manifest Studio cannot answer this "
			+ "request; nothing was changed. Try again in a few seconds";

	private static final Log logger = LogFactory.getLog(DatabaseUnavailableAdvice.class);

	@ExceptionHandler({ CannotCreateTransactionException.class, DataAccessResourceFailureException.class,
			TransientDataAccessResourceException.class, SQLTransientConnectionException.class,
			JDBCConnectionException.class, JpaSystemException.class, TransactionSystemException.class })
	ResponseEntity<ApiError> databaseUnavailable(Exception ex, HttpServletRequest request,
			HttpServletResponse response) throws Exception {
		if (!isOutage(ex)) {
			throw ex;
		}
		logger.warn("Database unavailable for " + request.getMethod() + " " + request.getRequestURI() + ": "
				+ rootMessage(ex));
		String path = request.getRequestURI().substring(request.getContextPath().length());
		if (path.startsWith("/api/") || path.equals("/api")) {
			return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE)
				.header(HttpHeaders.RETRY_AFTER, String.valueOf(RETRY_AFTER_SECONDS))
				.contentType(MediaType.APPLICATION_JSON)
				.body(ApiError.of(HttpStatus.SERVICE_UNAVAILABLE.value(), MESSAGE));
		}
		response.setHeader(HttpHeaders.RETRY_AFTER, String.valueOf(RETRY_AFTER_SECONDS));
		request.setAttribute(StudioErrorController.EXPLANATION, MESSAGE);
		response.sendError(HttpStatus.SERVICE_UNAVAILABLE.value());
		return null;
	}

	/** Whether the failure, or one of its causes, says that no connection could be had or that it broke. */
	static boolean isOutage(Throwable ex) {
		for (Throwable cause = ex; cause != null; cause = (cause.getCause() != cause) ? cause.getCause() : null) {
			if (cause instanceof CannotCreateTransactionException || cause instanceof DataAccessResourceFailureException
					|| cause instanceof TransientDataAccessResourceException
					|| cause instanceof SQLTransientConnectionException || cause instanceof JDBCConnectionException) {
				return true;
			}
			if (cause instanceof TransactionException && cause.getMessage() != null
					&& cause.getMessage().toLowerCase(Locale.ROOT).contains("rollback")) {
				return true;
			}
			if (cause instanceof SQLException sql && sql.getSQLState() != null && sql.getSQLState().startsWith("08")) {
				return true;
			}
		}
		return false;
	}

	private static String rootMessage(Throwable ex) {
		Throwable root = ex;
		while (root.getCause() != null && root.getCause() != root) {
			root = root.getCause();
		}
		return ex.getClass().getSimpleName() + " (" + root.getClass().getSimpleName() + ": " + root.getMessage() + ")";
	}

}
