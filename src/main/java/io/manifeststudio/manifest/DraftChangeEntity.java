package io.manifeststudio.manifest;

import java.time.Instant;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * One change of a manifest's draft in its change log: the draft version it produced, what
 * made it, the text patch from the content before to the content after (with both hashes)
 * and, for edits and replacements, whether it is applied, undone or discarded. Only
 * {@code undoState} ever changes, through {@link DraftChangeRepository}'s conditional
 * updates.
 */
@Entity
@Table(name = "draft_change")
class DraftChangeEntity {

	@Id
	@GeneratedValue(strategy = GenerationType.IDENTITY)
	private Long id;

	@Column(name = "manifest_id", nullable = false)
	private long manifestId;

	@Column(nullable = false)
	private long version;

	@Column(nullable = false, length = 16)
	private String kind;

	@Column(name = "edit_json", columnDefinition = "text")
	private String editJson;

	@Column(nullable = false, length = 2000)
	private String summary;

	@Column(nullable = false, length = 100)
	private String author;

	@Column(name = "created_at", nullable = false)
	private Instant createdAt;

	@Column(nullable = false, columnDefinition = "text")
	private String patch;

	@Column(name = "hash_before", nullable = false, length = 64)
	private String hashBefore;

	@Column(name = "hash_after", nullable = false, length = 64)
	private String hashAfter;

	@Column(name = "undo_state", length = 16)
	private String undoState;

	@Column(name = "target_change_id")
	private Long targetChangeId;

	@Column(columnDefinition = "text")
	private String pods;

	@Column(columnDefinition = "text")
	private String footprint;

	protected DraftChangeEntity() {
	}

	DraftChangeEntity(long manifestId, long version, ChangeKind kind, String editJson, String summary, String author,
			Instant createdAt, String patch, String hashBefore, String hashAfter, Long targetChangeId, String pods,
			String footprint) {
		this.manifestId = manifestId;
		this.version = version;
		this.kind = kind.label();
		this.editJson = editJson;
		this.summary = summary;
		this.author = author;
		this.createdAt = createdAt;
		this.patch = patch;
		this.hashBefore = hashBefore;
		this.hashAfter = hashAfter;
		this.undoState = kind.isUndoable() ? ChangeState.APPLIED.label() : null;
		this.targetChangeId = targetChangeId;
		this.pods = pods;
		this.footprint = footprint;
	}

	Long getId() {
		return this.id;
	}

	long getManifestId() {
		return this.manifestId;
	}

	long getVersion() {
		return this.version;
	}

	String getSummary() {
		return this.summary;
	}

	String getPatch() {
		return this.patch;
	}

	String getHashAfter() {
		return this.hashAfter;
	}

	String getAuthor() {
		return this.author;
	}

	Instant getCreatedAt() {
		return this.createdAt;
	}

	String getEditJson() {
		return this.editJson;
	}

	/**
	 * Applied, undone or discarded for edits and replacements; {@code null} for undo and
	 * redo.
	 */
	ChangeState getUndoState() {
		return (this.undoState != null) ? ChangeState.of(this.undoState) : null;
	}

	/**
	 * The change an undo or redo undid or redid; {@code null} for edits and replacements.
	 */
	Long getTargetChangeId() {
		return this.targetChangeId;
	}

	/**
	 * What the change read and wrote
	 * ({@link io.manifeststudio.manifest.edit.Footprint#toJson}), or {@code null}.
	 */
	String getFootprint() {
		return this.footprint;
	}

}
