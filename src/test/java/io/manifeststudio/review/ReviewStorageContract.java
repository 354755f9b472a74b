package io.manifeststudio.review;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.annotation.Transactional;

import io.manifeststudio.export.Validators;
import io.manifeststudio.manifest.InvalidManifestRequestException;
import io.manifeststudio.manifest.ManifestCodec;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.ParsedManifestCache;
import io.manifeststudio.manifest.RevisionNotFoundException;
import io.manifeststudio.validation.ManifestValidator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * What the review's storage must do on every database: comments and threads, outdated anchors, approvals and the
 * approval rule, the audit log. The same tests run on H2 ({@link ReviewStorageH2Tests}) and on the real PostgreSQL
 * ({@link ReviewStoragePostgresTests}); each runs in a transaction that is rolled back.
 */
@Transactional
@Import({ ManifestService.class, ParsedManifestCache.class, ManifestCodec.class, CommentStore.class, Comments.class,
		Approvals.class, AuditLog.class, ReviewStorageContract.ValidatorConfiguration.class })
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
		.replace("        run: {memory: 512}\n", "        colocated_containers: [log-agent]\n        run: {memory: 512}\n");

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

		Comment resolved = this.comments.resolve(reply.id(), "carol");
		assertThat(resolved.id()).isEqualTo(comment.id());
		assertThat(resolved.resolvedBy()).isEqualTo("carol");
		assertThat(this.comments.resolve(comment.id(), "dave").resolvedBy()).isEqualTo("carol");
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

		assertThat(this.comments.threads(id, 1)).extracting((thread) -> thread.comment().text() + ":" + thread.outdated())
			.containsExactly("on the container:true", "on the tags:false", "on web's memory:false");
		assertThat(this.comments.threads(id, 1)).allMatch((thread) -> Integer.valueOf(2).equals(thread.changedIn()));
	}

	@Test
	void nobodyApprovesTheirOwnRevision() {
		long id = manifestWithRevision("alice");
		assertThatExceptionOfType(OwnRevisionException.class)
			.isThrownBy(() -> this.approvals.review(id, 1, Verdict.APPROVE, null, "alice"))
			.withMessageContaining("alice authored revision 1");
		assertThat(this.approvals.of(id, 1)).isEmpty();
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
		this.comments.resolve(blocking.id(), "alice");
		assertThat(this.approvals.status(id, 1).approved()).isTrue();
	}

	@Test
	void aRevisionWithErrorFindingsIsNotApproved() {
		long id = this.manifests
			.importManifest("broken-" + UUID.randomUUID(),
					YAML.replace("colocated_containers: [log-agent]", "colocated_containers: [missing]")
						.getBytes(StandardCharsets.UTF_8),
					"alice")
			.id();
		this.manifests.saveRevision(id, "one", "alice");
		this.approvals.review(id, 1, Verdict.APPROVE, null, "bob");
		ReviewStatus status = this.approvals.status(id, 1);
		assertThat(status.approved()).isFalse();
		assertThat(status.errors()).isPositive();
		assertThat(status.reasons()).anyMatch((reason) -> reason.startsWith("revision 1 has ") && reason.contains("error"));
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
		this.comments.resolve(comment.id(), "bob");
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

	private long manifestWithRevision(String author) {
		long id = this.manifests
			.importManifest("review-" + UUID.randomUUID(), YAML.getBytes(StandardCharsets.UTF_8), author)
			.id();
		this.manifests.saveRevision(id, "first", author);
		return id;
	}

}
