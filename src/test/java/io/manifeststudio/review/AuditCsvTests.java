package io.manifeststudio.review;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The audit log as CSV: RFC 4180 quoting, and no field a spreadsheet would run as a
 * formula.
 */
class AuditCsvTests {

	private static final String HEADER = "id,time,user,action,manifest,revision,detail\r\n";

	@Test
	void plainFieldsAreNotQuotedAndLinesEndWithCrLf() {
		assertThat(csvWithDetail("saved draft version 4"))
			.isEqualTo(HEADER + "3,2026-12-03T10:00:00Z,alice,save,7,2,saved draft version 4\r\n");
	}

	@Test
	void commasQuotesLineBreaksAndSurroundingSpacesAreQuoted() {
		assertThat(detail("a, b")).isEqualTo("\"a, b\"");
		assertThat(detail("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
		assertThat(detail("two\nlines")).isEqualTo("\"two\nlines\"");
		assertThat(detail(" padded")).isEqualTo("\" padded\"");
	}

	@Test
	void formulaStartsAreNeutralised() {
		assertThat(detail("=HYPERLINK(\"http://x\")")).isEqualTo("\"'=HYPERLINK(\"\"http://x\"\")\"");
		assertThat(detail("+1+1")).isEqualTo("'+1+1");
		assertThat(detail("-2+3")).isEqualTo("'-2+3");
		assertThat(detail("@SUM(A1)")).isEqualTo("'@SUM(A1)");
		assertThat(detail("\tcmd")).isEqualTo("'\tcmd");
		assertThat(detail("\rcmd")).isEqualTo("\"'\rcmd\"");
		assertThat(detail("a=b")).isEqualTo("a=b");
	}

	@Test
	void missingValuesAreEmptyFields() {
		String csv = AuditCsv.write(List
			.of(new AuditEvent(1, Instant.parse("2026-12-03T10:00:00Z"), "admin", "sign-in", null, null, null)));
		assertThat(csv).isEqualTo(HEADER + "1,2026-12-03T10:00:00Z,admin,sign-in,,,\r\n");
	}

	private static String csvWithDetail(String detail) {
		return AuditCsv
			.write(List.of(new AuditEvent(3, Instant.parse("2026-12-03T10:00:00Z"), "alice", "save", 7L, 2, detail)));
	}

	/** The detail field as written: the last field of the only event's line. */
	private static String detail(String detail) {
		String csv = csvWithDetail(detail);
		String prefix = HEADER + "3,2026-12-03T10:00:00Z,alice,save,7,2,";
		assertThat(csv).startsWith(prefix).endsWith("\r\n");
		return csv.substring(prefix.length(), csv.length() - 2);
	}

}
