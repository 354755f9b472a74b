package io.manifeststudio.review;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;
import org.springframework.transaction.annotation.Transactional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The audit log's reads on every database: the filters together, newest first, and the pages of a long log
 * ({@code offset}). Runs on H2 ({@link AuditLogH2Tests}) and PostgreSQL ({@link AuditLogPostgresTests}), each test
 * in a transaction that is rolled back.
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

	private List<String> details(AuditQuery query) {
		return this.audit.find(query).stream().map(AuditEvent::detail).toList();
	}

}
