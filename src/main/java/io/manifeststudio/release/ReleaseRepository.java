package io.manifeststudio.release;

import java.util.Collection;
import java.util.List;
import java.util.Optional;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

/** Stored releases. Other features use {@link ReleaseCatalog}. */
interface ReleaseRepository extends JpaRepository<ReleaseEntity, Long> {

	Optional<ReleaseEntity> findByNameAndVersion(String name, String version);

	List<ReleaseEntity> findAllByOrderByNameAscVersionAsc();

	/**
	 * Every release's id, name and version: one light query where a manifest names many
	 * releases.
	 */
	@Query("select new io.manifeststudio.release.ReleaseKey(r.id, r.name, r.version) from ReleaseEntity r")
	List<ReleaseKey> keys();

	@Query(value = "select release_id from manifest_release where manifest_id = ?1", nativeQuery = true)
	List<Long> attachedTo(long manifestId);

	@Query("select r from ReleaseEntity r where r.id in ?1 order by r.name, r.version")
	List<ReleaseEntity> findByIds(Collection<Long> ids);

}
