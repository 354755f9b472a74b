package io.manifeststudio.release;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * One job of a stored release: its spec's parts as JSON text ({@link JobSpecJson}), and
 * its fingerprint and SHA-1 from {@code release.MF} ({@code ""} for a job stored before
 * the catalog kept them).
 */
@Entity
@Table(name = "bosh_release_job")
class ReleaseJobEntity {

	@Id
	@GeneratedValue(strategy = GenerationType.IDENTITY)
	private Long id;

	@Column(nullable = false)
	private int position;

	@Column(nullable = false, length = 200)
	private String name;

	@Column(nullable = false, columnDefinition = "text")
	private String description;

	@Column(name = "properties_json", nullable = false, columnDefinition = "text")
	private String propertiesJson;

	@Column(name = "templates_json", nullable = false, columnDefinition = "text")
	private String templatesJson;

	@Column(name = "consumes_json", nullable = false, columnDefinition = "text")
	private String consumesJson;

	@Column(name = "provides_json", nullable = false, columnDefinition = "text")
	private String providesJson;

	@Column(name = "packages_json", nullable = false, columnDefinition = "text")
	private String packagesJson;

	@Column(nullable = false, length = 200)
	private String fingerprint;

	@Column(nullable = false, length = 200)
	private String sha1;

	protected ReleaseJobEntity() {
	}

	ReleaseJobEntity(int position, BoshJob job) {
		this.position = position;
		this.name = job.name();
		this.description = job.description();
		this.propertiesJson = JobSpecJson.properties(job.properties());
		this.templatesJson = JobSpecJson.templates(job.templates());
		this.consumesJson = JobSpecJson.links(job.consumes());
		this.providesJson = JobSpecJson.links(job.provides());
		this.packagesJson = JobSpecJson.names(job.packages());
		this.fingerprint = job.fingerprint();
		this.sha1 = job.sha1();
	}

	String name() {
		return this.name;
	}

	/**
	 * Takes the packages, fingerprint and SHA-1 of the same job read again (stored before
	 * the catalog kept them).
	 */
	void refresh(BoshJob job) {
		this.packagesJson = JobSpecJson.names(job.packages());
		this.fingerprint = job.fingerprint();
		this.sha1 = job.sha1();
	}

	BoshJob toJob() {
		return new BoshJob(this.name, this.description, JobSpecJson.properties(this.propertiesJson),
				JobSpecJson.templates(this.templatesJson), JobSpecJson.links(this.consumesJson),
				JobSpecJson.links(this.providesJson), JobSpecJson.names(this.packagesJson), this.fingerprint,
				this.sha1);
	}

}
