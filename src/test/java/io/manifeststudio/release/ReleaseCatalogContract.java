package io.manifeststudio.release;

import java.io.ByteArrayInputStream;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.annotation.Transactional;

import io.manifeststudio.manifest.model.Release;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * What the release catalog must do on every database: the same tests run on H2
 * ({@link ReleaseCatalogH2Tests}) and on the real PostgreSQL
 * ({@link ReleaseCatalogPostgresTests}), each in a transaction that is rolled back.
 */
@Transactional
@Import(ReleaseCatalog.class)
abstract class ReleaseCatalogContract {

	@Autowired
	ReleaseCatalog catalog;

	@Autowired
	JdbcTemplate jdbc;

	@Autowired
	jakarta.persistence.EntityManager entities;

	static BoshRelease ntp(String version) {
		return new ReleaseReader()
			.readTarball(new ByteArrayInputStream(ReleaseTarballs.release("ntp", version, ReleaseReaderTests.NTPD)));
	}

	long manifest(String name) {
		this.jdbc.update("insert into manifest (name, created_by, created_at) values (?, 'test', ?)", name,
				Timestamp.from(Instant.now()));
		return this.jdbc.queryForObject("select id from manifest where name = ?", Long.class, name);
	}

	@Test
	void aStoredReleaseReadsBackWithItsJobSpecs() {
		BoshRelease ntp = ntp("2+dev.3");
		ReleaseSummary summary = this.catalog.add(ntp, "alice");
		assertThat(summary.name()).isEqualTo("ntp");
		assertThat(summary.jobCount()).isEqualTo(1);
		assertThat(summary.uploadedBy()).isEqualTo("alice");
		BoshRelease stored = this.catalog.get(summary.id());
		assertThat(stored).isEqualTo(ntp);
		assertThat(stored.job("ntpd").orElseThrow().properties().get(1).defaultValue())
			.isEqualTo(Map.of("key", "value"));
		assertThat(this.catalog.list()).extracting(ReleaseSummary::version).containsExactly("2+dev.3");
	}

	@Test
	void theSameReleaseTwiceIsStoredOnceAndOtherContentUnderTheSameVersionIsRefused() {
		ReleaseSummary first = this.catalog.add(ntp("1"), "alice");
		assertThat(this.catalog.add(ntp("1"), "bob").id()).isEqualTo(first.id());
		BoshRelease other = new BoshRelease("ntp", "1", "0".repeat(64), List.of());
		assertThatExceptionOfType(ReleaseConflictException.class).isThrownBy(() -> this.catalog.add(other, "bob"))
			.withMessageContaining("ntp/1 is already in the catalog with other content");
	}

	@Test
	void keepsTheSha1sAndFillsThemInWhenAReleaseStoredWithoutThemIsUploadedAgain() {
		BoshRelease read = ntp("7");
		assertThat(read.job("ntpd").orElseThrow().sha1()).isEqualTo("def");
		ReleaseSummary stored = this.catalog.add(read, "alice");
		assertThat(this.catalog.get(stored.id())).isEqualTo(read);
		// as a release stored before the catalog kept them (V20's defaults)
		this.entities.flush();
		this.jdbc.update("update bosh_release_job set sha1 = '', fingerprint = '' where release_id = ?", stored.id());
		this.entities.clear();
		assertThat(this.catalog.get(stored.id()).hasSha1s()).isFalse();
		assertThat(this.catalog.add(read, "bob").id()).isEqualTo(stored.id());
		this.entities.clear();
		assertThat(this.catalog.get(stored.id())).isEqualTo(read);
	}

	@Test
	void aManifestUsesItsAttachedReleasesAndThoseItsReleasesEntriesName() {
		long manifest = manifest("m1");
		ReleaseSummary one = this.catalog.add(ntp("1"), "alice");
		ReleaseSummary two = this.catalog.add(ntp("2"), "alice");
		assertThat(this.catalog.forManifest(manifest, List.of())).isEmpty();
		assertThat(this.catalog.forManifest(manifest, List.of(new Release("ntp", null, "2", null, null))))
			.extracting(BoshRelease::label)
			.containsExactly("ntp/2");
		assertThat(this.catalog.forManifest(manifest, List.of(new Release("ntp", null, "3", null, null)))).isEmpty();
		this.catalog.attach(manifest, one.id());
		this.catalog.attach(manifest, one.id());
		assertThat(this.catalog.attached(manifest)).extracting(ReleaseSummary::id).containsExactly(one.id());
		// the attached one wins over the one the entry names
		assertThat(this.catalog.forManifest(manifest, List.of(new Release("ntp", null, "2", null, null))))
			.extracting(BoshRelease::label)
			.containsExactly("ntp/1");
		this.catalog.detach(manifest, one.id());
		assertThat(this.catalog.attached(manifest)).isEmpty();
		assertThat(two.id()).isNotEqualTo(one.id());
	}

	@Test
	void deletingAReleaseDetachesIt() {
		long manifest = manifest("m2");
		ReleaseSummary one = this.catalog.add(ntp("1"), "alice");
		this.catalog.attach(manifest, one.id());
		this.catalog.delete(one.id());
		this.jdbc.execute("select 1"); // flush before reading through JDBC
		assertThat(this.catalog.attached(manifest)).isEmpty();
		assertThatExceptionOfType(ReleaseNotFoundException.class).isThrownBy(() -> this.catalog.get(one.id()));
		assertThatExceptionOfType(ReleaseNotFoundException.class)
			.isThrownBy(() -> this.catalog.attach(manifest, one.id()));
	}

}
