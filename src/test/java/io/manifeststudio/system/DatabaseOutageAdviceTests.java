package io.manifeststudio.system;

import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;

import org.hibernate.TransactionException;
import org.hibernate.exception.JDBCConnectionException;
import org.junit.jupiter.api.Test;

import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.PessimisticLockingFailureException;
import org.springframework.http.MediaType;
import org.springframework.orm.jpa.JpaSystemException;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.transaction.CannotCreateTransactionException;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.request;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * Without a database connection a request is a 503 with Retry-After, never the 500 of a
 * bug: problem JSON for the API, the error page (through the error controller) for the
 * rest. Other database failures keep their own answers.
 * {@code DatabaseOutageIntegrationTests} cuts a real PostgreSQL off the running
 * application.
 */
class DatabaseOutageAdviceTests {

	final MockMvc mvc = MockMvcBuilders.standaloneSetup(new ThrowingController(), new ThrowingPage())
		.setControllerAdvice(new ApiProblemAdvice())
		.build();

	@Test
	void anApiRequestThatGetsNoConnectionIs503JsonWithRetryAfter() throws Exception {
		for (String what : new String[] { "no-transaction", "pool-timeout", "broken-connection", "failed-rollback" }) {
			this.mvc.perform(get("/api/throw/" + what))
				.andExpect(status().isServiceUnavailable())
				.andExpect(header().string("Retry-After", "10"))
				.andExpect(content().contentType(MediaType.APPLICATION_PROBLEM_JSON))
				.andExpect(jsonPath("$.status").value(503))
				.andExpect(jsonPath("$.detail").value(containsString("database is not reachable")))
				.andExpect(content().string(not(containsString("Exception"))));
		}
	}

	@Test
	void aPageThatGetsNoConnectionIsSentToTheErrorPageAs503WithRetryAfter() throws Exception {
		this.mvc.perform(get("/pages/throw/no-transaction").accept(MediaType.TEXT_HTML))
			.andExpect(status().isServiceUnavailable())
			.andExpect(header().string("Retry-After", "10"))
			.andExpect(request().attribute(StudioErrorController.EXPLANATION,
					containsString("database is not reachable")));
	}

	@Test
	void otherDatabaseFailuresKeepTheirAnswers() throws Exception {
		this.mvc.perform(get("/api/throw/lock")).andExpect(status().isConflict());
		this.mvc.perform(get("/api/throw/other-failure"))
			.andExpect(status().isInternalServerError())
			.andExpect(header().doesNotExist("Retry-After"))
			.andExpect(content().string(not(containsString("disk full"))));
		this.mvc.perform(get("/api/throw/bug"))
			.andExpect(status().isInternalServerError())
			.andExpect(header().doesNotExist("Retry-After"));
	}

	@RestController
	static class ThrowingController {

		@GetMapping("/api/throw/{what}")
		String fail(@PathVariable String what) {
			SQLTransientConnectionException timeout = new SQLTransientConnectionException(
					"HikariPool-1 - Connection is not available, request timed out after 2000ms", "08001");
			switch (what) {
				case "no-transaction" ->
					throw new CannotCreateTransactionException("Could not open JPA EntityManager for transaction",
							new JDBCConnectionException("Unable to acquire JDBC Connection", timeout));
				case "pool-timeout" -> throw new DataAccessResourceFailureException("no connection", timeout);
				case "broken-connection" -> throw new IllegalStateException("wrapped",
						new JDBCConnectionException("An I/O error occurred while sending to the backend", timeout));
				case "failed-rollback" ->
					throw new JpaSystemException(new TransactionException("Unable to rollback against JDBC Connection",
							new SQLException("Connection is closed")));
				case "other-failure" ->
					throw new JpaSystemException(new TransactionException("Unable to commit against JDBC Connection",
							new SQLException("disk full", "53100")));
				case "lock" -> throw new PessimisticLockingFailureException("lock timeout");
				default -> throw new IllegalStateException("secret detail");
			}
		}

	}

	/** A page: its answer is a view. */
	@Controller
	static class ThrowingPage {

		@GetMapping("/pages/throw/{what}")
		String page(@PathVariable String what) {
			return new ThrowingController().fail(what);
		}

	}

}
