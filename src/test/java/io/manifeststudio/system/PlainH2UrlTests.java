package io.manifeststudio.system;

import java.time.Duration;
import java.util.Set;

import javax.sql.DataSource;

import com.zaxxer.hikari.HikariDataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

import io.manifeststudio.account.TestAccounts;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The application does not depend on flags in the database URL: on a plain
 * {@code jdbc:h2:mem:} URL (H2's own mode, upper-case names, H2's null ordering) it
 * migrates, edits a draft and makes every other constrained write, also after the pool
 * retired the connections of the start.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = {
		"spring.datasource.url=jdbc:h2:mem:plain-${random.uuid}", "spring.datasource.hikari.max-lifetime=30000" })
class PlainH2UrlTests {

	@LocalServerPort
	int port;

	@Autowired
	ApplicationContext context;

	@Autowired
	JdbcTemplate jdbc;

	@Autowired
	DataSource dataSource;

	@BeforeEach
	void testAccounts() {
		TestAccounts.ensure(this.context);
	}

	@Test
	void draftsAreEditedOnAPlainUrlBeforeAndAfterThePoolRetiredItsConnections() throws Exception {
		assertThat(((HikariDataSource) this.dataSource).getJdbcUrl()).doesNotContain(";");
		ConstrainedWrites writes = new ConstrainedWrites(this.port, this.jdbc);
		Set<Long> startup = writes.openSessions();

		writes.allSucceed();
		writes.awaitClosed(startup, Duration.ofSeconds(90));
		writes.allSucceed();
		writes.constraintsStillRefuse();
	}

}
