package io.manifeststudio.release;

import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import io.manifeststudio.manifest.model.Release;

/**
 * The catalog of BOSH releases: adds a release read by {@link ReleaseReader}, lists them,
 * attaches them to manifests, and gives the releases a manifest uses: the ones attached
 * to it, and the ones its {@code releases:} entries name by name and version.
 */
@Service
public class ReleaseCatalog {

	private final ReleaseRepository releases;

	private final JdbcTemplate jdbc;

	private final Clock clock;

	public ReleaseCatalog(ReleaseRepository releases, JdbcTemplate jdbc) {
		this.releases = releases;
		this.jdbc = jdbc;
		this.clock = Clock.systemUTC();
	}

	/**
	 * Stores a release. The same name and version with the same SHA-256 is the same
	 * release: it is returned as stored (taking the job and package SHA-1s of
	 * {@code release.MF} when it was stored before the catalog kept them). With another
	 * SHA-256 it is refused ({@link ReleaseConflictException}): a release version is
	 * immutable.
	 */
	@Transactional
	public ReleaseSummary add(BoshRelease release, String author) {
		var existing = this.releases.findByNameAndVersion(release.name(), release.version());
		if (existing.isPresent()) {
			if (existing.get().sha256().equals(release.sha256())) {
				if (existing.get().refreshDigests(release)) {
					this.releases.saveAndFlush(existing.get());
				}
				return existing.get().toSummary();
			}
			throw new ReleaseConflictException("Release " + release.label()
					+ " is already in the catalog with other content (SHA-256 " + existing.get().sha256()
					+ "); a release version cannot change: give the new one another version");
		}
		List<ReleaseJobEntity> jobs = new ArrayList<>();
		for (BoshJob job : release.jobs()) {
			jobs.add(new ReleaseJobEntity(jobs.size(), job));
		}
		ReleaseEntity saved = this.releases.saveAndFlush(new ReleaseEntity(release.name(), release.version(),
				release.sha256(), author, this.clock.instant(), jobs, release.packages()));
		return saved.toSummary();
	}

	@Transactional(readOnly = true)
	public List<ReleaseSummary> list() {
		return this.releases.findAllByOrderByNameAscVersionAsc().stream().map(ReleaseEntity::toSummary).toList();
	}

	@Transactional(readOnly = true)
	public BoshRelease get(long id) {
		return this.releases.findById(id).map(ReleaseEntity::toRelease).orElseThrow(() -> notFound(id));
	}

	@Transactional
	public void delete(long id) {
		ReleaseEntity release = this.releases.findById(id).orElseThrow(() -> notFound(id));
		this.releases.delete(release);
	}

	/** Attaches a release to a manifest (again: nothing changes). */
	@Transactional
	public void attach(long manifestId, long releaseId) {
		this.releases.findById(releaseId).orElseThrow(() -> notFound(releaseId));
		Integer attached = this.jdbc.queryForObject(
				"select count(*) from manifest_release where manifest_id = ? and release_id = ?", Integer.class,
				manifestId, releaseId);
		if (attached == null || attached == 0) {
			this.jdbc.update("insert into manifest_release (manifest_id, release_id) values (?, ?)", manifestId,
					releaseId);
		}
	}

	@Transactional
	public void detach(long manifestId, long releaseId) {
		this.jdbc.update("delete from manifest_release where manifest_id = ? and release_id = ?", manifestId,
				releaseId);
	}

	/** The releases attached to a manifest by hand. */
	@Transactional(readOnly = true)
	public List<ReleaseSummary> attached(long manifestId) {
		return this.releases.findByIds(this.releases.attachedTo(manifestId))
			.stream()
			.map(ReleaseEntity::toSummary)
			.toList();
	}

	/**
	 * The releases a manifest uses: the attached ones, and those of the catalog that its
	 * {@code releases:} entries name with their version (an entry without a version
	 * matches no release). One per release name: an attached one wins over a named one.
	 */
	@Transactional(readOnly = true)
	public List<BoshRelease> forManifest(long manifestId, List<Release> entries) {
		Map<String, BoshRelease> byName = new LinkedHashMap<>();
		List<Long> attached = this.releases.attachedTo(manifestId);
		if (!attached.isEmpty()) {
			for (ReleaseEntity entity : this.releases.findByIds(attached)) {
				BoshRelease release = entity.toRelease();
				byName.putIfAbsent(release.name(), release);
			}
		}
		addNamed(entries, byName);
		return List.copyOf(byName.values());
	}

	/**
	 * The releases of the catalog that a manifest's {@code releases:} entries name with
	 * their version (an entry without a version matches no release): those a manifest
	 * that is not stored uses ({@code POST /api/export/...?releases=catalog}).
	 */
	@Transactional(readOnly = true)
	public List<BoshRelease> named(List<Release> entries) {
		Map<String, BoshRelease> byName = new LinkedHashMap<>();
		addNamed(entries, byName);
		return List.copyOf(byName.values());
	}

	private void addNamed(List<Release> entries, Map<String, BoshRelease> byName) {
		if (entries.stream().anyMatch((entry) -> entry.name() != null && entry.version() != null)) {
			// One query for the catalog's names and versions, not one per entry (SCF
			// names about 40 releases).
			Map<List<String>, Long> stored = new HashMap<>();
			for (ReleaseKey key : this.releases.keys()) {
				stored.put(List.of(key.name(), key.version()), key.id());
			}
			for (Release entry : entries) {
				if (entry.name() == null || entry.version() == null || byName.containsKey(entry.name())) {
					continue;
				}
				Long id = stored.get(List.of(entry.name(), entry.version()));
				if (id != null) {
					this.releases.findById(id).ifPresent((entity) -> byName.put(entry.name(), entity.toRelease()));
				}
			}
		}
	}

	private static ReleaseNotFoundException notFound(long id) {
		return new ReleaseNotFoundException("No release with id " + id);
	}

}
