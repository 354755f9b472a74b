package io.manifeststudio.system;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tools.jackson.databind.json.JsonMapper;

/**
 * Examples of the JSON API's requests and answers for its OpenAPI description, by
 * operation ({@code POST /api/manifests/{id}/edits}): named request bodies, the answer of
 * success, and error bodies (problem details, {@code application/problem+json}) with the
 * messages the API gives. {@link OpenApiConfiguration} puts them into the description; a
 * request body given here for an operation springdoc cannot see one of (a role manifest
 * read from the request's stream) is described too. {@code OpenApiDescriptionTests}
 * checks that every request body of the description has an example and that the examples
 * of edits are edits the API takes.
 */
final class ApiExamples {

	static final String JSON = "application/json";

	static final String YAML = "application/yaml";

	static final String MULTIPART = "multipart/form-data";

	/**
	 * A posted export with its image tag inputs: the manifest, both opinions files and
	 * the scripts it names, as parts.
	 */
	private static final Map<String, Object> EXPORT_FORM = exportForm();

	/** A role manifest, as the YAML-taking operations read it. */
	static final String ROLE_MANIFEST = """
			instance_groups:
			- name: router
			  jobs:
			  - name: gorouter
			    release: routing
			    properties:
			      bosh_containerization:
			        colocated_containers: [loggregator-agent]
			        run: {memory: 256}
			- name: loggregator-agent
			  type: colocated-container
			  jobs:
			  - name: loggr-agent
			    release: loggregator
			""";

	private static final JsonMapper MAPPER = JsonMapper.builder().build();

	private static final String EDIT_ANSWER = """
			{"version": 8, "errors": 0, "warnings": 1, "summary": "loggregator-agent moved from pod router to pod mysql",
			 "changed": true, "rebased": false, "pods": ["router", "mysql"]}""";

	private static final String MANIFEST_ANSWER = """
			{"id": 7, "name": "scf", "format": "v3", "generation": "fissile-7", "generationChosen": false, "errors": 0,
			 "warnings": 2, "draftVersion": 1, "contentHash": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
			 "latestRevision": 0, "unsavedChanges": true, "createdBy": "alice", "createdAt": "2026-12-03T10:00:00Z",
			 "updatedBy": "alice", "updatedAt": "2026-12-03T10:00:00Z"}""";

	private static final String FINDINGS_ANSWER = """
			{"errors": 1, "warnings": 0, "findings": [{"rule": "FISSILE-41", "severity": "error",
			 "path": "instance_groups[router].jobs[gorouter].properties.bosh_containerization.colocated_containers[0]",
			 "message": "colocated container loggregator-agent is not a colocated-container group",
			 "explanation": "fissile places only groups of type colocated-container into another group's pod",
			 "hint": "Set type: colocated-container on loggregator-agent", "line": 8, "column": 32}]}""";

	private static final String STALE = """
			{"status": 412, "detail": "The draft of manifest 7 is at version 9, not 8: someone changed it since you read it. \
			Read it again and reapply your change.", "currentETag": "\\"9\\""}""";

	private static final String MISSING_VERSION = """
			{"status": 428, "detail": "Applying an edit needs the draft version it was made on: ?base=N (the edit is \
			rebased on the current draft when no change since N touched what it changes) or an If-Match header with the \
			ETag of the draft you read (strict: GET /api/manifests/7 gives it)"}""";

	/**
	 * The examples of each operation, by {@code METHOD /path} as the description writes
	 * it.
	 */
	static final Map<String, Operation> OPERATIONS = operations();

	private ApiExamples() {
	}

	private static Map<String, Operation> operations() {
		Map<String, Operation> operations = new LinkedHashMap<>();
		operations.put("POST /api/manifests/{id}/edits", new Operation().schema("Edit", true)
			.request(JSON, "move",
					"One edit: move a container to another pod (with If-Match: \"7\", or ?base=7 to "
							+ "rebase it on changes made since version 7 that did not touch what it changes)",
					"{\"op\": \"move\", \"container\": \"loggregator-agent\", \"from\": \"router\", \"to\": \"mysql\"}")
			.request(JSON, "set", "Set one field of a group; null removes it",
					"{\"op\": \"set\", \"group\": \"router\", \"field\": \"run.memory\", \"value\": 512}")
			.request(JSON, "batch", "Several edits as one change (one version, one undo step), or none",
					"{\"op\": \"batch\", \"edits\": [{\"op\": \"create-group\", \"group\": \"log-cache\", \"type\": "
							+ "\"colocated-container\"}, {\"op\": \"place\", \"container\": \"log-cache\", \"pod\": "
							+ "\"router\", \"mode\": \"sidecar\"}]}")
			.request(JSON, "array", "A JSON array of edits is the same batch",
					"[{\"op\": \"remove\", \"container\": \"loggregator-agent\", \"pod\": \"router\"}, "
							+ "{\"op\": \"delete-group\", \"group\": \"loggregator-agent\"}]")
			.answer("200", EDIT_ANSWER)
			.error("400", "not an edit", "{\"status\": 400, \"detail\": \"There is no op \\\"teleport\\\": the ops are "
					+ "place, remove, move, reorder, set-mode, create-group, rename-group, delete-group, set, batch\", "
					+ "\"field\": \"op\"}")
			.error("409", "rebased on a change that touched the same part",
					"{\"status\": 409, \"detail\": \"Your edit (made on version 7) was not applied: bob changed the "
							+ "same part of the draft in version 8 (run.memory of router set to 512). Nothing was "
							+ "written.\", \"conflict\": {\"version\": 8, \"author\": \"bob\", \"summary\": "
							+ "\"run.memory of router set to 512\"}}")
			.error("412", "stale If-Match", STALE)
			.error("422", "cannot apply",
					"{\"status\": 422, \"detail\": \"There is no group named mysqll in this " + "manifest\"}")
			.error("428", "neither If-Match nor base", MISSING_VERSION));
		operations.put("POST /api/manifests/{id}/undo", new Operation()
			.answer("200",
					"""
							{"version": 9, "errors": 0, "warnings": 1, "summary": "Undid: loggregator-agent moved from pod router to \
							pod mysql", "changed": true, "rebased": false, "pods": ["router", "mysql"]}""")
			.error("409", "nothing to undo",
					"{\"status\": 409, \"detail\": \"alice has no change in the draft of " + "manifest 7 to undo\"}"));
		operations.put("POST /api/manifests/{id}/redo", new Operation().answer("200", """
				{"version": 10, "errors": 0, "warnings": 1, "summary": "Redid: loggregator-agent moved from pod router \
				to pod mysql", "changed": true, "rebased": false, "pods": ["router", "mysql"]}""")
			.error("409", "nothing to redo", "{\"status\": 409, \"detail\": \"alice has no undone change in the draft "
					+ "of manifest 7 to redo\"}"));
		operations.put("GET /api/manifests/{id}/history", new Operation().answer("200", """
				[{"version": 8, "kind": "edit", "edit": {"op": "move", "container": "loggregator-agent", \
				"from": "router", "to": "mysql"}, "summary": "loggregator-agent moved from pod router to pod mysql", \
				"author": "alice", "time": "2026-12-03T10:05:00Z", "state": "applied"}]"""));
		operations.put("POST /api/manifests",
				new Operation()
					.request(YAML, "role manifest",
							"The role manifest to import (at most 5 MB of UTF-8, any content type)", ROLE_MANIFEST)
					.answer("201", MANIFEST_ANSWER)
					.error("400", "not YAML", "{\"status\": 400, \"detail\": \"mapping values are not allowed here\", "
							+ "\"kind\": \"SYNTAX\", \"line\": 3, \"column\": 9}"));
		operations.put("PUT /api/manifests/{id}/role-manifest.yml",
				new Operation()
					.request(YAML, "role manifest", "The new draft, with If-Match: the ETag of the draft it replaces",
							ROLE_MANIFEST)
					.error("412", "stale If-Match", STALE));
		operations.put("GET /api/manifests/{id}", new Operation().answer("200", MANIFEST_ANSWER)
			.error("404", "unknown manifest", "{\"status\": 404, \"detail\": \"There is no manifest with id 42\"}"));
		operations.put("POST /api/validate",
				new Operation()
					.request(YAML, "role manifest", "The role manifest to check; nothing is stored", ROLE_MANIFEST)
					.answer("200", FINDINGS_ANSWER));
		operations.put("GET /api/manifests/{id}/findings", new Operation().answer("200", FINDINGS_ANSWER));
		for (String export : List.of("POST /api/export/kubernetes.yaml", "POST /api/export/helm-chart.tgz")) {
			operations.put(export, new Operation()
				.request(YAML, "role manifest", "The role manifest to export; nothing is stored", ROLE_MANIFEST)
				.request(MULTIPART, "with image tag inputs",
						"The manifest and what fissile hashed into its image tags besides it and its releases: the "
								+ "opinions files and each script it names (script:<name>); with ?fissileVersion= "
								+ "and ?releases=catalog each image gets fissile's tag",
						EXPORT_FORM)
				.error("400", "unknown part", "{\"status\": 400, \"detail\": \"No part opinions is read: the parts "
						+ "are manifest, lightOpinions, darkOpinions and script:<name> for each script the manifest "
						+ "names\", \"field\": \"opinions\"}"));
		}
		operations.put("POST /api/manifests/{id}/revisions", new Operation()
			.request(JSON, "message", "Save the draft as the next revision",
					"{\"message\": \"Move the loggregator agent next to mysql\"}")
			.answer("201", "{\"manifestId\": 7, \"number\": 3, \"format\": \"v3\", \"author\": \"alice\", \"message\": "
					+ "\"Move the loggregator agent next to mysql\", \"createdAt\": \"2026-12-03T10:10:00Z\", "
					+ "\"contentHash\": \"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08\"}"));
		operations.put("PUT /api/manifests/{id}/generation",
				new Operation().request(JSON, "choose",
						"Follow fissile 7's rules; null goes back to inferring the generation",
						"{\"generation\": \"fissile-7\"}"));
		operations.put("POST /api/manifests/{id}/presence", new Operation().request(JSON, "select a pod",
				"The pod the caller selected on the board; null: none", "{\"pod\": \"router\"}"));
		operations.put("POST /api/tokens", new Operation()
			.request(JSON, "name", "A name to tell the token by (one line, 1 to 100 characters)",
					"{\"name\": \"ci pipeline\"}")
			.answer("201", "{\"id\": 3, \"name\": \"ci pipeline\", \"token\": "
					+ "\"mst_q9Xr3vT0kP1bZlLwY2c8sDfGhJ4mN6aE7uIoV5yRtQw\", \"createdAt\": \"2026-12-03T10:00:00Z\"}")
			.error("400", "a name that is not one line", "{\"status\": 400, \"detail\": \"A token name is one line of "
					+ "text: it cannot hold control characters such as a NUL, a tab or a line break\", \"field\": "
					+ "\"name\"}"));
		operations.put("GET /api/tokens", new Operation().answer("200", "[{\"id\": 3, \"name\": \"ci pipeline\", "
				+ "\"createdAt\": \"2026-12-03T10:00:00Z\", \"lastUsedAt\": \"2026-12-03T11:42:00Z\", \"revoked\": false}]"));
		operations.put("POST /api/tokens/{id}/revoke", new Operation().answer("200", "{\"id\": 3, \"name\": "
				+ "\"ci pipeline\", \"createdAt\": \"2026-12-03T10:00:00Z\", \"lastUsedAt\": \"2026-12-03T11:42:00Z\", "
				+ "\"revoked\": true}"));
		operations.put("POST /api/manifests/{id}/revisions/{n}/approvals", new Operation()
			.request(JSON, "approve", "Approve the revision (a reviewer who made none of its changes)",
					"{\"verdict\": \"approve\"}")
			.request(JSON, "request changes", "Ask for changes, saying which",
					"{\"verdict\": \"request-changes\", \"message\": \"Keep the agent in the router pod\"}")
			.answer("201", "{\"id\": 5, \"manifestId\": 7, \"revision\": 3, \"contentHash\": "
					+ "\"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08\", \"reviewer\": \"rita\", "
					+ "\"verdict\": \"approve\", \"createdAt\": \"2026-12-03T12:00:00Z\"}")
			.error("403", "own changes", "{\"status\": 403, \"detail\": \"rita made draft version 8 of revision 3 "
					+ "since approved revision 2 (manifest 7), so cannot review it: someone who made none of its changes "
					+ "must (four eyes)\"}"));
		operations.put("GET /api/manifests/{id}/revisions/{n}/status", new Operation().answer("200", """
				{"manifestId": 7, "revision": 3, \
				"contentHash": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08", "approved": false, \
				 "approvals": [], "approvers": [], "blockingComments": 1, "errors": 0, \
				"reasons": ["revision 3 has no approval", "1 blocking comment is not resolved"]}"""));
		operations.put("POST /api/manifests/{id}/revisions/{n}/comments", new Operation()
			.request(JSON, "on a container", "A blocking comment on a container of a pod",
					"{\"anchor\": {\"group\": \"router\", \"container\": \"loggregator-agent\"}, \"text\": \"Why a "
							+ "sidecar here?\", \"blocking\": true}")
			.request(JSON, "on the revision", "A comment on the whole revision (no anchor)",
					"{\"text\": \"Looks good apart from the memory limit\"}")
			.answer("201", "{\"id\": 11, \"manifestId\": 7, \"revision\": 3, \"anchor\": {\"group\": \"router\", "
					+ "\"container\": \"loggregator-agent\"}, \"text\": \"Why a sidecar here?\", \"blocking\": true, "
					+ "\"author\": \"rita\", \"createdAt\": \"2026-12-03T12:00:00Z\", \"resolved\": false, "
					+ "\"replies\": []}")
			.error("400", "text that is not a string", "{\"status\": 400, \"detail\": \"The field text of the request "
					+ "body must be a JSON string, not a number\", \"field\": \"text\"}"));
		operations.put("POST /api/comments/{cid}/replies", new Operation()
			.request(JSON, "reply", "An answer in the comment's thread",
					"{\"text\": \"It needs its own memory limit\"}")
			.answer("201", "{\"id\": 12, \"threadId\": 11, \"text\": \"It needs its own memory limit\", \"author\": "
					+ "\"alice\", \"createdAt\": \"2026-12-03T12:05:00Z\"}"));
		operations.put("POST /api/releases", new Operation().upload("application/gzip",
				"A BOSH release tarball (.tgz), as bosh create-release --tarball writes it"));
		operations.put("POST /api/users",
				new Operation().request(JSON, "new account",
						"An account with its role (viewer, editor, reviewer or admin)",
						"{\"username\": \"bob\", \"password\": \"a-long-password\", \"role\": \"editor\"}"));
		operations.put("PUT /api/users/{username}/role", new Operation().request(JSON, "role",
				"The account's new role; its sessions end", "{\"role\": \"reviewer\"}"));
		operations.put("PUT /api/users/{username}/password", new Operation().request(JSON, "password",
				"A new password; the account's sessions end", "{\"password\": \"another-long-password\"}"));
		operations.put("PUT /api/users/{username}/enabled", new Operation().request(JSON, "disable",
				"Disable the account (its sessions and tokens stop working)", "{\"enabled\": false}"));
		operations.put("PUT /api/account/password",
				new Operation().request(JSON, "change", "Change one's own password; one's other sessions end",
						"{\"currentPassword\": \"a-long-password\", \"newPassword\": \"another-long-password\"}"));
		return Map.copyOf(operations);
	}

	/**
	 * The answers every operation can give, by status, each with an example of the error
	 * body.
	 */
	static final Map<String, Object> COMMON_ERRORS = Map.of("400", problem(
			"{\"status\": 400, \"detail\": \"size must be between 1 and 100, not 500\", \"field\": " + "\"size\"}"),
			"401",
			problem("{\"status\": 401, \"detail\": \"Sign in: the user name and password or the token are "
					+ "wrong\"}"),
			"403",
			problem("{\"status\": 403, \"detail\": \"Your role may not do this: it needs the editor role or above\"}"),
			"503", problem("{\"status\": 503, \"detail\": \"" + DatabaseOutage.MESSAGE + "\"}"));

	/**
	 * An error body as the API answers it: the example's {@code status}, {@code detail}
	 * and extensions after the {@code type} and {@code title} that every problem has
	 * ({@code instance}, the request's path, is left out).
	 */
	@SuppressWarnings("unchecked")
	static Object problem(String json) {
		Map<String, Object> example = (Map<String, Object>) read(json);
		Map<String, Object> problem = new LinkedHashMap<>();
		problem.put("type", "about:blank");
		problem.put("title",
				org.springframework.http.HttpStatus.valueOf((Integer) example.get("status")).getReasonPhrase());
		problem.putAll(example);
		return problem;
	}

	/**
	 * JSON text as plain data (maps, lists, strings, numbers), as the description holds
	 * an example.
	 */
	static Object read(String json) {
		return MAPPER.readValue(json, Object.class);
	}

	/** The examples of one operation. */
	static final class Operation {

		private final List<Request> requests = new ArrayList<>();

		private final Map<String, Object> answers = new LinkedHashMap<>();

		private final Map<String, Map<String, Object>> errors = new LinkedHashMap<>();

		private String schema;

		private boolean orArrayOf;

		private String uploadType;

		private String uploadDescription;

		Operation request(String mediaType, String name, String summary, String body) {
			this.requests.add(new Request(mediaType, name, summary, mediaType.equals(JSON) ? read(body) : body));
			return this;
		}

		/** A {@code multipart/form-data} body, its parts by name. */
		Operation request(String mediaType, String name, String summary, Map<String, Object> parts) {
			this.requests.add(new Request(mediaType, name, summary, parts));
			return this;
		}

		Operation answer(String status, String json) {
			this.answers.put(status, read(json));
			return this;
		}

		Operation error(String status, String name, String json) {
			this.errors.computeIfAbsent(status, (key) -> new LinkedHashMap<>()).put(name, problem(json));
			return this;
		}

		/**
		 * The schema of a JSON request body the controller reads as text
		 * ({@code components/schemas/<name>}), or an array of it too.
		 */
		Operation schema(String name, boolean orArray) {
			this.schema = name;
			this.orArrayOf = orArray;
			return this;
		}

		String schema() {
			return this.schema;
		}

		boolean orArrayOf() {
			return this.orArrayOf;
		}

		/**
		 * A binary request body, such as a tarball: described, with no example (its bytes
		 * say nothing).
		 */
		Operation upload(String mediaType, String description) {
			this.uploadType = mediaType;
			this.uploadDescription = description;
			return this;
		}

		String uploadType() {
			return this.uploadType;
		}

		String uploadDescription() {
			return this.uploadDescription;
		}

		List<Request> requests() {
			return this.requests;
		}

		Map<String, Object> answers() {
			return this.answers;
		}

		Map<String, Map<String, Object>> errors() {
			return this.errors;
		}

	}

	private static Map<String, Object> exportForm() {
		Map<String, Object> form = new LinkedHashMap<>();
		form.put("manifest", ROLE_MANIFEST.replace("  jobs:\n  - name: gorouter",
				"  scripts: [scripts/setup.sh]\n" + "  jobs:\n  - name: gorouter"));
		form.put("lightOpinions", "properties:\n  router: {port: 80}\n");
		form.put("darkOpinions", "properties:\n  router: {password: ~}\n");
		form.put("script:scripts/setup.sh", "#!/bin/sh\ntrue\n");
		return form;
	}

	/**
	 * A named example of a request body: JSON as plain data, YAML as its text, a form as
	 * its parts.
	 */
	record Request(String mediaType, String name, String summary, Object value) {
	}

}
