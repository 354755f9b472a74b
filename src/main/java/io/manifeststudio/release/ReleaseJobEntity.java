package io.manifeststudio.release;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** One job of a stored release: its spec's parts as JSON text ({@link JobSpecJson}). */
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
	}

	BoshJob toJob() {
		return new BoshJob(this.name, this.description, JobSpecJson.properties(this.propertiesJson),
				JobSpecJson.templates(this.templatesJson), JobSpecJson.links(this.consumesJson),
				JobSpecJson.links(this.providesJson));
	}

}
