package io.manifeststudio.account;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

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
 * The access rule of every page and endpoint, generated from the application's request mappings: {@link #RULES} is
 * the reviewed table (one row per method and path), and a mapping without a row, a row without a mapping, or a
 * handler whose {@link Allow} says otherwise fails the build. Then every row is requested as each role and without an
 * account, through the real filter chains and {@link AllowInterceptor}: a role with the access is let through (the
 * handler answers, whatever it answers for a made-up id), one without it gets a 403, and nobody gets in without an
 * account (401 for the API, a redirect to {@code /login} for pages).
 */
@SpringBootTest
@AutoConfigureMockMvc
class EndpointRightsTests {

	static final Map<String, Access> RULES = new TreeMap<>(Map.ofEntries(
			Map.entry("GET /login", Access.PUBLIC),
			Map.entry("GET /error", Access.PUBLIC),
			Map.entry("GET /", Access.READ),
			Map.entry("GET /api-docs", Access.READ),
			Map.entry("GET /v3/api-docs", Access.READ),
			Map.entry("GET /v3/api-docs.yaml", Access.READ),
			Map.entry("GET /v3/api-docs/swagger-config", Access.READ),
			Map.entry("GET /manifests", Access.READ),
			Map.entry("GET /manifests/new", Access.EDIT),
			Map.entry("POST /manifests/new", Access.EDIT),
			Map.entry("POST /manifests/examples/{name}", Access.EDIT),
			Map.entry("GET /manifests/{id}", Access.READ),
			Map.entry("GET /manifests/{id}/live", Access.READ),
			Map.entry("GET /manifests/{id}/events", Access.READ),
			Map.entry("GET /api/manifests/{id}/presence", Access.READ),
			Map.entry("POST /api/manifests/{id}/presence", Access.READ),
			Map.entry("POST /manifests/{id}/revisions", Access.EDIT),
			Map.entry("POST /manifests/{id}/draft", Access.EDIT),
			Map.entry("GET /manifests/{id}/edit", Access.READ),
			Map.entry("GET /manifests/{id}/edit/board", Access.READ),
			Map.entry("GET /manifests/{id}/edit/version", Access.READ),
			Map.entry("POST /manifests/{id}/edit/edits", Access.EDIT),
			Map.entry("POST /manifests/{id}/edit/moves", Access.EDIT),
			Map.entry("POST /manifests/{id}/edit/undo", Access.EDIT),
			Map.entry("POST /manifests/{id}/edit/redo", Access.EDIT),
			Map.entry("GET /manifests/{id}/edit/cards", Access.READ),
			Map.entry("GET /manifests/{id}/edit/previews/role-manifest", Access.READ),
			Map.entry("GET /manifests/{id}/edit/previews/kubernetes", Access.READ),
			Map.entry("GET /manifests/{id}/edit/previews/helm", Access.READ),
			Map.entry("GET /manifests/{id}/edit/groups/{group}", Access.READ),
			Map.entry("GET /manifests/{id}/edit/groups/new", Access.EDIT),
			Map.entry("POST /manifests/{id}/edit/groups/{group}/validate", Access.EDIT),
			Map.entry("POST /manifests/{id}/edit/groups/{group}/form", Access.EDIT),
			Map.entry("PUT /manifests/{id}/edit/groups/{group}", Access.EDIT),
			Map.entry("POST /manifests/{id}/edit/groups/{group}/name/validate", Access.EDIT),
			Map.entry("PUT /manifests/{id}/edit/groups/{group}/name", Access.EDIT),
			Map.entry("DELETE /manifests/{id}/edit/groups/{group}", Access.EDIT),
			Map.entry("POST /manifests/{id}/edit/groups/new/validate", Access.EDIT),
			Map.entry("POST /manifests/{id}/edit/groups", Access.EDIT),
			Map.entry("GET /manifests/{id}/export", Access.READ),
			Map.entry("GET /manifests/{id}/chart-settings", Access.READ),
			Map.entry("POST /manifests/{id}/chart-settings", Access.EDIT),
			Map.entry("POST /manifests/{id}/chart-settings/image-tags", Access.EDIT),
			Map.entry("POST /manifests/{id}/generation", Access.EDIT),
			Map.entry("GET /manifests/{id}/diff", Access.READ),
			Map.entry("GET /api/manifests/{id}/diff", Access.READ),
			Map.entry("GET /manifests/{id}/revisions/{n}/review", Access.READ),
			Map.entry("POST /manifests/{id}/revisions/{n}/comments", Access.EDIT),
			Map.entry("POST /manifests/{id}/revisions/{n}/comments/{cid}/replies", Access.EDIT),
			Map.entry("POST /manifests/{id}/revisions/{n}/comments/{cid}/resolve", Access.EDIT),
			Map.entry("POST /manifests/{id}/revisions/{n}/approvals", Access.REVIEW),
			Map.entry("GET /manifests/{id}/review/board-comments", Access.READ),
			Map.entry("POST /api/manifests/{id}/revisions/{n}/comments", Access.EDIT),
			Map.entry("GET /api/manifests/{id}/revisions/{n}/comments", Access.READ),
			Map.entry("POST /api/comments/{cid}/replies", Access.EDIT),
			Map.entry("POST /api/comments/{cid}/resolve", Access.EDIT),
			Map.entry("POST /api/manifests/{id}/revisions/{n}/approvals", Access.REVIEW),
			Map.entry("GET /api/manifests/{id}/revisions/{n}/status", Access.READ),
			Map.entry("GET /api/manifests/{id}/generation", Access.READ),
			Map.entry("POST /api/releases", Access.EDIT),
			Map.entry("GET /api/releases", Access.READ),
			Map.entry("GET /api/releases/{id}", Access.READ),
			Map.entry("DELETE /api/releases/{id}", Access.EDIT),
			Map.entry("GET /releases", Access.READ),
			Map.entry("GET /manifests/{id}/releases", Access.READ),
			Map.entry("PUT /manifests/{id}/releases/{releaseId}", Access.EDIT),
			Map.entry("DELETE /manifests/{id}/releases/{releaseId}", Access.EDIT),
			Map.entry("DELETE /releases/{id}", Access.EDIT),
			Map.entry("GET /api/manifests/{id}/releases", Access.READ),
			Map.entry("PUT /api/manifests/{id}/releases/{releaseId}", Access.EDIT),
			Map.entry("DELETE /api/manifests/{id}/releases/{releaseId}", Access.EDIT),
			Map.entry("PUT /api/manifests/{id}/generation", Access.EDIT),
			Map.entry("POST /api/manifests", Access.EDIT),
			Map.entry("GET /api/manifests", Access.READ),
			Map.entry("GET /api/manifests/{id}", Access.READ),
			Map.entry("GET /api/manifests/{id}/role-manifest.yml", Access.READ),
			Map.entry("PUT /api/manifests/{id}/role-manifest.yml", Access.EDIT),
			Map.entry("POST /api/manifests/{id}/revisions", Access.EDIT),
			Map.entry("GET /api/manifests/{id}/revisions", Access.READ),
			Map.entry("POST /api/manifests/{id}/edits", Access.EDIT),
			Map.entry("POST /api/manifests/{id}/undo", Access.EDIT),
			Map.entry("POST /api/manifests/{id}/redo", Access.EDIT),
			Map.entry("GET /api/manifests/{id}/history", Access.READ),
			Map.entry("GET /api/manifests/{id}/findings", Access.READ),
			Map.entry("POST /api/validate", Access.READ),
			Map.entry("POST /api/export/kubernetes.yaml", Access.READ),
			Map.entry("GET /api/manifests/{id}/export/kubernetes.yaml", Access.READ),
			Map.entry("POST /api/export/helm-chart.tgz", Access.READ),
			Map.entry("GET /api/manifests/{id}/export/helm-chart.tgz", Access.READ),
			// the chart repository's archives hold secret values, the same bytes for everyone: editor and above
			Map.entry("GET /charts/index.yaml", Access.EDIT),
			Map.entry("GET /charts/{name}.tgz", Access.EDIT),
			Map.entry("GET /charts/{name}.tgz.prov", Access.EDIT),
			Map.entry("POST /api/tokens", Access.READ),
			Map.entry("GET /api/tokens", Access.READ),
			Map.entry("POST /api/tokens/{id}/revoke", Access.READ),
			Map.entry("GET /api/users", Access.ADMIN),
			Map.entry("POST /api/users", Access.ADMIN),
			Map.entry("PUT /api/users/{username}/role", Access.ADMIN),
			Map.entry("PUT /api/users/{username}/password", Access.ADMIN),
			Map.entry("PUT /api/account/password", Access.READ),
			Map.entry("PUT /api/users/{username}/enabled", Access.ADMIN),
			Map.entry("DELETE /api/users/{username}", Access.ADMIN),
			Map.entry("GET /api/audit", Access.ADMIN),
			Map.entry("GET /api/audit.csv", Access.ADMIN),
			Map.entry("GET /admin/audit", Access.ADMIN),
			Map.entry("GET /admin/users", Access.ADMIN),
			Map.entry("POST /admin/users", Access.ADMIN),
			Map.entry("POST /admin/users/{username}/role", Access.ADMIN),
			Map.entry("POST /admin/users/{username}/enabled", Access.ADMIN),
			Map.entry("POST /admin/users/{username}/delete", Access.ADMIN),
			Map.entry("POST /admin/users/{username}/tokens/{id}/revoke", Access.ADMIN),
			Map.entry("GET /account/tokens", Access.READ),
			Map.entry("POST /account/tokens", Access.READ),
			Map.entry("POST /account/tokens/{id}/revoke", Access.READ)));

	/** The test accounts of each role, and {@code null} for no account. */
	static final String[] CALLERS = { null, "vic", "alice", "rita", "admin" };

	@Autowired
	@Qualifier("requestMappingHandlerMapping")
	RequestMappingHandlerMapping mappings;

	@Autowired
	MockMvc mvc;

	@Test
	void everyMappingHasARowAndTheRowIsItsHandlersRule() {
		Map<String, Access> found = new TreeMap<>();
		List<String> problems = new ArrayList<>();
		this.mappings.getHandlerMethods().forEach((info, handler) -> keys(info).forEach((key) -> {
			Access access = AllowInterceptor.accessOf(handler).orElse(null);
			if (access == null) {
				problems.add(key + " (" + handler + ") has no @Allow");
				return;
			}
			Access before = found.put(key, access);
			if (before != null && before != access) {
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
		for (Map.Entry<String, Access> row : RULES.entrySet()) {
			if (row.getKey().equals("GET /error")) {
				continue; // reached on the container's error dispatch, not as a request of its own
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
