package io.manifeststudio.review;

import org.junit.jupiter.api.condition.EnabledIf;

import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;
import org.springframework.boot.jdbc.test.autoconfigure.AutoConfigureTestDatabase;
import org.springframework.test.context.ActiveProfiles;

/**
 * The audit log on the real PostgreSQL (profile {@code postgres}, {@code POSTGRES_URL}).
 * Skipped only when PostgreSQL is unreachable and {@code CI} is not {@code true}.
 */
@DataJpaTest
@AutoConfigureTestDatabase(replace = AutoConfigureTestDatabase.Replace.NONE)
@ActiveProfiles("postgres")
@EnabledIf(value = "io.manifeststudio.system.PostgresAvailability#shouldRun",
		disabledReason = "PostgreSQL is not reachable (localhost:5432 or POSTGRES_URL) and CI is not true: "
				+ "start it (bash .ci/run does) to run the PostgreSQL tests")
class AuditLogPostgresTests extends AuditLogContract {

}
