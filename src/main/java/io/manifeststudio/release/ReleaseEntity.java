package io.manifeststudio.release;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import jakarta.persistence.CascadeType;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.OneToMany;
import jakarta.persistence.OrderBy;
import jakarta.persistence.Table;

/**
 * A stored release with its jobs and its packages (as JSON text, {@link JobSpecJson}).
 */
@Entity
@Table(name = "bosh_release")
class ReleaseEntity {

	@Id
	@GeneratedValue(strategy = GenerationType.IDENTITY)
	private Long id;

	@Column(nullable = false, length = 200)
	private String name;

	@Column(nullable = false, length = 200)
	private String version;

	@Column(nullable = false, length = 64)
	private String sha256;

	@Column(name = "uploaded_by", nullable = false, length = 100)
	private String uploadedBy;

	@Column(name = "uploaded_at", nullable = false)
	private Instant uploadedAt;

	@Column(name = "packages_json", nullable = false, columnDefinition = "text")
	private String packagesJson;

	@OneToMany(cascade = CascadeType.ALL, orphanRemoval = true)
	@JoinColumn(name = "release_id", nullable = false)
	@OrderBy("position")
	private List<ReleaseJobEntity> jobs = new ArrayList<>();

	protected ReleaseEntity() {
	}

	ReleaseEntity(String name, String version, String sha256, String uploadedBy, Instant uploadedAt,
			List<ReleaseJobEntity> jobs, List<BoshPackage> packages) {
		this.packagesJson = JobSpecJson.packages(packages);
		this.name = name;
		this.version = version;
		this.sha256 = sha256;
		this.uploadedBy = uploadedBy;
		this.uploadedAt = uploadedAt;
		this.jobs.addAll(jobs);
	}

	Long id() {
		return this.id;
	}

	String sha256() {
		return this.sha256;
	}

	ReleaseSummary toSummary() {
		return new ReleaseSummary(this.id, this.name, this.version, this.sha256, this.jobs.size(), this.uploadedBy,
				this.uploadedAt);
	}

	BoshRelease toRelease() {
		return new BoshRelease(this.name, this.version, this.sha256,
				this.jobs.stream().map(ReleaseJobEntity::toJob).toList(), JobSpecJson.packages(this.packagesJson));
	}

	/**
	 * Takes the SHA-1s, fingerprints and packages of the same release read again, when it
	 * was stored before the catalog kept them; whether anything changed.
	 */
	boolean refreshDigests(BoshRelease read) {
		if (toRelease().hasSha1s() || !read.hasSha1s()) {
			return false;
		}
		for (ReleaseJobEntity job : this.jobs) {
			read.job(job.name()).ifPresent(job::refresh);
		}
		this.packagesJson = JobSpecJson.packages(read.packages());
		return true;
	}

}
