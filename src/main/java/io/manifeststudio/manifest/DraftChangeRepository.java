package io.manifeststudio.manifest;

import java.util.List;
import java.util.Optional;

import org.springframework.data.domain.Limit;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

/**
 * The change log of drafts. Its rows are written and moved between states by
 * {@link DraftEditing}.
 */
interface DraftChangeRepository extends JpaRepository<DraftChangeEntity, Long> {

	/**
	 * Moves a change from one state to another, if it is still in the first; returns the
	 * rows changed.
	 */
	default int changeState(long changeId, ChangeState from, ChangeState to) {
		return changeState(changeId, from.label(), to.label());
	}

	Optional<DraftChangeEntity> findFirstByManifestIdAndUndoStateOrderByVersionDesc(long manifestId, String undoState);

	Optional<DraftChangeEntity> findFirstByManifestIdAndUndoStateAndVersionGreaterThanOrderByVersionAsc(long manifestId,
			String undoState, long version);

	@Modifying(flushAutomatically = true, clearAutomatically = true)
	@Query("update DraftChangeEntity c set c.undoState = :to where c.id = :id and c.undoState = :from")
	int changeState(@Param("id") long changeId, @Param("from") String from, @Param("to") String to);

	/**
	 * The rows of {@code author} that last brought one of their changes into the draft,
	 * newest first: an applied edit or replacement, or a redo of one that is applied. The
	 * first is what the author's undo reverts.
	 */
	@Query("""
			select c from DraftChangeEntity c where c.manifestId = :id and c.author = :author
				and ((c.kind in ('edit', 'replace') and c.undoState = 'applied')
					or (c.kind = 'redo' and exists (select t.id from DraftChangeEntity t
						where t.id = c.targetChangeId and t.undoState = 'applied')))
			order by c.version desc
			""")
	List<DraftChangeEntity> ownEffects(@Param("id") long manifestId, @Param("author") String author, Pageable page);

	/**
	 * The undo rows of {@code author} whose change is still undone (may be redone),
	 * newest first.
	 */
	@Query("""
			select c from DraftChangeEntity c where c.manifestId = :id and c.author = :author and c.kind = 'undo'
				and exists (select t.id from DraftChangeEntity t where t.id = c.targetChangeId and t.undoState = 'undone')
			order by c.version desc
			""")
	List<DraftChangeEntity> ownUndos(@Param("id") long manifestId, @Param("author") String author, Pageable page);

	/** The first {@code limit} changes after {@code version}, oldest first. */
	List<DraftChangeEntity> findByManifestIdAndVersionGreaterThanOrderByVersionAsc(long manifestId, long version,
			Limit limit);

	/**
	 * A new edit or replacement of {@code author} makes their undone changes impossible
	 * to redo.
	 */
	@Modifying(flushAutomatically = true, clearAutomatically = true)
	@Query("update DraftChangeEntity c set c.undoState = 'discarded' where c.manifestId = :id and c.author = :author and c.undoState = 'undone'")
	int discardUndone(@Param("id") long manifestId, @Param("author") String author);

	/**
	 * A new edit or replacement makes every undone change of the draft impossible to
	 * redo.
	 */
	@Modifying(flushAutomatically = true, clearAutomatically = true)
	@Query("update DraftChangeEntity c set c.undoState = 'discarded' where c.manifestId = :id and c.undoState = 'undone'")
	int discardUndone(@Param("id") long manifestId);

	/**
	 * The change that made the draft's current version (or none, for a draft never
	 * changed since its import).
	 */
	Optional<DraftChangeEntity> findFirstByManifestIdAndVersion(long manifestId, long version);

	/**
	 * The newest rows of the log of one draft before version {@code before}, without the
	 * patches, newest first: at most {@code limit} of them, read with the database's own
	 * limit (the log grows with every edit).
	 */
	@Query("""
			select new io.manifeststudio.manifest.ChangeLogRow(c.version, c.kind, c.editJson, c.summary, c.author,
				c.createdAt, c.undoState)
			from DraftChangeEntity c where c.manifestId = :id and c.version < :before order by c.version desc
			""")
	List<ChangeLogRow> history(@Param("id") long manifestId, @Param("before") long before, Limit limit);

	/**
	 * The newest rows of the log of one draft after version {@code after}, without the
	 * patches, newest first: at most {@code limit} of them (what a client that saw
	 * {@code after} missed, the newest when it missed more).
	 */
	@Query("""
			select new io.manifeststudio.manifest.ChangeLogRow(c.version, c.kind, c.editJson, c.summary, c.author,
				c.createdAt, c.undoState)
			from DraftChangeEntity c where c.manifestId = :id and c.version > :after order by c.version desc
			""")
	List<ChangeLogRow> historyAfter(@Param("id") long manifestId, @Param("after") long after, Limit limit);

	/**
	 * Who made the changes that moved the draft from version {@code after} to
	 * {@code upTo}, in version order.
	 */
	@Query("""
			select new io.manifeststudio.manifest.ChangeAuthor(c.author, c.version) from DraftChangeEntity c
			where c.manifestId = :id and c.version > :after and c.version <= :upTo order by c.version
			""")
	List<ChangeAuthor> authors(@Param("id") long manifestId, @Param("after") long after, @Param("upTo") long upTo);

}
