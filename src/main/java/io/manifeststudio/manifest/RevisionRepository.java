package io.manifeststudio.manifest;

import java.util.List;
import java.util.Optional;

import org.springframework.data.jpa.repository.JpaRepository;

/** Immutable revisions, by manifest and number. Other features use {@link ManifestService}. */
public interface RevisionRepository extends JpaRepository<RevisionEntity, Long> {

	List<RevisionEntity> findByManifestIdOrderByNumberDesc(long manifestId);

	Optional<RevisionEntity> findByManifestIdAndNumber(long manifestId, int number);

}
