package io.manifeststudio.manifest;

import java.time.Instant;
import java.util.Optional;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

import io.manifeststudio.manifest.model.FormatEra;

/**
 * Drafts, changed only by conditional updates that name the version the writer read. Use
 * {@link ManifestService}.
 */
interface DraftRepository extends JpaRepository<DraftEntity, Long> {

	/**
	 * Replaces the draft's content if, and only if, it is still at
	 * {@code expectedVersion}; bumps the version. Returns the rows changed: 0 means the
	 * draft moved on (or does not exist).
	 */
	@Modifying(flushAutomatically = true, clearAutomatically = true)
	@Query("""
			update DraftEntity d set d.content = :content, d.contentHash = :hash, d.formatEra = :era,
				d.version = d.version + 1, d.savedAsRevision = null, d.updatedBy = :author, d.updatedAt = :now
			where d.manifestId = :id and d.version = :expectedVersion
			""")
	int replaceIfVersion(@Param("id") long id, @Param("expectedVersion") long expectedVersion,
			@Param("content") String content, @Param("hash") String hash, @Param("era") FormatEra era,
			@Param("author") String author, @Param("now") Instant now);

	/**
	 * The draft's row without its content (up to 5 MB, which the caller may hold by its
	 * hash).
	 */
	@Query("""
			select new io.manifeststudio.manifest.DraftHead(d.version, d.contentHash, d.formatEra, d.updatedBy,
				d.updatedAt, d.savedAsRevision)
			from DraftEntity d where d.manifestId = :id
			""")
	Optional<DraftHead> head(@Param("id") long id);

	/** The draft's version alone (the board polls it). */
	@Query("select d.version from DraftEntity d where d.manifestId = :id")
	Optional<Long> version(@Param("id") long id);

	/**
	 * Records that the draft, still at {@code version}, was saved as revision
	 * {@code number}.
	 */
	@Modifying(flushAutomatically = true, clearAutomatically = true)
	@Query("update DraftEntity d set d.savedAsRevision = :number where d.manifestId = :id and d.version = :version")
	int markSaved(@Param("id") long id, @Param("version") long version, @Param("number") int number);

}
