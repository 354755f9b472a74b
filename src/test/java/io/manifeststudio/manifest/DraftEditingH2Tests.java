package io.manifeststudio.manifest;

import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;
import org.springframework.boot.jdbc.test.autoconfigure.AutoConfigureTestDatabase;

/**
 * The change log of drafts on H2 in PostgreSQL mode, with the Flyway schema and
 * {@code ddl-auto=validate}.
 */
@DataJpaTest
@AutoConfigureTestDatabase(replace = AutoConfigureTestDatabase.Replace.NONE)
class DraftEditingH2Tests extends DraftEditingContract {

}
