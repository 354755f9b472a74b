package io.manifeststudio.system;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.jdbc.core.JdbcTemplate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * The check constraints of the migrated schema, read back from the database: none tests a
 * column with an {@code IN (...)} list (H2 2.4 ties such a constraint to the session that
 * created it, V12 says why), the lists V12 wrote again hold the same values, and a
 * constraint still refuses what lies outside its list.
 */
abstract class CheckConstraintsContract {

	/**
	 * {@code x IN (} as H2 and PostgreSQL write a constraint back; {@code = ANY (ARRAY[}
	 * is the form to use.
	 */
	static final Pattern IN_LIST = Pattern.compile("\\bin\\s*\\(", Pattern.CASE_INSENSITIVE);

	@Autowired
	JdbcTemplate jdbc;

	/**
	 * Each check constraint of the application's tables by its lower-case name, with its
	 * clause as stored.
	 */
	abstract Map<String, String> checkClauses();

	@Test
	void noCheckConstraintUsesAnInList() {
		Map<String, String> clauses = checkClauses();

		assertThat(clauses).containsKeys("ck_draft_change_kind", "ck_draft_change_state", "ck_account_role",
				"ck_approval_verdict", "ck_manifest_fissile_generation", "ck_comment_body", "ck_comment_reply");
		assertThat(clauses).allSatisfy(
				(name, clause) -> assertThat(IN_LIST.matcher(clause).find()).as("%s: %s", name, clause).isFalse());
		assertThat(clauses.get("ck_draft_change_kind")).contains("'edit'", "'replace'", "'undo'", "'redo'");
		assertThat(clauses.get("ck_draft_change_state")).contains("'applied'", "'undone'", "'discarded'");
		assertThat(clauses.get("ck_account_role")).contains("'viewer'", "'editor'", "'reviewer'", "'admin'");
		assertThat(clauses.get("ck_approval_verdict")).contains("'approve'", "'request-changes'");
		assertThat(clauses.get("ck_manifest_fissile_generation")).contains("'fissile-0.12'", "'fissile-5.0'",
				"'fissile-5.1'", "'fissile-5.2'", "'fissile-5'", "'fissile-6'", "'fissile-7'", "'fissile-7-features'",
				"'fissile-7-final'");
	}

	@Test
	void theRoleConstraintAcceptsTheRolesAndRefusesAnyOtherValue() {
		OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
		String insert = "insert into account (username, password_hash, role, enabled, created_at) values (?, 'x', ?, true, ?)";

		String name = "constrained-" + UUID.randomUUID().toString().substring(0, 8);

		assertThat(this.jdbc.update(insert, name + "-reviewer", "reviewer", now)).isEqualTo(1);
		assertThatExceptionOfType(DataIntegrityViolationException.class)
			.isThrownBy(() -> this.jdbc.update(insert, name + "-root", "root", now))
			.withMessageContaining("ck_account_role");
	}

	static Map<String, String> lowerCaseKeys(Map<String, String> clauses) {
		Map<String, String> lower = new TreeMap<>();
		clauses.forEach((name, clause) -> lower.put(name.toLowerCase(Locale.ROOT), clause));
		return lower;
	}

}
