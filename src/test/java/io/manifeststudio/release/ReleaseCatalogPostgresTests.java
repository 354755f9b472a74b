package io.manifeststudio.release;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;
import org.springframework.boot.jdbc.test.autoconfigure.AutoConfigureTestDatabase;
import org.springframework.test.context.ActiveProfiles;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The release catalog on the real PostgreSQL (profile {@code postgres},
 * {@code POSTGRES_URL}); skipped only when PostgreSQL is unreachable and {@code CI} is
 * not {@code true}.
 */
@DataJpaTest
@AutoConfigureTestDatabase(replace = AutoConfigureTestDatabase.Replace.NONE)
@ActiveProfiles("postgres")
@EnabledIf(value = "io.manifeststudio.system.PostgresAvailability#shouldRun",
		disabledReason = "PostgreSQL is not reachable (localhost:5432 or POSTGRES_URL) and CI is not true: "
				+ "start it (bash .ci/run does) to run the PostgreSQL tests")
class ReleaseCatalogPostgresTests extends ReleaseCatalogContract {

	@Test
	void theCatalogTablesComeFromFlywayV5() {
		assertThat(this.jdbc.queryForObject(
				"select count(*) from flyway_schema_history where version = '5' and success", Integer.class))
			.isEqualTo(1);
		assertThat(this.jdbc.queryForObject("select version()", String.class)).startsWith("PostgreSQL");
	}

}
