package io.manifeststudio.review;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.mockito.Mockito.when;

/**
 * The scheduled purge deletes what is older than the retention, and nothing when the
 * retention is 0.
 */
class AuditRetentionTests {

	private final AuditLog audit = mock(AuditLog.class);

	private final Clock clock = Clock.fixed(Instant.parse("2026-12-05T12:00:00Z"), ZoneOffset.UTC);

	@Test
	void deletesWhatIsOlderThanTheRetention() {
		when(this.audit.deleteBefore(Instant.parse("2026-11-05T12:00:00Z"))).thenReturn(3);
		assertThat(new AuditRetention(this.audit, Duration.ofDays(30), this.clock).purge()).isEqualTo(3);
		verify(this.audit).deleteBefore(Instant.parse("2026-11-05T12:00:00Z"));
	}

	@Test
	void aRetentionOfZeroKeepsEverything() {
		assertThat(new AuditRetention(this.audit, Duration.ZERO, this.clock).purge()).isZero();
		verifyNoInteractions(this.audit);
	}

	@Test
	void aNegativeRetentionIsRefusedAtStart() {
		assertThatIllegalArgumentException()
			.isThrownBy(() -> new AuditRetention(this.audit, Duration.ofDays(-1), this.clock))
			.withMessageContaining("manifest-studio.audit.retention");
	}

}
