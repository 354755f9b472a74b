package io.manifeststudio.review.web;

import java.time.Instant;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.review.AuditQuery;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * The audit log's filters as typed: what they mean, and what is wrong with each bad one.
 */
class AuditFilterTests {

	@Test
	void sinceTakesAnInstantADateTimeInUtcOrADate() {
		assertThat(AuditFilter.parseSince("2026-12-03T10:15:30Z")).isEqualTo(Instant.parse("2026-12-03T10:15:30Z"));
		assertThat(AuditFilter.parseSince("2026-12-03T11:15:30+01:00"))
			.isEqualTo(Instant.parse("2026-12-03T10:15:30Z"));
		assertThat(AuditFilter.parseSince("2026-12-03T10:15")).isEqualTo(Instant.parse("2026-12-03T10:15:00Z"));
		assertThat(AuditFilter.parseSince(" 2026-12-03 ")).isEqualTo(Instant.parse("2026-12-03T00:00:00Z"));
		assertThat(AuditFilter.parseSince("notadate")).isNull();
		assertThat(AuditFilter.parseSince("2026-13-40")).isNull();
	}

	@Test
	void aGoodFilterBecomesTheQuery() {
		AuditQuery query = new AuditFilter("7", " alice ", "2026-12-03", "20", "40").query(100, 1000);
		assertThat(query).isEqualTo(new AuditQuery(7L, "alice", Instant.parse("2026-12-03T00:00:00Z"), 20, 40));
		assertThat(new AuditFilter(null, "", " ", null, null).query(100, 1000))
			.isEqualTo(new AuditQuery(null, null, null, 100, 0));
	}

	@Test
	void eachBadParameterIsNamed() {
		assertThat(new AuditFilter("abc", null, "notadate", "0", "-1").problems(1000)).containsOnlyKeys("manifest",
				"since", "limit", "offset");
		assertThat(new AuditFilter("-3", "x".repeat(101), null, "1001", null).problems(1000))
			.containsOnlyKeys("manifest", "user", "limit");
		assertThat(new AuditFilter("1", "bob", "2026-12-03", "1000", "0").problems(1000)).isEmpty();
	}

	@Test
	void theQueryOfABadFilterIsRefusedNamingTheFirstBadParameter() {
		assertThatExceptionOfType(InvalidManifestRequestException.class)
			.isThrownBy(() -> new AuditFilter(null, null, "notadate", null, null).query(100, 1000))
			.satisfies((ex) -> assertThat(ex.field()).isEqualTo("since"))
			.withMessageContaining("notadate");
	}

}
