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
 * The application on H2 keeps working after the pool has retired every connection it
 * opened at the start, the one that ran the migrations among them: with a
 * {@code max-lifetime} of 30 s (Hikari's minimum; a shorter one is replaced by its
 * default of 30 minutes) the test waits until no session of the start is open any more,
 * then makes every write that a check constraint judges. Before V12 each of them answered
 * 500 ("Check constraint invalid ... The database has been closed"), in production 30
 * minutes after the first start.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "spring.datasource.hikari.max-lifetime=30000")
class RetiredConnectionsH2Tests {

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
	void everyConstrainedWriteSucceedsAfterThePoolRetiredTheMigrationsConnection() throws Exception {
		assertThat(this.dataSource).isInstanceOf(HikariDataSource.class);
		assertThat(((HikariDataSource) this.dataSource).getMaxLifetime()).isEqualTo(30_000);
		ConstrainedWrites writes = new ConstrainedWrites(this.port, this.jdbc);
		Set<Long> startup = writes.openSessions();

		writes.awaitClosed(startup, Duration.ofSeconds(90));

		writes.allSucceed();
		writes.constraintsStillRefuse();
	}

}
