package io.manifeststudio.review.web;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;

import io.manifeststudio.account.TestAccounts;
import io.manifeststudio.export.helm.ChartArchives;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.review.AuditEvent;
import io.manifeststudio.review.AuditLog;
import io.manifeststudio.review.AuditQuery;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The review API on a real port and H2, as clients do it with HTTP Basic: alice (editor)
 * saves a revision, rita (reviewer) comments and approves, vic (viewer) only reads; the
 * approved export is a 409 with the reasons until the revision is approved, then a chart
 * whose {@code Chart.yaml} names the revision, its hash and its approvers; and the
 * refusals (own revision, a viewer's writes, foreign ids, oversized and blank texts) are
 * JSON 4xx.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class ReviewIntegrationTests {

	static final String SCRIPT = "<script>alert(1)</script><img src=x onerror=alert(2)>";

	@LocalServerPort
	int port;

	@Autowired
	ApplicationContext context;

	@Autowired
	AuditLog audit;

	@Autowired
	ManifestService manifests;

	final HttpClient http = HttpClient.newHttpClient();

	final JsonMapper json = JsonMapper.builder().build();

	@BeforeEach
	void testAccounts() {
		TestAccounts.ensure(this.context);
	}

	@Test
	void theApprovedExportIs409UntilApprovedThenNamesRevisionHashAndApprovers() throws Exception {
		long id = importManifest(DiffFixtures.BEFORE);
		saveRevision(id, "first");
		String hash = this.manifests.revision(id, 1).contentHash();
		String approvedUrl = "/api/manifests/" + id + "/export/helm-chart.tgz?revision=1&approved=true";

		HttpResponse<String> refused = send("vic", get(approvedUrl));
		assertThat(refused.statusCode()).as(refused.body()).isEqualTo(409);
		JsonNode reasons = this.json.readTree(refused.body());
		assertThat(reasons.path("status").asInt()).isEqualTo(409);
		assertThat(reasons.path("reasons").get(0).asString()).isEqualTo("revision 1 has no approval");

		Map<String, Object> unapproved = chartAnnotations(
				sendBytes("vic", get("/api/manifests/" + id + "/export/helm-chart.tgz?revision=1")));
		assertThat(unapproved).containsEntry("manifeststudio.io/review", "unapproved")
			.doesNotContainKey("manifeststudio.io/approvers");

		HttpResponse<String> approval = send("rita", postJson("/api/manifests/" + id + "/revisions/1/approvals",
				"{\"verdict\": \"approve\", \"message\": \"lgtm\"}"));
		assertThat(approval.statusCode()).as(approval.body()).isEqualTo(201);
		JsonNode status = this.json.readTree(send("vic", get("/api/manifests/" + id + "/revisions/1/status")).body());
		assertThat(status.path("approved").asBoolean()).isTrue();
		assertThat(status.path("approvals").get(0).path("reviewer").asString()).isEqualTo("rita");

		HttpResponse<byte[]> chart = sendBytes("vic", get(approvedUrl));
		assertThat(chart.statusCode()).isEqualTo(200);
		Map<String, Object> annotations = chartAnnotations(chart);
		assertThat(annotations).containsEntry("manifeststudio.io/review", "approved")
			.containsEntry("manifeststudio.io/revision", "1")
			.containsEntry("manifeststudio.io/content-hash", "sha256:" + hash)
			.containsEntry("manifeststudio.io/approvers", "rita");

		// a change to the draft: its export is marked as a draft
		HttpResponse<String> edited = send("alice",
				postJson("/api/manifests/" + id + "/edits",
						"{\"op\": \"move\", \"container\": \"log-agent\", \"from\": \"web\", \"to\": \"api\"}")
					.header("If-Match", "\"1\""));
		assertThat(edited.statusCode()).as(edited.body()).isEqualTo(200);
		assertThat(chartAnnotations(sendBytes("vic", get("/api/manifests/" + id + "/export/helm-chart.tgz"))))
			.containsEntry("manifeststudio.io/review", "draft")
			.containsEntry("manifeststudio.io/revision", "0");

		List<String> actions = this.audit.find(new AuditQuery(id, null, null, 100))
			.stream()
			.map((event) -> event.actor() + " " + event.action())
			.toList();
		assertThat(actions).contains("rita approve", "vic export-approved");
		AuditEvent exported = this.audit.find(new AuditQuery(id, "vic", null, 100))
			.stream()
			.filter((event) -> event.action().equals("export-approved"))
			.findFirst()
			.orElseThrow();
		assertThat(exported.revision()).isEqualTo(1);
		assertThat(exported.detail()).contains(hash);
	}

	@Test
	void aBlockingCommentKeepsARevisionFromBeingApprovedUntilResolved() throws Exception {
		long id = importManifest(DiffFixtures.BEFORE);
		saveRevision(id, "first");
		send("rita", postJson("/api/manifests/" + id + "/revisions/1/approvals", "{\"verdict\": \"approve\"}"));
		HttpResponse<String> comment = send("rita",
				postJson("/api/manifests/" + id + "/revisions/1/comments",
						"{\"anchor\": {\"group\": \"web\", \"container\": \"log-agent\"}, \"text\": \"move it?\", "
								+ "\"blocking\": true}"));
		assertThat(comment.statusCode()).as(comment.body()).isEqualTo(201);
		long cid = this.json.readTree(comment.body()).path("id").asLong();
		String approvedUrl = "/api/manifests/" + id + "/export/helm-chart.tgz?revision=1&approved=true";
		HttpResponse<String> refused = send("alice", get(approvedUrl));
		assertThat(refused.statusCode()).isEqualTo(409);
		assertThat(refused.body()).contains("1 blocking comment is not resolved");

		HttpResponse<String> reply = send("alice", postJson("/api/comments/" + cid + "/replies", "{\"text\": \"no\"}"));
		assertThat(reply.statusCode()).as(reply.body()).isEqualTo(201);
		// alice saved the revision: she cannot resolve rita's blocking comment to get it
		// approved
		HttpResponse<String> refusedResolve = send("alice", postJson("/api/comments/" + cid + "/resolve", ""));
		assertError(refusedResolve, 403, null);
		assertThat(this.json.readTree(refusedResolve.body()).path("detail").asString()).isEqualTo("Blocking comment "
				+ cid + " of rita is resolved by its author or by a reviewer who made none of the changes of "
				+ "revision 1; alice is not a reviewer");
		assertThat(send("alice", get(approvedUrl)).statusCode()).isEqualTo(409);
		HttpResponse<String> resolved = send("rita", postJson("/api/comments/" + cid + "/resolve", ""));
		assertThat(resolved.statusCode()).as(resolved.body()).isEqualTo(200);
		JsonNode thread = this.json.readTree(resolved.body());
		assertThat(thread.path("resolved").asBoolean()).isTrue();
		assertThat(thread.path("resolvedBy").asString()).isEqualTo("rita");
		assertThat(thread.path("replies").get(0).path("text").asString()).isEqualTo("no");
		assertThat(sendBytes("alice", get(approvedUrl)).statusCode()).isEqualTo(200);

		List<String> actions = this.audit.find(new AuditQuery(id, null, null, 100))
			.stream()
			.map((event) -> event.actor() + " " + event.action())
			.toList();
		assertThat(actions).contains("rita comment", "alice reply", "rita resolve", "alice export-approved")
			.doesNotContain("alice resolve");
	}

	@Test
	void fourEyesAReviewerWhoseEditsAreInTheRevisionCannotApproveItNorResolveABlockingCommentOnIt() throws Exception {
		long id = importManifest(DiffFixtures.BEFORE);
		saveRevision(id, "first");
		assertThat(
				send("rita", postJson("/api/manifests/" + id + "/revisions/1/approvals", "{\"verdict\": \"approve\"}"))
					.statusCode())
			.isEqualTo(201);
		// rita (reviewer) edits and undoes, admin edits; alice saves
		HttpResponse<String> edited = send("rita",
				postJson("/api/manifests/" + id + "/edits",
						"{\"op\": \"move\", \"container\": \"log-agent\", \"from\": \"web\", \"to\": \"api\"}")
					.header("If-Match", "\"1\""));
		assertThat(edited.statusCode()).as(edited.body()).isEqualTo(200);
		HttpResponse<String> undone = send("rita",
				postJson("/api/manifests/" + id + "/undo", "").header("If-Match", "\"2\""));
		assertThat(undone.statusCode()).as(undone.body()).isEqualTo(200);
		HttpResponse<String> again = send("admin",
				postJson("/api/manifests/" + id + "/edits",
						"{\"op\": \"move\", \"container\": \"log-agent\", \"from\": \"web\", \"to\": \"api\"}")
					.header("If-Match", "\"3\""));
		assertThat(again.statusCode()).as(again.body()).isEqualTo(200);
		saveRevision(id, "second");

		HttpResponse<String> refused = send("rita",
				postJson("/api/manifests/" + id + "/revisions/2/approvals", "{\"verdict\": \"approve\"}"));
		assertError(refused, 403, null);
		assertThat(this.json.readTree(refused.body()).path("detail").asString())
			.isEqualTo("rita made draft versions " + "2, 3 of revision 2 since approved revision 1 (manifest " + id
					+ "), so cannot review it: someone who " + "made none of its changes must (four eyes)");
		assertError(
				send("admin",
						postJson("/api/manifests/" + id + "/revisions/2/approvals", "{\"verdict\": \"approve\"}")),
				403, null);

		// alice's blocking comment: rita and admin made the revision, alice saved it
		HttpResponse<String> comment = send("alice", postJson("/api/manifests/" + id + "/revisions/2/comments",
				"{\"text\": \"not yet\", \"blocking\": true}"));
		long cid = this.json.readTree(comment.body()).path("id").asLong();
		assertThat(send("admin", postJson("/api/comments/" + cid + "/resolve", "")).statusCode()).isEqualTo(403);
		assertThat(send("rita", postJson("/api/comments/" + cid + "/resolve", "")).statusCode()).isEqualTo(403);
		HttpResponse<String> own = send("alice", postJson("/api/comments/" + cid + "/resolve", ""));
		assertThat(own.statusCode()).as(own.body()).isEqualTo(200);

		// the review page says so to rita
		String page = send("rita", get("/manifests/" + id + "/revisions/2/review").header("Accept", "text/html"))
			.body();
		assertThat(page).doesNotContain("id=\"review-form\"")
			.contains("You made this revision (rita made draft "
					+ "versions 2, 3 of revision 2 since approved revision 1), so someone else reviews it.");
		JsonNode status = this.json.readTree(send("vic", get("/api/manifests/" + id + "/revisions/2/status")).body());
		assertThat(status.path("approved").asBoolean()).isFalse();
		assertThat(this.audit.find(new AuditQuery(id, null, null, 100))
			.stream()
			.filter((event) -> event.action().equals(AuditLog.APPROVE))
			.map(AuditEvent::revision)).containsExactly(1);
	}

	@Test
	void refusalsAreJson4xx() throws Exception {
		long id = importManifest(DiffFixtures.BEFORE);
		saveRevision(id, "first");
		long other = importManifest(DiffFixtures.AFTER);
		saveRevision(other, "one");
		saveRevision(other, "two");

		assertError(
				send("alice",
						postJson("/api/manifests/" + id + "/revisions/1/approvals", "{\"verdict\": \"approve\"}")),
				403, null);
		assertError(
				send("vic", postJson("/api/manifests/" + id + "/revisions/1/approvals", "{\"verdict\": \"approve\"}")),
				403, null);
		assertError(send("vic", postJson("/api/manifests/" + id + "/revisions/1/comments", "{\"text\": \"hi\"}")), 403,
				null);
		// revision 2 is the other manifest's
		assertError(send("rita", postJson("/api/manifests/" + id + "/revisions/2/comments", "{\"text\": \"hi\"}")), 404,
				null);
		assertError(send("rita", get("/api/manifests/" + id + "/revisions/2/status")), 404, null);
		assertError(
				send("rita", postJson("/api/manifests/" + id + "/revisions/2/approvals", "{\"verdict\": \"approve\"}")),
				404, null);
		assertError(send("rita", postJson("/api/comments/987654321/replies", "{\"text\": \"hi\"}")), 404, null);
		assertError(send("rita", postJson("/api/comments/987654321/resolve", "")), 404, null);
		assertError(send("rita", get("/api/manifests/" + id + "/export/helm-chart.tgz?revision=2&approved=true")), 404,
				null);
		assertError(send("rita", get("/api/manifests/" + id + "/export/helm-chart.tgz?approved=true")), 400,
				"revision");

		HttpResponse<String> tooLong = send("rita", postJson("/api/manifests/" + id + "/revisions/1/comments",
				"{\"text\": \"" + "x".repeat(10_001) + "\"}"));
		assertError(tooLong, 422, "text");
		assertThat(tooLong.body()).contains("at most 10000");
		assertError(send("rita", postJson("/api/manifests/" + id + "/revisions/1/comments", "{\"text\": \"  \"}")), 400,
				"text");
		assertError(send("rita", postJson("/api/manifests/" + id + "/revisions/1/comments",
				"{\"anchor\": {\"group\": \"nope\"}, \"text\": \"hi\"}")), 400, "anchor.group");
		assertThat(this.audit.find(new AuditQuery(id, null, null, 100)).stream().map(AuditEvent::action))
			.doesNotContain(AuditLog.COMMENT, AuditLog.APPROVE);
	}

	@Test
	void scriptInACommentAndAGroupNameIsStoredAndAnsweredAsTyped() throws Exception {
		String hostileGroup = "<b onmouseover=alert(3)>web</b>";
		String yaml = DiffFixtures.BEFORE.replace("- name: web\n", "- name: '" + hostileGroup + "'\n");
		long id = importManifest(yaml);
		saveRevision(id, "hostile names");
		String body = this.json
			.writeValueAsString(Map.of("anchor", Map.of("group", hostileGroup), "text", SCRIPT, "blocking", false));
		HttpResponse<String> created = send("rita", postJson("/api/manifests/" + id + "/revisions/1/comments", body));
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		assertThat(created.headers().firstValue("Content-Type").orElse("")).startsWith("application/json");
		JsonNode listed = this.json.readTree(send("vic", get("/api/manifests/" + id + "/revisions/1/comments")).body());
		assertThat(listed.get(0).path("text").asString()).isEqualTo(SCRIPT);
		assertThat(listed.get(0).path("anchor").path("group").asString()).isEqualTo(hostileGroup);
		assertThat(listed.get(0).path("outdated").asBoolean()).isFalse();

		// every page that shows them shows them as text: the review page, the diff beside
		// it, the board and its badge
		String escapedGroup = "&lt;b onmouseover=alert(3)&gt;web&lt;/b&gt;";
		String escapedText = "&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;";
		for (String page : new String[] { "/manifests/" + id + "/revisions/1/review",
				"/manifests/" + id + "/diff?from=1&to=draft", "/manifests/" + id + "/review/board-comments" }) {
			HttpResponse<String> html = send("vic", get(page).header("Accept", "text/html"));
			assertThat(html.statusCode()).as(page).isEqualTo(200);
			assertThat(html.body()).as(page)
				.contains(escapedGroup)
				.doesNotContain(hostileGroup, "<script>alert(1)", "<img src=x");
			if (!page.endsWith("board-comments")) {
				assertThat(html.body()).as(page).contains(escapedText);
			}
		}
		assertThat(send("vic", get("/manifests/" + id + "/review/board-comments")).body())
			.contains("id=\"comments-pod-" + escapedGroup + "\"");
		assertThat(send("vic", get("/manifests/" + id + "/edit").header("Accept", "text/html")).body())
			.contains("id=\"comments-pod-" + escapedGroup + "\"")
			.doesNotContain(hostileGroup);
	}

	private Map<String, Object> chartAnnotations(HttpResponse<byte[]> chart) {
		assertThat(chart.statusCode()).as(new String(chart.body(), StandardCharsets.UTF_8)).isEqualTo(200);
		Map<String, String> files = ChartArchives.untar(chart.body());
		String chartYaml = files.entrySet()
			.stream()
			.filter((entry) -> entry.getKey().endsWith("/Chart.yaml"))
			.map(Map.Entry::getValue)
			.findFirst()
			.orElseThrow();
		Map<String, Object> chartFile = new Yaml().load(chartYaml);
		@SuppressWarnings("unchecked")
		Map<String, Object> annotations = (Map<String, Object>) chartFile.get("annotations");
		return annotations;
	}

	private void assertError(HttpResponse<String> response, int status, String field) throws Exception {
		assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
		JsonNode error = this.json.readTree(response.body());
		assertThat(error.path("status").asInt()).isEqualTo(status);
		assertThat(error.path("detail").asString()).isNotBlank();
		if (field != null) {
			assertThat(error.path("field").asString()).isEqualTo(field);
		}
	}

	private long importManifest(String yaml) throws Exception {
		HttpResponse<String> created = send("alice", HttpRequest
			.newBuilder(uri(
					"/api/manifests?name=" + URLEncoder.encode("review-" + UUID.randomUUID(), StandardCharsets.UTF_8)))
			.header("Content-Type", "application/yaml")
			.POST(HttpRequest.BodyPublishers.ofString(yaml)));
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		return this.json.readTree(created.body()).path("id").asLong();
	}

	private void saveRevision(long id, String message) throws Exception {
		HttpResponse<String> saved = send("alice",
				postJson("/api/manifests/" + id + "/revisions", "{\"message\": \"" + message + "\"}"));
		assertThat(saved.statusCode()).as(saved.body()).isEqualTo(201);
	}

	private HttpRequest.Builder get(String path) {
		return HttpRequest.newBuilder(uri(path)).GET();
	}

	private HttpRequest.Builder postJson(String path, String body) {
		return HttpRequest.newBuilder(uri(path))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(body));
	}

	private HttpResponse<String> send(String who, HttpRequest.Builder request) throws Exception {
		return this.http.send(TestAccounts.signedIn(request.build(), who), HttpResponse.BodyHandlers.ofString());
	}

	private HttpResponse<byte[]> sendBytes(String who, HttpRequest.Builder request) throws Exception {
		return this.http.send(TestAccounts.signedIn(request.build(), who), HttpResponse.BodyHandlers.ofByteArray());
	}

	private URI uri(String path) {
		return URI.create("http://localhost:" + this.port + path);
	}

}
