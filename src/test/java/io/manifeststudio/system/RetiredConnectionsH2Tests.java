package io.manifeststudio.system;

import java.time.Duration;
import java.util.Set;
import java.util.UUID;

import javax.sql.DataSource;

import com.zaxxer.hikari.HikariDataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

import io.manifeststudio.ManifestStudioApplication;
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
 * <p>
 * It does so for two applications side by side, so that they share the one wait: this
 * test's, on an in-memory URL with the flags of the default one in
 * {@code application.properties}, and a second one on a plain {@code jdbc:h2:mem:} URL
 * without flags (H2's own mode, upper-case names, H2's null ordering), which shows that
 * the application does not depend on flags in the database URL; the plain one also writes
 * once before the wait.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "spring.datasource.hikari.max-lifetime=30000")
class RetiredConnectionsH2Tests {

	private static final Duration AT_MOST = Duration.ofSeconds(90);

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
	void everyConstrainedWriteSucceedsAfterThePoolRetiredTheMigrationsConnectionAlsoOnAPlainUrl() throws Exception {
		assertThat(this.dataSource).isInstanceOf(HikariDataSource.class);
		assertThat(((HikariDataSource) this.dataSource).getMaxLifetime()).isEqualTo(30_000);
		ConstrainedWrites writes = new ConstrainedWrites(this.port, this.jdbc);
		Set<Long> startup = writes.openSessions();
		try (ConfigurableApplicationContext plain = startOnAPlainUrl()) {
			TestAccounts.ensure(plain);
			HikariDataSource plainSource = plain.getBean(HikariDataSource.class);
			assertThat(plainSource.getJdbcUrl()).startsWith("jdbc:h2:mem:").doesNotContain(";");
			assertThat(plainSource.getMaxLifetime()).isEqualTo(30_000);
			ConstrainedWrites plainWrites = new ConstrainedWrites(
					Integer.parseInt(plain.getEnvironment().getProperty("local.server.port")),
					plain.getBean(JdbcTemplate.class));
			Set<Long> plainStartup = plainWrites.openSessions();
			plainWrites.allSucceed();

			writes.awaitClosed(startup, AT_MOST);
			plainWrites.awaitClosed(plainStartup, AT_MOST);

			writes.allSucceed();
			writes.constraintsStillRefuse();
			plainWrites.allSucceed();
			plainWrites.constraintsStillRefuse();
		}
	}

	private static ConfigurableApplicationContext startOnAPlainUrl() {
		return new SpringApplicationBuilder(ManifestStudioApplication.class).run("--server.port=0",
				"--spring.datasource.url=jdbc:h2:mem:plain-" + UUID.randomUUID(),
				"--spring.datasource.hikari.max-lifetime=30000");
	}

}
