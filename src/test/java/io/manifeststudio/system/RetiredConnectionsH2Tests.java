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
 * opened at the start, the one that ran the migrations among them: the test has the pool
 * retire them one after the other, as Hikari's {@code max-lifetime} does (30 minutes by
 * default, 30 s at the least, which a test would wait out), until no session of the start
 * is open any more, then makes every write that a check constraint judges. Before V12
 * each of them answered 500 ("Check constraint invalid ... The database has been
 * closed"), in production 30 minutes after the first start.
 * <p>
 * It does so for two applications side by side: this test's, on an in-memory URL with the
 * flags of the default one in {@code application.properties}, and a second one on a plain
 * {@code jdbc:h2:mem:} URL without flags (H2's own mode, upper-case names, H2's null
 * ordering), which shows that the application does not depend on flags in the database
 * URL; the plain one also writes once before its connections are retired. This test's
 * application is a context of its own (another pool name), so that its pool holds the
 * sessions of its start.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = "spring.datasource.hikari.pool-name=retired-connections")
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
		ConstrainedWrites writes = new ConstrainedWrites(this.port, this.jdbc);
		Set<Long> startup = writes.openSessions();
		try (ConfigurableApplicationContext plain = startOnAPlainUrl()) {
			TestAccounts.ensure(plain);
			HikariDataSource plainSource = plain.getBean(HikariDataSource.class);
			assertThat(plainSource.getJdbcUrl()).startsWith("jdbc:h2:mem:").doesNotContain(";");
			ConstrainedWrites plainWrites = new ConstrainedWrites(
					Integer.parseInt(plain.getEnvironment().getProperty("local.server.port")),
					plain.getBean(JdbcTemplate.class));
			Set<Long> plainStartup = plainWrites.openSessions();
			plainWrites.allSucceed();

			writes.retire((HikariDataSource) this.dataSource, startup, AT_MOST);
			plainWrites.retire(plainSource, plainStartup, AT_MOST);
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
				"--spring.datasource.url=jdbc:h2:mem:plain-" + UUID.randomUUID());
	}

}
