package io.manifeststudio.system;

import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.condition.EnabledIf;

import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;
import org.springframework.boot.jdbc.test.autoconfigure.AutoConfigureTestDatabase;
import org.springframework.test.context.ActiveProfiles;

/**
 * The check constraints on the real PostgreSQL (profile {@code postgres},
 * {@code POSTGRES_URL}), as {@code pg_get_constraintdef} writes them back. Skipped only
 * when PostgreSQL is unreachable and {@code CI} is not {@code true}.
 */
@DataJpaTest
@AutoConfigureTestDatabase(replace = AutoConfigureTestDatabase.Replace.NONE)
@ActiveProfiles("postgres")
@EnabledIf(value = "io.manifeststudio.system.PostgresAvailability#shouldRun",
		disabledReason = "PostgreSQL is not reachable (localhost:5432 or POSTGRES_URL) and CI is not true: "
				+ "start it (bash .ci/run does) to run the PostgreSQL tests")
class CheckConstraintsPostgresTests extends CheckConstraintsContract {

	@Override
	Map<String, String> checkClauses() {
		Map<String, String> clauses = new HashMap<>();
		this.jdbc.query("""
				select c.conname, pg_get_constraintdef(c.oid) from pg_constraint c
				join pg_namespace n on n.oid = c.connamespace
				where c.contype = 'c' and n.nspname = current_schema()
				""", (row) -> {
			clauses.put(row.getString(1), row.getString(2));
		});
		return lowerCaseKeys(clauses);
	}

}
