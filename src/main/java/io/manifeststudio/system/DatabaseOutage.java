package io.manifeststudio.system;

import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.Locale;

import org.hibernate.TransactionException;
import org.hibernate.exception.JDBCConnectionException;

import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.TransientDataAccessResourceException;
import org.springframework.orm.jpa.JpaSystemException;
import org.springframework.transaction.CannotCreateTransactionException;
import org.springframework.transaction.TransactionSystemException;

/**
 * What a request that cannot reach the database answers: 503 with {@code Retry-After} and
 * this message, from the advices when a controller failed and from
 * {@link DatabaseOutageFilter} when the failure came before any controller. The
 * connection pool gives up after its short connection timeout
 * ({@code database-timeouts.properties}), so the answer comes within seconds; it takes
 * new connections again as soon as the database answers, so recovery needs no restart.
 * <p>
 * The failures that count are those Spring and Hibernate raise when no connection can be
 * had or a connection broke: no transaction could begin, the pool timed out, or the
 * connection failed during a statement (SQLState class 08), anywhere in the cause chain.
 * A connection that broke during a statement also fails the rollback that follows, and
 * that failure ({@link JpaSystemException}, {@link TransactionSystemException}) replaces
 * the first, whose SQLState is then lost (the pool has closed the broken connection, and
 * says only "Connection is closed"). A rollback fails only on a connection that failed,
 * so a failed rollback counts as an outage; any other such failure is a 500.
 */
final class DatabaseOutage {

	/** Seconds a client should wait before trying again. */
	static final int RETRY_AFTER_SECONDS = 10;

	static final String MESSAGE = "The database is not reachable at the moment, so Manifest Studio cannot answer this "
			+ "request; nothing was changed. Try again in a few seconds";

	private DatabaseOutage() {
	}

	/**
	 * Whether the failure, or one of its causes, says that no connection could be had or
	 * that it broke.
	 */
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

	/** The failure and its root cause in one line, for the log. */
	static String describe(Throwable ex) {
		Throwable root = ex;
		while (root.getCause() != null && root.getCause() != root) {
			root = root.getCause();
		}
		return ex.getClass().getSimpleName() + " (" + root.getClass().getSimpleName() + ": " + root.getMessage() + ")";
	}

}
