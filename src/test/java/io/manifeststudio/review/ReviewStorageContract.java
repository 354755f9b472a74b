package io.manifeststudio.review;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.annotation.Transactional;

import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.manifest.ChangeAuthor;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.ParsedManifestCache;
import io.manifeststudio.manifest.RevisionNotFoundException;
import io.manifeststudio.validation.ManifestValidator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * What the review's storage must do on every database: comments and threads, outdated
 * anchors, approvals and the approval rule, the audit log. The same tests run on H2
 * ({@link ReviewStorageH2Tests}) and on the real PostgreSQL
 * ({@link ReviewStoragePostgresTests}); each runs in a transaction that is rolled back.
 */
@Transactional
@Import({ ManifestService.class, ParsedManifestCache.class, ManifestCodec.class, CommentStore.class, Comments.class,
		FourEyes.class, Approvals.class, AuditLog.class, ReviewStorageContract.ValidatorConfiguration.class })
abstract class ReviewStorageContract {

	/** Pod web places log-agent; pod api places nothing. */
	static final String YAML = """
			instance_groups:
			- name: web
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        colocated_containers: [log-agent]
			        run: {memory: 256}
			- name: api
			  tags: [sequential-startup]
			  jobs:
			  - name: capi
			    release: capi
			    properties:
			      bosh_containerization:
			        run: {memory: 512}
			- name: log-agent
			  type: colocated-container
			  jobs:
			  - name: ntpd
			    release: ntp
			    properties:
			      bosh_containerization:
			        run: {memory: 64}
			""";

	static final String MOVED = YAML.replace("        colocated_containers: [log-agent]\n", "")
		.replace("        run: {memory: 512}\n",
				"        colocated_containers: [log-agent]\n        run: {memory: 512}\n");

	@TestConfiguration(proxyBeanMethods = false)
	static class ValidatorConfiguration {

		@Bean
		ManifestValidator manifestValidator() {
			return Validators.create();
		}

	}

	@Autowired
	ManifestService manifests;

	@Autowired
	Comments comments;

	@Autowired
	Approvals approvals;

	@Autowired
	AuditLog audit;

	@Autowired
	JdbcTemplate jdbc;

	@Test
	void aThreadHasItsCommentRepliesInOrderAndIsResolvedOnce() {
		long id = manifestWithRevision("alice");
		Comment comment = this.comments.add(id, 1, Anchor.container("web", "log-agent"), "Why here?", true, "bob");
		Comment reply = this.comments.reply(comment.id(), "Closer to the logs.", "alice");
		Comment replyToReply = this.comments.reply(reply.id(), "OK", "bob");

		assertThat(replyToReply.parentId()).isEqualTo(comment.id());
		List<CommentThread> threads = this.comments.threads(id, 1);
		assertThat(threads).singleElement().satisfies((thread) -> {
			assertThat(thread.comment().anchor()).isEqualTo(Anchor.container("web", "log-agent"));
			assertThat(thread.comment().author()).isEqualTo("bob");
			assertThat(thread.comment().blocking()).isTrue();
			assertThat(thread.replies()).extracting(Comment::text).containsExactly("Closer to the logs.", "OK");
			assertThat(thread.isOpenBlocking()).isTrue();
			assertThat(thread.outdated()).isFalse();
		});

		Comment resolved = this.comments.resolve(reply.id(), "carol", true);
		assertThat(resolved.id()).isEqualTo(comment.id());
		assertThat(resolved.resolvedBy()).isEqualTo("carol");
		assertThat(this.comments.resolve(comment.id(), "dave", false).resolvedBy()).isEqualTo("carol");
		assertThat(this.comments.threads(id, 1).get(0).isOpenBlocking()).isFalse();
	}

	@Test
	void textIsStoredExactlyAsTypedUpToTenThousandCharacters() {
		long id = manifestWithRevision("alice");
		String typed = "  <script>alert('x')</script> & ünïcødé 🚀\n\tsecond line  ";
		Comment comment = this.comments.add(id, 1, Anchor.MANIFEST, typed, false, "bob");
		assertThat(this.comments.get(comment.id()).text()).isEqualTo(typed);
		String longest = "x".repeat(10_000);
		assertThat(this.comments.add(id, 1, Anchor.group("api"), longest, false, "bob").text()).isEqualTo(longest);

		assertThatExceptionOfType(InvalidManifestRequestException.class)
			.isThrownBy(() -> this.comments.add(id, 1, Anchor.MANIFEST, longest + "x", false, "bob"))
			.withMessage("The text has 10001 characters; at most 10000 are allowed")
			.extracting(InvalidManifestRequestException::field)
			.isEqualTo("text");
		assertThatExceptionOfType(InvalidManifestRequestException.class)
			.isThrownBy(() -> this.comments.add(id, 1, Anchor.MANIFEST, "  \n ", false, "bob"));
		assertThatExceptionOfType(InvalidManifestRequestException.class)
			.isThrownBy(() -> this.comments.add(id, 1, Anchor.MANIFEST, "nul\u0000", false, "bob"));
		assertThatExceptionOfType(InvalidManifestRequestException.class)
			.isThrownBy(() -> this.comments.reply(comment.id(), "y".repeat(10_001), "bob"));
	}

	@Test
	void anchorsAreCheckedAgainstTheRevision() {
		long id = manifestWithRevision("alice");
		assertThatExceptionOfType(InvalidManifestRequestException.class)
			.isThrownBy(() -> this.comments.add(id, 1, Anchor.group("nope"), "?", false, "bob"))
			.extracting(InvalidManifestRequestException::field)
			.isEqualTo("anchor.group");
		assertThatExceptionOfType(InvalidManifestRequestException.class)
			.isThrownBy(() -> this.comments.add(id, 1, Anchor.container("api", "log-agent"), "?", false, "bob"))
			.extracting(InvalidManifestRequestException::field)
			.isEqualTo("anchor.container");
		assertThatExceptionOfType(RevisionNotFoundException.class)
			.isThrownBy(() -> this.comments.add(id, 2, Anchor.MANIFEST, "?", false, "bob"));
		assertThatExceptionOfType(CommentNotFoundException.class)
			.isThrownBy(() -> this.comments.reply(Long.MAX_VALUE, "?", "bob"));
	}

	@Test
	void aCommentIsOutdatedWhenItsPlaceChangedInALaterRevision() {
		long id = manifestWithRevision("alice");
		this.comments.add(id, 1, Anchor.container("web", "log-agent"), "on the container", false, "bob");
		this.comments.add(id, 1, Anchor.field("api", "tags"), "on the tags", false, "bob");
		this.comments.add(id, 1, Anchor.field("web", "run.memory"), "on web's memory", false, "bob");
		assertThat(this.comments.threads(id, 1)).noneMatch(CommentThread::outdated);

		this.manifests.replaceDraft(id, MOVED.getBytes(StandardCharsets.UTF_8), 1, "alice");
		this.manifests.saveRevision(id, "log agent beside the api", "alice");

		assertThat(this.comments.threads(id, 1))
			.extracting((thread) -> thread.comment().text() + ":" + thread.outdated())
			.containsExactly("on the container:true", "on the tags:false", "on web's memory:false");
		assertThat(this.comments.threads(id, 1)).allMatch((thread) -> Integer.valueOf(2).equals(thread.changedIn()));
	}

	@Test
	void nobodyApprovesTheirOwnRevision() {
		long id = manifestWithRevision("alice");
		assertThatExceptionOfType(OwnRevisionException.class)
			.isThrownBy(() -> this.approvals.review(id, 1, Verdict.APPROVE, null, "alice"))
			.withMessageContaining("alice made draft version 1 of revision 1 and saved it");
		assertThat(this.approvals.of(id, 1)).isEmpty();
	}

	@Test
	void aRevisionRemembersTheDraftVersionItWasSavedFromAndTheChangeLogSaysWhoMadeWhat() {
		long id = manifestWithRevision("alice");
		edit(id, "bob");
		edit(id, "carol");
		this.manifests.saveRevision(id, "second", "dave");
		edit(id, "erin");

		assertThat(this.manifests.changeAuthors(id, 1, 0)).containsExactly(new ChangeAuthor("alice", 1));
		assertThat(this.manifests.changeAuthors(id, 2, 1)).containsExactly(new ChangeAuthor("bob", 2),
				new ChangeAuthor("carol", 3));
		assertThat(this.manifests.changeAuthors(id, 2, 0)).extracting(ChangeAuthor::author)
			.containsExactly("alice", "bob", "carol");
		assertThat(this.jdbc.queryForObject(
				"select draft_version from manifest_revision where manifest_id = ? and number = 2", Long.class, id))
			.isEqualTo(3);
		assertThatExceptionOfType(RevisionNotFoundException.class)
			.isThrownBy(() -> this.manifests.changeAuthors(id, 3, 0));
	}

	@Test
	void fourEyesAReviewerWhoseEditsAreInTheRevisionCannotApproveItWhoeverSavedIt() {
		long id = manifestWithRevision("alice");
		this.approvals.review(id, 1, Verdict.APPROVE, null, "bob");
		edit(id, "bob");
		this.manifests.saveRevision(id, "bob's edit, carol's save", "carol");

		assertThatExceptionOfType(OwnRevisionException.class)
			.isThrownBy(() -> this.approvals.review(id, 2, Verdict.APPROVE, "mine, but saved by carol", "bob"))
			.withMessage("bob made draft version 2 of revision 2 since approved revision 1 (manifest " + id
					+ "), so cannot review it: someone who made none of its changes must (four eyes)");
		assertThatExceptionOfType(OwnRevisionException.class)
			.isThrownBy(() -> this.approvals.review(id, 2, Verdict.REQUEST_CHANGES, null, "BOB"));
		assertThatExceptionOfType(OwnRevisionException.class)
			.isThrownBy(() -> this.approvals.review(id, 2, Verdict.APPROVE, null, "carol"))
			.withMessageStartingWith("carol saved revision 2 (manifest " + id + ")");
		assertThat(this.approvals.of(id, 2)).isEmpty();
		assertThat(this.approvals.makers(id, 2).names()).containsExactly("bob", "carol");

		// alice's import is before the approved revision 1: she made nothing of revision
		// 2
		this.approvals.review(id, 2, Verdict.APPROVE, null, "alice");
		assertThat(this.approvals.status(id, 2).approved()).isTrue();
		assertThat(this.approvals.status(id, 2).approvers()).containsExactly("alice");
	}

	@Test
	void fourEyesWithoutAnApprovedRevisionBeforeEveryChangeSinceTheImportCounts() {
		long id = this.manifests
			.importManifest("review-" + UUID.randomUUID(), YAML.getBytes(StandardCharsets.UTF_8), "alice")
			.id();
		this.manifests.saveRevision(id, "alice's import, saved by bob", "bob");
		assertThatExceptionOfType(OwnRevisionException.class)
			.isThrownBy(() -> this.approvals.review(id, 1, Verdict.APPROVE, null, "alice"))
			.withMessageStartingWith("alice made draft version 1 of revision 1 (manifest ");

		// revision 1 is not approved (changes requested): revision 2's changes go back to
		// the import
		this.approvals.review(id, 1, Verdict.APPROVE, null, "carol");
		this.approvals.review(id, 1, Verdict.REQUEST_CHANGES, null, "dave");
		edit(id, "carol");
		edit(id, "erin");
		this.manifests.saveRevision(id, "second", "bob");
		assertThat(this.approvals.makers(id, 2).names()).containsExactly("alice", "bob", "carol", "erin");
		assertThat(this.approvals.makers(id, 2).since()).isZero();
		assertThatExceptionOfType(OwnRevisionException.class)
			.isThrownBy(() -> this.approvals.review(id, 2, Verdict.APPROVE, null, "erin"))
			.withMessageStartingWith("erin made draft version 3 of revision 2 (manifest ");

		// an open blocking comment keeps revision 1 from being the approved one,
		// resolving it makes it so
		this.approvals.review(id, 1, Verdict.APPROVE, null, "dave");
		Comment blocking = this.comments.add(id, 1, Anchor.MANIFEST, "wait", true, "dave");
		assertThat(this.approvals.makers(id, 2).since()).isZero();
		this.comments.resolve(blocking.id(), "dave", true);
		assertThat(this.approvals.makers(id, 2).since()).isEqualTo(1);
		assertThat(this.approvals.makers(id, 2).names()).containsExactly("bob", "carol", "erin");
		this.approvals.review(id, 2, Verdict.APPROVE, null, "alice");
	}

	@Test
	void anApprovalGivenBeforeTheFourEyesRuleBySomeoneWhoMadeTheRevisionDoesNotCount() {
		long id = manifestWithRevision("alice");
		this.approvals.review(id, 1, Verdict.APPROVE, null, "bob");
		edit(id, "bob");
		this.manifests.saveRevision(id, "second", "carol");
		this.jdbc.update(
				"insert into review_approval (manifest_id, revision_number, content_hash, reviewer, verdict, "
						+ "created_at) values (?, 2, ?, 'bob', 'approve', current_timestamp)",
				id, this.manifests.revision(id, 2).contentHash());
		assertThat(this.approvals.of(id, 2)).extracting(Approval::reviewer).containsExactly("bob");
		ReviewStatus status = this.approvals.status(id, 2);
		assertThat(status.approved()).isFalse();
		assertThat(status.reasons()).containsExactly("revision 2 has no approval");
	}

	@Test
	void aBlockingCommentIsResolvedByItsAuthorOrAReviewerWhoMadeNoneOfTheRevision() {
		long id = manifestWithRevision("alice");
		this.approvals.review(id, 1, Verdict.APPROVE, null, "rita");
		edit(id, "bob");
		this.manifests.saveRevision(id, "second", "alice");
		this.approvals.review(id, 2, Verdict.APPROVE, null, "rita");
		Comment blocking = this.comments.add(id, 2, Anchor.group("api"), "not like this", true, "rita");
		Comment reply = this.comments.reply(blocking.id(), "fixed, resolving", "alice");
		assertThat(this.approvals.status(id, 2).approved()).isFalse();

		// the revision's saver and its editor, whatever their role, and an editor who
		// made nothing of it: refused
		assertThatExceptionOfType(ResolveRefusedException.class)
			.isThrownBy(() -> this.comments.resolve(reply.id(), "alice", true))
			.withMessage("Blocking comment " + blocking.id() + " of rita is resolved by its author or by a reviewer "
					+ "who made none of the changes of revision 2; alice saved revision 2");
		assertThatExceptionOfType(ResolveRefusedException.class)
			.isThrownBy(() -> this.comments.resolve(blocking.id(), "bob", true))
			.withMessageEndingWith("; bob made draft version 2 of revision 2 since approved revision 1");
		assertThatExceptionOfType(ResolveRefusedException.class)
			.isThrownBy(() -> this.comments.resolve(blocking.id(), "carol", false))
			.withMessageEndingWith("; carol is not a reviewer");
		assertThat(this.approvals.status(id, 2).approved()).isFalse();
		assertThat(this.audit.find(new AuditQuery(id, null, null, 100))).extracting(AuditEvent::action)
			.doesNotContain(AuditLog.RESOLVE);

		// a reviewer who made nothing of it may, and so may its author; a thread that
		// does not block, anyone
		assertThat(this.comments.resolve(blocking.id(), "dave", true).resolvedBy()).isEqualTo("dave");
		assertThat(this.approvals.status(id, 2).approved()).isTrue();
		Comment second = this.comments.add(id, 2, Anchor.MANIFEST, "and this", true, "rita");
		assertThat(this.comments.resolve(second.id(), "RITA", false).resolvedBy()).isEqualTo("RITA");
		Comment note = this.comments.add(id, 2, Anchor.MANIFEST, "a note", false, "rita");
		assertThat(this.comments.resolve(note.id(), "bob", false).isResolved()).isTrue();
		// a blocking comment of the revision's own maker is theirs to resolve
		Comment own = this.comments.add(id, 2, Anchor.MANIFEST, "todo", true, "bob");
		assertThat(this.comments.resolve(own.id(), "bob", false).isResolved()).isTrue();
	}

	@Test
	void aRevisionIsApprovedByTheRuleOfTheTeamReview() {
		long id = manifestWithRevision("alice");
		ReviewStatus none = this.approvals.status(id, 1);
		assertThat(none.approved()).isFalse();
		assertThat(none.errors()).isZero();
		assertThat(none.reasons()).containsExactly("revision 1 has no approval");

		Approval approval = this.approvals.review(id, 1, Verdict.APPROVE, "LGTM", "bob");
		assertThat(approval.contentHash()).isEqualTo(this.manifests.revision(id, 1).contentHash());
		assertThat(this.approvals.status(id, 1).approved()).isTrue();
		assertThat(this.approvals.status(id, 1).approvers()).containsExactly("bob");

		this.approvals.review(id, 1, Verdict.REQUEST_CHANGES, "wait", "carol");
		ReviewStatus requested = this.approvals.status(id, 1);
		assertThat(requested.approved()).isFalse();
		assertThat(requested.reasons()).containsExactly("carol requested changes after the last approval");

		this.approvals.review(id, 1, Verdict.APPROVE, null, "carol");
		assertThat(this.approvals.status(id, 1).approved()).isTrue();
		assertThat(this.approvals.status(id, 1).approvers()).containsExactly("bob", "carol");

		Comment blocking = this.comments.add(id, 1, Anchor.group("api"), "must fix", true, "dave");
		ReviewStatus blocked = this.approvals.status(id, 1);
		assertThat(blocked.approved()).isFalse();
		assertThat(blocked.blockingComments()).isEqualTo(1);
		assertThat(blocked.reasons()).containsExactly("1 blocking comment is not resolved");
		this.comments.resolve(blocking.id(), "dave", false);
		assertThat(this.approvals.status(id, 1).approved()).isTrue();
	}

	@Test
	void aRevisionWithErrorFindingsIsNotApproved() {
		long id = this.manifests.importManifest("broken-" + UUID.randomUUID(),
				YAML.replace("colocated_containers: [log-agent]", "colocated_containers: [missing]")
					.getBytes(StandardCharsets.UTF_8),
				"alice")
			.id();
		this.manifests.saveRevision(id, "one", "alice");
		this.approvals.review(id, 1, Verdict.APPROVE, null, "bob");
		ReviewStatus status = this.approvals.status(id, 1);
		assertThat(status.approved()).isFalse();
		assertThat(status.errors()).isPositive();
		assertThat(status.reasons())
			.anyMatch((reason) -> reason.startsWith("revision 1 has ") && reason.contains("error"));
	}

	@Test
	void approvalsBoundToAnotherContentHashDoNotCount() {
		long id = manifestWithRevision("alice");
		this.approvals.review(id, 1, Verdict.APPROVE, null, "bob");
		this.jdbc.update("update review_approval set content_hash = 'other' where manifest_id = ?", id);
		assertThat(this.approvals.of(id, 1)).isEmpty();
		assertThat(this.approvals.status(id, 1).approved()).isFalse();
	}

	@Test
	void theAuditLogHasEveryCommentAndVerdictAndFilters() {
		Instant start = Instant.now().minusSeconds(1);
		long id = manifestWithRevision("alice");
		long other = manifestWithRevision("alice");
		Comment comment = this.comments.add(id, 1, Anchor.container("web", "log-agent"), "why", true, "bob");
		this.comments.reply(comment.id(), "because", "alice");
		this.comments.resolve(comment.id(), "bob", false);
		this.approvals.review(id, 1, Verdict.REQUEST_CHANGES, "no", "carol");
		this.approvals.review(other, 1, Verdict.APPROVE, null, "bob");

		List<AuditEvent> events = this.audit.find(new AuditQuery(id, null, start, 100));
		assertThat(events).extracting(AuditEvent::action)
			.containsExactly("request-changes", "resolve", "reply", "comment");
		assertThat(events).allMatch((event) -> event.manifestId() == id && event.revision() == 1);
		assertThat(events.get(3).detail()).isEqualTo("blocking comment " + comment.id() + " on web / log-agent");
		assertThat(this.audit.find(new AuditQuery(null, "bob", start, 100))).extracting(AuditEvent::action)
			.containsExactly("approve", "resolve", "comment");
		assertThat(this.audit.find(new AuditQuery(null, "bob", Instant.now().plusSeconds(60), 100))).isEmpty();
		assertThat(this.audit.find(new AuditQuery(id, null, start, 1))).hasSize(1);
	}

	/**
	 * A change of the draft by {@code author}: a replacement that gives api one more MB
	 * of memory.
	 */
	private void edit(long id, String author) {
		String current = this.manifests.draft(id).content();
		Matcher memory = Pattern.compile("(?s)(- name: capi.*?memory: )(\\d+)").matcher(current);
		assertThat(memory.find()).isTrue();
		String next = current.substring(0, memory.start(2)) + (Integer.parseInt(memory.group(2)) + 1)
				+ current.substring(memory.end(2));
		this.manifests.replaceDraft(id, next.getBytes(StandardCharsets.UTF_8), this.manifests.draftVersion(id), author);
	}

	private long manifestWithRevision(String author) {
		long id = this.manifests
			.importManifest("review-" + UUID.randomUUID(), YAML.getBytes(StandardCharsets.UTF_8), author)
			.id();
		this.manifests.saveRevision(id, "first", author);
		return id;
	}

}
