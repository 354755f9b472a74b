package io.manifeststudio.review;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

import io.manifeststudio.manifest.ChangeAuthor;
import io.manifeststudio.manifest.ManifestService;

/**
 * The four-eyes rule of the team review: who made a revision. A revision's makers are
 * whoever saved it and whoever made a change of the draft (an edit, a replacement, an
 * undo or a redo; the import when no revision before was approved) since the last
 * approved revision before it. The change log says who made each change. None of them
 * approves the revision or requests changes of it, and none of them resolves someone
 * else's blocking comment on it.
 * <p>
 * "The last approved revision" is the newest earlier revision that its reviewers
 * approved: its newest verdict bound to its content is an approval and none of its
 * blocking comments is open. Error findings do not count here (they depend on the
 * generation chosen today and say nothing about who looked at the changes).
 */
@Component
@Transactional(readOnly = true)
public class FourEyes {

	private final ManifestService manifests;

	private final JdbcTemplate jdbc;

	FourEyes(ManifestService manifests, JdbcTemplate jdbc) {
		this.manifests = manifests;
		this.jdbc = jdbc;
	}

	/**
	 * Who made revision {@code number} of the manifest and what: each maker (as they
	 * signed in) with the draft versions they made, in order, and the revision it is
	 * compared with.
	 * @throws io.manifeststudio.manifest.RevisionNotFoundException when the manifest has
	 * no such revision
	 */
	public Makers makers(long manifestId, int number) {
		String saver = this.manifests.savedBy(manifestId, number);
		int since = lastApprovedBefore(manifestId, number).orElse(0);
		Map<String, List<Long>> versions = new LinkedHashMap<>();
		for (ChangeAuthor change : this.manifests.changeAuthors(manifestId, number, since)) {
			versions.computeIfAbsent(key(change.author()), (name) -> new ArrayList<>()).add(change.version());
		}
		return new Makers(manifestId, number, since, saver, versions);
	}

	/**
	 * The newest revision before {@code number} that its reviewers approved (see the
	 * class comment).
	 */
	Optional<Integer> lastApprovedBefore(long manifestId, int number) {
		List<Integer> found = this.jdbc.queryForList("""
				select r.number from manifest_revision r
				where r.manifest_id = ? and r.number < ?
				and (select a.verdict from review_approval a where a.manifest_id = r.manifest_id
					and a.revision_number = r.number and a.content_hash = r.content_hash
					order by a.created_at desc, a.id desc fetch first 1 rows only) = 'approve'
				and not exists (select 1 from review_comment c where c.manifest_id = r.manifest_id
					and c.revision_number = r.number and c.parent_id is null and c.blocking and c.resolved_by is null)
				order by r.number desc fetch first 1 rows only
				""", Integer.class, manifestId, number);
		return found.stream().findFirst();
	}

	static String key(String name) {
		return name.toLowerCase(Locale.ROOT);
	}

	/**
	 * The makers of a revision: who saved it ({@code saver}) and who made which draft
	 * versions since revision {@code since} (0: since the import), by name in lower case.
	 */
	public record Makers(long manifestId, int revision, int since, String saver, Map<String, List<Long>> versions) {

		public Makers {
			versions = Collections.unmodifiableMap(new LinkedHashMap<>(versions));
		}

		/**
		 * Whether {@code name} saved the revision or made one of its changes (names
		 * compared ignoring case).
		 */
		public boolean includes(String name) {
			return name != null && (this.saver.equalsIgnoreCase(name) || this.versions.containsKey(key(name)));
		}

		/** Everyone who made the revision, in lower case and sorted. */
		public TreeSet<String> names() {
			TreeSet<String> names = new TreeSet<>(this.versions.keySet());
			names.add(key(this.saver));
			return names;
		}

		/**
		 * Why {@code name} is one of the makers, in words ({@code null} when they are
		 * not).
		 */
		public String why(String name) {
			if (!includes(name)) {
				return null;
			}
			List<Long> made = this.versions.get(key(name));
			String scope = (this.since > 0) ? " since approved revision " + this.since : "";
			if (made == null) {
				return name + " saved revision " + this.revision;
			}
			String which = (made.size() == 1) ? "draft version " + made.get(0)
					: "draft versions " + String.join(", ", made.stream().map(String::valueOf).toList());
			return name + " made " + which + " of revision " + this.revision + scope
					+ (this.saver.equalsIgnoreCase(name) ? " and saved it" : "");
		}

	}

}
