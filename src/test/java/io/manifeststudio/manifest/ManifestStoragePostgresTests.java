package io.manifeststudio.manifest;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;
import org.springframework.boot.jdbc.test.autoconfigure.AutoConfigureTestDatabase;
import org.springframework.test.context.ActiveProfiles;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The manifest store on the real PostgreSQL (profile {@code postgres}: database, user and
 * password {@code manifeststudio} on localhost:5432 unless {@code POSTGRES_URL} says
 * otherwise). Skipped only when PostgreSQL is unreachable and {@code CI} is not
 * {@code true}: in CI these tests run, and fail when the database is missing.
 */
@DataJpaTest
@AutoConfigureTestDatabase(replace = AutoConfigureTestDatabase.Replace.NONE)
@ActiveProfiles("postgres")
@EnabledIf(value = "io.manifeststudio.system.PostgresAvailability#shouldRun",
		disabledReason = "PostgreSQL is not reachable (localhost:5432 or POSTGRES_URL) and CI is not true: "
				+ "start it (bash .ci/run does) to run the PostgreSQL tests")
class ManifestStoragePostgresTests extends ManifestStorageContract {

	@Test
	void theSchemaComesFromFlywayWithTextColumnsForContent() {
		assertThat(this.jdbc.queryForObject(
				"select count(*) from flyway_schema_history where version = '1' and success", Integer.class))
			.isEqualTo(1);
		assertThat(this.jdbc.queryForList("""
				select table_name || '.' || column_name || ':' || data_type from information_schema.columns
				where table_schema = current_schema() and column_name = 'content' order by table_name
				""", String.class)).containsExactly("manifest_draft.content:text", "manifest_revision.content:text");
		assertThat(this.jdbc.queryForObject("select version()", String.class)).startsWith("PostgreSQL");
	}

}
