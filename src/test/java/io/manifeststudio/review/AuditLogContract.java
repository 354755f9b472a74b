package io.manifeststudio.review;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;
import org.springframework.transaction.annotation.Transactional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The audit log's reads on every database: the filters together, newest first, and the
 * pages of a long log ({@code offset}). Runs on H2 ({@link AuditLogH2Tests}) and
 * PostgreSQL ({@link AuditLogPostgresTests}), each test in a transaction that is rolled
 * back.
 */
@Transactional
@Import(AuditLog.class)
abstract class AuditLogContract {

	@Autowired
	AuditLog audit;

	@Test
	void pagesFollowEachOtherNewestFirstWithoutGapsOrRepeats() {
		String actor = "pager-" + UUID.randomUUID().toString().substring(0, 8);
		for (int i = 1; i <= 7; i++) {
			this.audit.record(actor, "edit", 42L, null, "change " + i);
		}
		List<String> first = details(new AuditQuery(null, actor, null, 3, 0));
		List<String> second = details(new AuditQuery(null, actor, null, 3, 3));
		List<String> third = details(new AuditQuery(null, actor, null, 3, 6));
		assertThat(first).containsExactly("change 7", "change 6", "change 5");
		assertThat(second).containsExactly("change 4", "change 3", "change 2");
		assertThat(third).containsExactly("change 1");
		assertThat(details(new AuditQuery(null, actor, null, 3, 9))).isEmpty();
	}

	@Test
	void filtersCombine() throws InterruptedException {
		String actor = "filter-" + UUID.randomUUID().toString().substring(0, 8);
		long manifest = Math.abs(UUID.randomUUID().getMostSignificantBits() % 1_000_000_000L) + 1_000_000L;
		this.audit.record(actor, "import", manifest, null, "old");
		Thread.sleep(5);
		Instant since = Instant.now();
		Thread.sleep(5);
		this.audit.record(actor, "save", manifest, 1, "new");
		this.audit.record(actor, "edit", manifest + 1, null, "other manifest");
		this.audit.record("someone-else", "edit", manifest, null, "other actor");
		assertThat(details(new AuditQuery(manifest, actor, since, 100))).containsExactly("new");
		assertThat(details(new AuditQuery(manifest, actor, null, 100))).containsExactly("new", "old");
		assertThat(this.audit.find(new AuditQuery(manifest, actor, since, 100)).get(0).revision()).isEqualTo(1);
	}

	@Test
	void aRepeatedEventIsOneRowPerWindowWithItsCount() throws InterruptedException {
		String actor = "repeat-" + UUID.randomUUID().toString().substring(0, 8);
		String key = "sign-in-failed|10.0.0.7|" + actor;
		for (int i = 0; i < 5; i++) {
			this.audit.recordRepeated(actor, "sign-in-failed", key, Duration.ofHours(1), "refused from 10.0.0.7");
		}
		this.audit.recordRepeated(actor, "sign-in-failed", key + "-other", Duration.ofHours(1), "other address");
		List<String> rows = details(new AuditQuery(null, actor, null, 100));
		assertThat(rows).hasSize(2);
		assertThat(rows.get(1)).startsWith("refused from 10.0.0.7 (5 times, the last at ");
		assertThat(rows.get(0)).isEqualTo("other address");

		Thread.sleep(5);
		Instant since = Instant.now();
		Thread.sleep(5);
		this.audit.recordRepeated(actor, "sign-in-failed", key + "-other", Duration.ofHours(1), "other address");
		assertThat(details(new AuditQuery(null, actor, since, 100))).as("repeated since, begun before")
			.singleElement()
			.asString()
			.startsWith("other address (2 times");
		this.audit.recordRepeated(actor, "sign-in-failed", key, Duration.ofMillis(1), "refused from 10.0.0.7");
		assertThat(details(new AuditQuery(null, actor, null, 100))).as("a new window begins a new row")
			.hasSize(3)
			.startsWith("refused from 10.0.0.7")
			.endsWith(rows.get(1));
	}

	@Test
	void eventsBeforeTheRetentionAreDeletedByTheirLastTime() throws InterruptedException {
		String actor = "old-" + UUID.randomUUID().toString().substring(0, 8);
		this.audit.record(actor, "edit", null, null, "old");
		this.audit.recordRepeated(actor, "sign-in-failed", "purge|" + actor, Duration.ofHours(1), "repeating");
		Thread.sleep(5);
		Instant cut = Instant.now();
		Thread.sleep(5);
		this.audit.recordRepeated(actor, "sign-in-failed", "purge|" + actor, Duration.ofHours(1), "repeating");
		this.audit.record(actor, "edit", null, null, "new");
		assertThat(this.audit.deleteBefore(cut)).isGreaterThanOrEqualTo(1);
		List<String> kept = details(new AuditQuery(null, actor, null, 100));
		assertThat(kept).hasSize(2);
		assertThat(kept.get(0)).isEqualTo("new");
		assertThat(kept.get(1)).as("begun before the cut, repeated after it").startsWith("repeating (2 times");
	}

	private List<String> details(AuditQuery query) {
		return this.audit.find(query).stream().map(AuditEvent::detail).toList();
	}

}
