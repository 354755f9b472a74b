package io.manifeststudio.review;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The audit log as CSV: RFC 4180 quoting, and no field a spreadsheet would run as a formula. */
class AuditCsvTests {

	@Test
	void plainFieldsAreNotQuotedAndLinesEndWithCrLf() {
		String csv = AuditCsv.write(List.of(new AuditEvent(3, Instant.parse("2026-12-03T10:00:00Z"), "alice", "save",
				7L, 2, "saved draft version 4")));
		assertThat(csv).isEqualTo(AuditCsv.HEADER + "\r\n3,2026-12-03T10:00:00Z,alice,save,7,2,saved draft version 4\r\n");
	}

	@Test
	void commasQuotesLineBreaksAndSurroundingSpacesAreQuoted() {
		assertThat(AuditCsv.field("a, b")).isEqualTo("\"a, b\"");
		assertThat(AuditCsv.field("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
		assertThat(AuditCsv.field("two\nlines")).isEqualTo("\"two\nlines\"");
		assertThat(AuditCsv.field(" padded")).isEqualTo("\" padded\"");
	}

	@Test
	void formulaStartsAreNeutralisedAndQuoted() {
		assertThat(AuditCsv.field("=HYPERLINK(\"http://x\")")).isEqualTo("\"'=HYPERLINK(\"\"http://x\"\")\"");
		assertThat(AuditCsv.field("+1+1")).isEqualTo("\"'+1+1\"");
		assertThat(AuditCsv.field("-2+3")).isEqualTo("\"'-2+3\"");
		assertThat(AuditCsv.field("@SUM(A1)")).isEqualTo("\"'@SUM(A1)\"");
		assertThat(AuditCsv.field("\tcmd")).isEqualTo("\"'\tcmd\"");
		assertThat(AuditCsv.field("a=b")).isEqualTo("a=b");
	}

	@Test
	void missingValuesAreEmptyFields() {
		String csv = AuditCsv.write(List.of(new AuditEvent(1, Instant.parse("2026-12-03T10:00:00Z"), "admin",
				"sign-in", null, null, null)));
		assertThat(csv).endsWith("\r\n1,2026-12-03T10:00:00Z,admin,sign-in,,,\r\n");
	}

}
