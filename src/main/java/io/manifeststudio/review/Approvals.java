package io.manifeststudio.review;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.support.GeneratedKeyHolder;
import org.springframework.jdbc.support.KeyHolder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.release.ReleaseCatalog;
import io.manifeststudio.release.ReleaseResolution;
import io.manifeststudio.validation.ManifestValidator;

/**
 * Reviews of revisions ({@code review_approval}) and the approval rule. A verdict is
 * bound to the revision's content hash when it is given; only verdicts bound to the
 * revision's hash count. Four eyes: nobody reviews a revision they made, that is saved or
 * made one of the changes of since the last approved revision ({@link FourEyes}). A
 * revision is approved when it has at least one approval (from someone who did not make
 * it), no request for changes since the newest approval, no unresolved blocking comment
 * and no error finding.
 */
@Service
@Transactional
public class Approvals {

	private final ManifestService manifests;

	private final Comments comments;

	private final FourEyes fourEyes;

	private final ManifestValidator validator;

	private final AuditLog audit;

	private final JdbcTemplate jdbc;

	private final ObjectProvider<ReleaseCatalog> catalog;

	private final Clock clock;

	@Autowired
	public Approvals(ManifestService manifests, Comments comments, FourEyes fourEyes, ManifestValidator validator,
			AuditLog audit, JdbcTemplate jdbc, ObjectProvider<ReleaseCatalog> catalog) {
		this(manifests, comments, fourEyes, validator, audit, jdbc, catalog, Clock.systemUTC());
	}

	Approvals(ManifestService manifests, Comments comments, FourEyes fourEyes, ManifestValidator validator,
			AuditLog audit, JdbcTemplate jdbc, ObjectProvider<ReleaseCatalog> catalog, Clock clock) {
		this.manifests = manifests;
		this.comments = comments;
		this.fourEyes = fourEyes;
		this.validator = validator;
		this.audit = audit;
		this.jdbc = jdbc;
		this.catalog = catalog;
		this.clock = clock;
	}

	/**
	 * Records {@code reviewer}'s verdict on revision {@code revision}, bound to its
	 * content hash.
	 * @throws OwnRevisionException when the reviewer saved the revision or made one of
	 * its changes since the last approved revision (four eyes)
	 * @throws io.manifeststudio.manifest.RevisionNotFoundException when the manifest has
	 * no such revision
	 */
	public Approval review(long manifestId, int revision, Verdict verdict, String message, String reviewer) {
		String who = ReviewText.name("reviewer", reviewer);
		String words = ReviewText.message(message);
		Revision stored = this.manifests.revision(manifestId, revision);
		FourEyes.Makers makers = this.fourEyes.makers(manifestId, revision);
		if (makers.includes(who)) {
			throw OwnRevisionException.of(makers, who);
		}
		Instant at = this.clock.instant().truncatedTo(ChronoUnit.MICROS);
		KeyHolder key = new GeneratedKeyHolder();
		this.jdbc.update((connection) -> {
			PreparedStatement insert = connection.prepareStatement("insert into review_approval (manifest_id, "
					+ "revision_number, content_hash, reviewer, verdict, message, created_at) values (?, ?, ?, ?, ?, ?, ?)",
					new String[] { "id" });
			insert.setLong(1, manifestId);
			insert.setInt(2, revision);
			insert.setString(3, stored.contentHash());
			insert.setString(4, who);
			insert.setString(5, verdict.label());
			insert.setString(6, words);
			insert.setObject(7, CommentStore.utc(at));
			return insert;
		}, key);
		this.audit.record(who, (verdict == Verdict.APPROVE) ? AuditLog.APPROVE : AuditLog.REQUEST_CHANGES, manifestId,
				revision,
				verdict.label() + " of content " + stored.contentHash() + ((words != null) ? ": " + words : ""));
		return new Approval(key.getKey().longValue(), manifestId, revision, stored.contentHash(), who, verdict, words,
				at);
	}

	/** The verdicts on a revision bound to its content hash, oldest first. */
	@Transactional(readOnly = true)
	public List<Approval> of(long manifestId, int revision) {
		Revision stored = this.manifests.revision(manifestId, revision);
		return this.jdbc.query("select id, manifest_id, revision_number, content_hash, reviewer, verdict, message, "
				+ "created_at from review_approval where manifest_id = ? and revision_number = ? and content_hash = ? "
				+ "order by created_at, id", Approvals::approval, manifestId, revision, stored.contentHash());
	}

	/**
	 * Who made the revision (saved it, or made one of its changes since the last approved
	 * revision): they neither review it nor resolve someone else's blocking comment on
	 * it.
	 */
	@Transactional(readOnly = true)
	public FourEyes.Makers makers(long manifestId, int revision) {
		return this.fourEyes.makers(manifestId, revision);
	}

	/**
	 * Whether the revision is approved, and why not. A verdict of someone who made the
	 * revision (possible only for verdicts given before the four-eyes rule) does not
	 * count.
	 */
	@Transactional(readOnly = true)
	public ReviewStatus status(long manifestId, int revision) {
		Revision stored = this.manifests.revision(manifestId, revision);
		FourEyes.Makers makers = this.fourEyes.makers(manifestId, revision);
		List<Approval> verdicts = of(manifestId, revision).stream()
			.filter((verdict) -> !makers.includes(verdict.reviewer()))
			.toList();
		long blocking = this.comments.threads(manifestId, revision)
			.stream()
			.filter(CommentThread::isOpenBlocking)
			.count();
		long errors = errors(manifestId, stored);
		List<String> reasons = new ArrayList<>();
		int newestApproval = -1;
		int newestRequest = -1;
		for (int i = 0; i < verdicts.size(); i++) {
			if (verdicts.get(i).verdict() == Verdict.APPROVE) {
				newestApproval = i;
			}
			else {
				newestRequest = i;
			}
		}
		if (newestApproval < 0) {
			reasons.add("revision " + revision + " has no approval");
		}
		else if (newestRequest > newestApproval) {
			reasons.add(verdicts.get(newestRequest).reviewer() + " requested changes after the last approval");
		}
		if (blocking > 0) {
			reasons.add(blocking + " blocking comment" + ((blocking == 1) ? " is" : "s are") + " not resolved");
		}
		if (errors > 0) {
			reasons.add("revision " + revision + " has " + errors + " error finding" + ((errors == 1) ? "" : "s"));
		}
		return new ReviewStatus(manifestId, revision, stored.contentHash(), reasons.isEmpty(), verdicts, blocking,
				errors, reasons);
	}

	/**
	 * The revision's error findings, counted as its export counts them: with the
	 * generation chosen for the manifest and the BOSH releases it uses, so that
	 * "approved" and an approved export never disagree.
	 */
	private long errors(long manifestId, Revision revision) {
		RoleManifest model = this.manifests.parse(revision);
		FissileGeneration generation = FissileGeneration.forRequest(null, this.manifests.chosenGeneration(manifestId),
				model.era());
		return this.validator
			.validate(model, generation, ReleaseResolution.of(this.catalog.getIfAvailable(), manifestId, model))
			.errors();
	}

	private static Approval approval(ResultSet row, int number) throws SQLException {
		return new Approval(row.getLong("id"), row.getLong("manifest_id"), row.getInt("revision_number"),
				row.getString("content_hash"), row.getString("reviewer"), Verdict.of(row.getString("verdict")),
				row.getString("message"), CommentStore.instant(row, "created_at"));
	}

}
