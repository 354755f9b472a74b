package io.manifeststudio.manifest;

import java.util.List;
import java.util.Optional;

import org.springframework.data.domain.Limit;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

/**
 * Immutable revisions, by manifest and number. Other features use
 * {@link ManifestService}.
 */
interface RevisionRepository extends JpaRepository<RevisionEntity, Long> {

	List<RevisionEntity> findByManifestIdOrderByNumberDesc(long manifestId);

	/**
	 * A manifest's revisions, newest first, without their content (the columns a list
	 * shows).
	 */
	@Query("select new io.manifeststudio.manifest.RevisionSummary(r.manifestId, r.number, r.contentHash, r.formatEra,"
			+ " r.author, r.message, r.createdAt) from RevisionEntity r where r.manifestId = :id order by r.number desc")
	List<RevisionSummary> summaries(@Param("id") long manifestId);

	/**
	 * At most {@code limit} of a manifest's revisions numbered below {@code before},
	 * newest first, without their content: read with the database's own limit.
	 */
	@Query("select new io.manifeststudio.manifest.RevisionSummary(r.manifestId, r.number, r.contentHash, r.formatEra,"
			+ " r.author, r.message, r.createdAt) from RevisionEntity r where r.manifestId = :id and r.number < :before"
			+ " order by r.number desc")
	List<RevisionSummary> summaries(@Param("id") long manifestId, @Param("before") int before, Limit limit);

	Optional<RevisionEntity> findByManifestIdAndNumber(long manifestId, int number);

	/** Who saved a revision, read without its content. */
	@Query("select r.author from RevisionEntity r where r.manifestId = :id and r.number = :number")
	Optional<String> savedBy(@Param("id") long manifestId, @Param("number") int number);

	/** The draft version a revision was saved from, read without its content. */
	@Query("select r.draftVersion from RevisionEntity r where r.manifestId = :id and r.number = :number")
	Optional<Long> draftVersion(@Param("id") long manifestId, @Param("number") int number);

}
