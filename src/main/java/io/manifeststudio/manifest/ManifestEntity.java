package io.manifeststudio.manifest;

import java.time.Instant;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import io.manifeststudio.manifest.model.FissileGeneration;

/**
 * A stored manifest's identity: its unique name, who created it when, its revision
 * counter and the fissile generation a user chose for it.
 */
@Entity
@Table(name = "manifest")
class ManifestEntity {

	@Id
	@GeneratedValue(strategy = GenerationType.IDENTITY)
	private Long id;

	@Column(nullable = false, length = 200)
	private String name;

	@Column(name = "created_by", nullable = false, length = 100)
	private String createdBy;

	@Column(name = "created_at", nullable = false)
	private Instant createdAt;

	/**
	 * The number of the newest revision, 0 when there is none; only ever changed by a
	 * conditional UPDATE.
	 */
	@Column(name = "latest_revision", nullable = false)
	private int latestRevision;

	/**
	 * The id of the fissile generation a user chose, {@code null} when it is inferred;
	 * see {@link FissileGeneration}.
	 */
	@Column(name = "fissile_generation", length = 32)
	private String fissileGeneration;

	protected ManifestEntity() {
	}

	ManifestEntity(String name, String createdBy, Instant createdAt) {
		this.name = name;
		this.createdBy = createdBy;
		this.createdAt = createdAt;
	}

	Long getId() {
		return this.id;
	}

	String getName() {
		return this.name;
	}

	String getCreatedBy() {
		return this.createdBy;
	}

	Instant getCreatedAt() {
		return this.createdAt;
	}

	int getLatestRevision() {
		return this.latestRevision;
	}

	FissileGeneration getFissileGeneration() {
		return FissileGeneration.fromId(this.fissileGeneration).orElse(null);
	}

}
