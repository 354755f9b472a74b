package io.manifeststudio.manifest;

import java.time.Instant;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Transient;

import org.springframework.data.domain.Persistable;

import io.manifeststudio.manifest.model.FormatEra;

/**
 * The shared working draft of a manifest (one per manifest, keyed by its id). Its
 * {@code version} is the optimistic-lock counter and the ETag; it only ever changes
 * through a conditional UPDATE that names the version the writer read, so concurrent
 * writers never silently overwrite each other.
 */
@Entity
@Table(name = "manifest_draft")
class DraftEntity implements Persistable<Long> {

	@Id
	@Column(name = "manifest_id")
	private Long manifestId;

	@Column(nullable = false, columnDefinition = "text")
	private String content;

	@Column(name = "content_hash", nullable = false, length = 64)
	private String contentHash;

	@Enumerated(EnumType.STRING)
	@Column(name = "format_era", nullable = false, length = 32)
	private FormatEra formatEra;

	@Column(nullable = false)
	private long version;

	@Column(name = "saved_as_revision")
	private Integer savedAsRevision;

	@Column(name = "updated_by", nullable = false, length = 100)
	private String updatedBy;

	@Column(name = "updated_at", nullable = false)
	private Instant updatedAt;

	@Transient
	private boolean fresh;

	protected DraftEntity() {
	}

	DraftEntity(long manifestId, String content, String contentHash, FormatEra formatEra, String updatedBy,
			Instant updatedAt) {
		this.manifestId = manifestId;
		this.content = content;
		this.contentHash = contentHash;
		this.formatEra = formatEra;
		this.version = 1;
		this.updatedBy = updatedBy;
		this.updatedAt = updatedAt;
		this.fresh = true;
	}

	@Override
	public Long getId() {
		return this.manifestId;
	}

	@Override
	public boolean isNew() {
		return this.fresh;
	}

	Draft toDraft() {
		return new Draft(this.manifestId, this.content, this.contentHash, this.formatEra, this.version, this.updatedBy,
				this.updatedAt, this.savedAsRevision);
	}

	String getContent() {
		return this.content;
	}

	String getContentHash() {
		return this.contentHash;
	}

	FormatEra getFormatEra() {
		return this.formatEra;
	}

	long getVersion() {
		return this.version;
	}

}
