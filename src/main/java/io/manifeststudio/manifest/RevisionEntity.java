package io.manifeststudio.manifest;

import java.time.Instant;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import org.hibernate.annotations.Immutable;

import io.manifeststudio.manifest.model.FormatEra;

/**
 * One immutable numbered revision of a manifest: the draft's content at the time it was
 * saved, with a message.
 */
@Entity
@Immutable
@Table(name = "manifest_revision")
class RevisionEntity {

	@Id
	@GeneratedValue(strategy = GenerationType.IDENTITY)
	private Long id;

	@Column(name = "manifest_id", nullable = false)
	private long manifestId;

	@Column(nullable = false)
	private int number;

	@Column(nullable = false, columnDefinition = "text")
	private String content;

	@Column(name = "content_hash", nullable = false, length = 64)
	private String contentHash;

	@Enumerated(EnumType.STRING)
	@Column(name = "format_era", nullable = false, length = 32)
	private FormatEra formatEra;

	@Column(nullable = false, length = 100)
	private String author;

	/**
	 * The draft version this revision was saved from: the change log's rows up to it made
	 * its content.
	 */
	@Column(name = "draft_version", nullable = false)
	private long draftVersion;

	@Column(nullable = false, length = 2000)
	private String message;

	@Column(name = "created_at", nullable = false)
	private Instant createdAt;

	protected RevisionEntity() {
	}

	RevisionEntity(long manifestId, int number, String content, String contentHash, FormatEra formatEra, String author,
			long draftVersion, String message, Instant createdAt) {
		this.manifestId = manifestId;
		this.number = number;
		this.content = content;
		this.contentHash = contentHash;
		this.formatEra = formatEra;
		this.author = author;
		this.draftVersion = draftVersion;
		this.message = message;
		this.createdAt = createdAt;
	}

	Revision toRevision() {
		return new Revision(this.manifestId, this.number, this.content, this.contentHash, this.formatEra, this.author,
				this.message, this.createdAt);
	}

}
