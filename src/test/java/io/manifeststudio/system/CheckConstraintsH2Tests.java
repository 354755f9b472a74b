package io.manifeststudio.system;

import java.util.HashMap;
import java.util.Map;

import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;
import org.springframework.boot.jdbc.test.autoconfigure.AutoConfigureTestDatabase;

/**
 * The check constraints on H2, as its {@code information_schema} holds them after the
 * migrations.
 */
@DataJpaTest
@AutoConfigureTestDatabase(replace = AutoConfigureTestDatabase.Replace.NONE)
class CheckConstraintsH2Tests extends CheckConstraintsContract {

	@Override
	Map<String, String> checkClauses() {
		Map<String, String> clauses = new HashMap<>();
		this.jdbc.query("select constraint_name, check_clause from information_schema.check_constraints "
				+ "where constraint_schema = current_schema()", (row) -> {
					clauses.put(row.getString(1), row.getString(2));
				});
		return lowerCaseKeys(clauses);
	}

}
