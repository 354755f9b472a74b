package io.manifeststudio.account;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

import io.manifeststudio.account.HandlerRules.Rule;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.HttpMethod;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;
import org.springframework.test.web.servlet.request.MockMvcRequestBuilders;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;

/**
 * The access rule of every page and endpoint, generated from the application's request
 * mappings: {@link #RULES} is the reviewed table (one row per method and path), and a
 * mapping without a row, a row without a mapping, or a handler whose {@link RequiredRole}
 * (or {@code @PermitAll}) says otherwise fails the build. Then every row is requested as
 * each role and without an account, through the real filter chains and their
 * {@link HandlerRules}: a role with the access is let through (the handler answers,
 * whatever it answers for a made-up id), one without it gets a 403, and nobody gets in
 * without an account (401 for the API, a redirect to {@code /login} for pages).
 */
@SpringBootTest
@AutoConfigureMockMvc
class EndpointRightsTests {

	static final Rule PUBLIC = Rule.PUBLIC;

	static final Rule READ = Rule.of(Role.VIEWER);

	static final Rule EDIT = Rule.of(Role.EDITOR);

	static final Rule REVIEW = Rule.of(Role.REVIEWER);

	static final Rule ADMIN = Rule.of(Role.ADMIN);

	static final Map<String, Rule> RULES = new TreeMap<>(Map.ofEntries(Map.entry("GET /login", PUBLIC),
			Map.entry("GET /error", PUBLIC), Map.entry("GET /", READ), Map.entry("GET /api-docs", READ),
			Map.entry("GET /v3/api-docs", READ), Map.entry("GET /v3/api-docs.yaml", READ),
			Map.entry("GET /v3/api-docs/swagger-config", READ), Map.entry("GET /manifests", READ),
			Map.entry("GET /manifests/new", EDIT), Map.entry("POST /manifests/new", EDIT),
			Map.entry("POST /manifests/examples/{name}", EDIT), Map.entry("GET /manifests/{id}", READ),
			Map.entry("GET /manifests/{id}/live", READ), Map.entry("GET /manifests/{id}/events", READ),
			Map.entry("GET /api/manifests/{id}/presence", READ), Map.entry("POST /api/manifests/{id}/presence", READ),
			Map.entry("POST /manifests/{id}/revisions", EDIT), Map.entry("POST /manifests/{id}/draft", EDIT),
			Map.entry("GET /manifests/{id}/edit", READ), Map.entry("GET /manifests/{id}/edit/board", READ),
			Map.entry("GET /manifests/{id}/edit/version", READ), Map.entry("POST /manifests/{id}/edit/edits", EDIT),
			Map.entry("POST /manifests/{id}/edit/moves", EDIT), Map.entry("POST /manifests/{id}/edit/undo", EDIT),
			Map.entry("POST /manifests/{id}/edit/redo", EDIT), Map.entry("GET /manifests/{id}/edit/cards", READ),
			Map.entry("GET /manifests/{id}/edit/previews/role-manifest", READ),
			Map.entry("GET /manifests/{id}/edit/previews/kubernetes", READ),
			Map.entry("GET /manifests/{id}/edit/previews/helm", READ),
			Map.entry("GET /manifests/{id}/edit/groups/{group}", READ),
			Map.entry("GET /manifests/{id}/edit/groups/new", EDIT),
			Map.entry("POST /manifests/{id}/edit/groups/{group}/validate", EDIT),
			Map.entry("POST /manifests/{id}/edit/groups/{group}/form", EDIT),
			Map.entry("PUT /manifests/{id}/edit/groups/{group}", EDIT),
			Map.entry("POST /manifests/{id}/edit/groups/{group}/name/validate", EDIT),
			Map.entry("PUT /manifests/{id}/edit/groups/{group}/name", EDIT),
			Map.entry("DELETE /manifests/{id}/edit/groups/{group}", EDIT),
			Map.entry("POST /manifests/{id}/edit/groups/new/validate", EDIT),
			Map.entry("POST /manifests/{id}/edit/groups", EDIT), Map.entry("GET /manifests/{id}/export", READ),
			Map.entry("GET /manifests/{id}/chart-settings", READ),
			Map.entry("POST /manifests/{id}/chart-settings", EDIT),
			Map.entry("POST /manifests/{id}/chart-settings/image-tags", EDIT),
			Map.entry("POST /manifests/{id}/generation", EDIT), Map.entry("GET /manifests/{id}/diff", READ),
			Map.entry("GET /api/manifests/{id}/diff", READ),
			Map.entry("GET /manifests/{id}/revisions/{n}/review", READ),
			Map.entry("POST /manifests/{id}/revisions/{n}/comments", EDIT),
			Map.entry("POST /manifests/{id}/revisions/{n}/comments/{cid}/replies", EDIT),
			Map.entry("POST /manifests/{id}/revisions/{n}/comments/{cid}/resolve", EDIT),
			Map.entry("POST /manifests/{id}/revisions/{n}/approvals", REVIEW),
			Map.entry("GET /manifests/{id}/review/board-comments", READ),
			Map.entry("POST /api/manifests/{id}/revisions/{n}/comments", EDIT),
			Map.entry("GET /api/manifests/{id}/revisions/{n}/comments", READ),
			Map.entry("POST /api/comments/{cid}/replies", EDIT), Map.entry("POST /api/comments/{cid}/resolve", EDIT),
			Map.entry("POST /api/manifests/{id}/revisions/{n}/approvals", REVIEW),
			Map.entry("GET /api/manifests/{id}/revisions/{n}/status", READ),
			Map.entry("GET /api/manifests/{id}/generation", READ), Map.entry("POST /api/releases", EDIT),
			Map.entry("GET /api/releases", READ), Map.entry("GET /api/releases/{id}", READ),
			Map.entry("DELETE /api/releases/{id}", EDIT), Map.entry("GET /releases", READ),
			Map.entry("GET /manifests/{id}/releases", READ),
			Map.entry("PUT /manifests/{id}/releases/{releaseId}", EDIT),
			Map.entry("DELETE /manifests/{id}/releases/{releaseId}", EDIT), Map.entry("DELETE /releases/{id}", EDIT),
			Map.entry("GET /api/manifests/{id}/releases", READ),
			Map.entry("PUT /api/manifests/{id}/releases/{releaseId}", EDIT),
			Map.entry("DELETE /api/manifests/{id}/releases/{releaseId}", EDIT),
			Map.entry("PUT /api/manifests/{id}/generation", EDIT), Map.entry("POST /api/manifests", EDIT),
			Map.entry("GET /api/manifests", READ), Map.entry("GET /api/manifests/{id}", READ),
			Map.entry("GET /api/manifests/{id}/role-manifest.yml", READ),
			Map.entry("PUT /api/manifests/{id}/role-manifest.yml", EDIT),
			Map.entry("POST /api/manifests/{id}/revisions", EDIT), Map.entry("GET /api/manifests/{id}/revisions", READ),
			Map.entry("POST /api/manifests/{id}/edits", EDIT), Map.entry("POST /api/manifests/{id}/undo", EDIT),
			Map.entry("POST /api/manifests/{id}/redo", EDIT), Map.entry("GET /api/manifests/{id}/history", READ),
			Map.entry("GET /api/manifests/{id}/findings", READ), Map.entry("POST /api/validate", READ),
			Map.entry("POST /api/export/kubernetes.yaml", READ),
			Map.entry("GET /api/manifests/{id}/export/kubernetes.yaml", READ),
			Map.entry("POST /api/export/helm-chart.tgz", READ),
			Map.entry("GET /api/manifests/{id}/export/helm-chart.tgz", READ),
			// the chart repository's archives hold secret values, the same bytes for
			// everyone: editor and above
			Map.entry("GET /charts/index.yaml", EDIT), Map.entry("GET /charts/{name}.tgz", EDIT),
			Map.entry("GET /charts/{name}.tgz.prov", EDIT), Map.entry("POST /api/tokens", READ),
			Map.entry("GET /api/tokens", READ), Map.entry("POST /api/tokens/{id}/revoke", READ),
			Map.entry("GET /api/users", ADMIN), Map.entry("POST /api/users", ADMIN),
			Map.entry("PUT /api/users/{username}/role", ADMIN), Map.entry("PUT /api/users/{username}/password", ADMIN),
			Map.entry("PUT /api/account/password", READ), Map.entry("PUT /api/users/{username}/enabled", ADMIN),
			Map.entry("DELETE /api/users/{username}", ADMIN), Map.entry("GET /api/audit", ADMIN),
			Map.entry("GET /api/audit.csv", ADMIN), Map.entry("GET /admin/audit", ADMIN),
			Map.entry("GET /admin/users", ADMIN), Map.entry("POST /admin/users", ADMIN),
			Map.entry("POST /admin/users/{username}/role", ADMIN),
			Map.entry("POST /admin/users/{username}/enabled", ADMIN),
			Map.entry("POST /admin/users/{username}/delete", ADMIN),
			Map.entry("POST /admin/users/{username}/tokens/{id}/revoke", ADMIN), Map.entry("GET /account/tokens", READ),
			Map.entry("POST /account/tokens", READ), Map.entry("POST /account/tokens/{id}/revoke", READ)));

	/** The test accounts of each role, and {@code null} for no account. */
	static final String[] CALLERS = { null, "vic", "alice", "rita", "admin" };

	@Autowired
	@Qualifier("requestMappingHandlerMapping")
	RequestMappingHandlerMapping mappings;

	@Autowired
	MockMvc mvc;

	@Test
	void everyMappingHasARowAndTheRowIsItsHandlersRule() {
		Map<String, Rule> found = new TreeMap<>();
		List<String> problems = new ArrayList<>();
		this.mappings.getHandlerMethods().forEach((info, handler) -> keys(info).forEach((key) -> {
			Rule rule = HandlerRules.ruleOf(handler).orElse(null);
			if (rule == null) {
				problems.add(key + " (" + handler + ") has no @RequiredRole or @PermitAll");
				return;
			}
			Rule before = found.put(key, rule);
			if (before != null && !before.equals(rule)) {
				problems.add(key + " has two handlers with different rules");
			}
		}));
		assertThat(problems).isEmpty();
		TreeSet<String> missing = new TreeSet<>(found.keySet());
		missing.removeAll(RULES.keySet());
		assertThat(missing).as("mappings without a row in EndpointRightsTests.RULES").isEmpty();
		TreeSet<String> stale = new TreeSet<>(RULES.keySet());
		stale.removeAll(found.keySet());
		assertThat(stale).as("rows of EndpointRightsTests.RULES without a mapping").isEmpty();
		assertThat(found).isEqualTo(RULES);
	}

	@Test
	void eachRoleHasExactlyItsRightsOnEveryPageAndEndpoint() throws Exception {
		List<String> wrong = new ArrayList<>();
		for (Map.Entry<String, Rule> row : RULES.entrySet()) {
			if (row.getKey().equals("GET /error")) {
				continue; // reached on the container's error dispatch, not as a request
							// of its own
			}
			for (String caller : CALLERS) {
				MvcResult result = this.mvc.perform(request(row.getKey(), caller)).andReturn();
				int status = result.getResponse().getStatus();
				String location = result.getResponse().getHeader("Location");
				boolean toLogin = status == 302 && location != null && location.endsWith("/login");
				boolean refused = status == 401 || status == 403 || toLogin;
				Role role = (caller != null) ? TestAccounts.ROLES.get(caller) : null;
				boolean granted = row.getValue().grantedTo(java.util.Optional.ofNullable(role));
				String who = (caller != null) ? caller + " (" + role.code() + ")" : "no account";
				if (granted && refused) {
					wrong.add(row.getKey() + " refused " + who + " with " + status);
				}
				if (!granted) {
					int expected = (caller != null) ? 403 : row.getKey().contains(" /api/") ? 401 : 302;
					if (status != expected || (expected == 302 && !toLogin)) {
						wrong.add(row.getKey() + " answered " + who + " with " + status + ", not " + expected);
					}
				}
			}
		}
		assertThat(wrong).isEmpty();
	}

	private static MockHttpServletRequestBuilder request(String row, String caller) {
		String[] parts = row.split(" ", 2);
		String path = parts[1].replace("{id}", "999999")
			.replace("{group}", "no-such-group")
			.replace("{username}", "no-such-user")
			.replace("{releaseId}", "999998")
			.replace("{n}", "1")
			.replace("{cid}", "999997")
			.replace("{name}.tgz", "no-such-chart-1.33.0.tgz")
			.replace("{name}", "no-such-example");
		MockHttpServletRequestBuilder request = MockMvcRequestBuilders.request(HttpMethod.valueOf(parts[0]), path);
		if (!parts[0].equals("GET")) {
			// the board's and forms' writes are htmx requests; the API's take JSON
			request.header("HX-Request", "true").contentType("application/json").content("{}");
		}
		if (caller != null) {
			request.with(SignedInMockMvc.as(caller)).with(csrf());
		}
		return request;
	}

	private static List<String> keys(RequestMappingInfo info) {
		List<String> keys = new ArrayList<>();
		var methods = info.getMethodsCondition().getMethods();
		for (String pattern : info.getPatternValues()) {
			if (methods.isEmpty()) {
				keys.add("GET " + pattern);
			}
			for (RequestMethod method : methods) {
				keys.add(method.name() + " " + pattern);
			}
		}
		return keys;
	}

}
