package io.manifeststudio.manifest;

import java.util.Optional;

import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

/**
 * Manifests, their summaries for the list, and the revision counter. Other features use
 * {@link ManifestService}.
 */
interface ManifestRepository extends JpaRepository<ManifestEntity, Long>, ManifestSummaryQueries {

	boolean existsByName(String name);

	/**
	 * One page of the ids of the manifests whose name contains {@code pattern} (a
	 * lower-case LIKE pattern with {@code \} as escape character), sortable by the
	 * manifest's own properties (name, id, createdAt). Only ids: the database sorts and
	 * skips narrow rows (or walks the index on name and id), and {@link #summariesOf}
	 * reads the drafts of the one page.
	 */
	@Query(value = "select m.id from ManifestEntity m where lower(m.name) like :pattern escape '\\'",
			countQuery = "select count(m) from ManifestEntity m where lower(m.name) like :pattern escape '\\'")
	Page<Long> pageOfIds(@Param("pattern") String pattern, Pageable pageable);

	/**
	 * As {@link #pageOfIds} for the whole list: no condition on the name, so the index on
	 * name and id serves.
	 */
	@Query(value = "select m.id from ManifestEntity m", countQuery = "select count(m) from ManifestEntity m")
	Page<Long> pageOfAllIds(Pageable pageable);

	/**
	 * Takes the next revision number: increments the counter in one UPDATE, which holds
	 * the manifest row's lock until the transaction ends, so concurrent saves of one
	 * manifest take turns. Returns the rows changed (0: no such manifest).
	 */
	@Modifying(flushAutomatically = true, clearAutomatically = true)
	@Query("update ManifestEntity m set m.latestRevision = m.latestRevision + 1 where m.id = :id")
	int incrementLatestRevision(@Param("id") long id);

	@Modifying(flushAutomatically = true, clearAutomatically = true)
	@Query("update ManifestEntity m set m.fissileGeneration = :generation where m.id = :id")
	int setFissileGeneration(@Param("id") long id, @Param("generation") String generation);

	@Query("select m.latestRevision from ManifestEntity m where m.id = :id")
	Optional<Integer> latestRevision(@Param("id") long id);

}
