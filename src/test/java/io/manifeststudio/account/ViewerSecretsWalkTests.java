package io.manifeststudio.account;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;
import org.springframework.test.web.servlet.request.MockMvcRequestBuilders;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

import io.manifeststudio.export.helm.ChartArchives;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.model.SecretMask;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.review.Approvals;
import io.manifeststudio.review.Verdict;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A viewer finds no secret value in anything they can GET: every page, fragment (with and
 * without {@code HX-Request}) and API answer of the application's request mappings that a
 * viewer may reach, asked about manifests whose secret variables hold known values: a
 * plain one, one whose {@code secret} key is written twice ({@code false} then
 * {@code true}) and one whose {@code options} map is written twice. Each manifest has a
 * revision and a draft changed since (with a rotated value), so the diffs, the history,
 * the board's "before" text and the revision's review show two versions. A value is
 * looked for as it is, base64-encoded (a Kubernetes Secret's {@code data}) and inside
 * every file of a {@code .tgz} chart. {@link #WALK} names the addresses requested for
 * each GET mapping; a GET mapping a viewer may reach without a row fails the test, so a
 * new page is walked as soon as it exists. The same walk as an editor finds the values
 * (the search can find what it looks for).
 */
@SpringBootTest
@AutoConfigureMockMvc
class ViewerSecretsWalkTests {

	/**
	 * Addresses asked for each GET mapping a viewer may reach ({id}, {n}, {group} filled
	 * in per manifest).
	 */
	static final Map<String, List<String>> WALK = new LinkedHashMap<>();

	static {
		WALK.put("GET /login", List.of("/login"));
		WALK.put("GET /error", List.of("/error"));
		WALK.put("GET /", List.of("/"));
		WALK.put("GET /api-docs", List.of("/api-docs"));
		WALK.put("GET /v3/api-docs", List.of("/v3/api-docs"));
		WALK.put("GET /v3/api-docs.yaml", List.of("/v3/api-docs.yaml"));
		WALK.put("GET /v3/api-docs/swagger-config", List.of("/v3/api-docs/swagger-config"));
		WALK.put("GET /manifests", List.of("/manifests", "/manifests?search=walk"));
		WALK.put("GET /manifests/{id}", List.of("/manifests/{id}"));
		WALK.put("GET /manifests/{id}/live", List.of("/manifests/{id}/live"));
		// the stream from version 0: every change of the draft, as a reconnecting board
		// gets them
		WALK.put("GET /manifests/{id}/events", List.of("/manifests/{id}/events?after=0"));
		WALK.put("GET /api/manifests/{id}/presence", List.of("/api/manifests/{id}/presence"));
		WALK.put("GET /manifests/{id}/edit", List.of("/manifests/{id}/edit"));
		WALK.put("GET /manifests/{id}/edit/board", List.of("/manifests/{id}/edit/board"));
		WALK.put("GET /manifests/{id}/edit/version", List.of("/manifests/{id}/edit/version"));
		WALK.put("GET /manifests/{id}/edit/cards", List.of("/manifests/{id}/edit/cards?pods=web"));
		WALK.put("GET /manifests/{id}/edit/previews/role-manifest",
				List.of("/manifests/{id}/edit/previews/role-manifest"));
		WALK.put("GET /manifests/{id}/edit/previews/kubernetes",
				List.of("/manifests/{id}/edit/previews/kubernetes", "/manifests/{id}/edit/previews/kubernetes?pod=web",
						"/manifests/{id}/edit/previews/kubernetes?pod=web&version=1.27"));
		WALK.put("GET /manifests/{id}/edit/previews/helm",
				List.of("/manifests/{id}/edit/previews/helm", "/manifests/{id}/edit/previews/helm?pod=web"));
		WALK.put("GET /manifests/{id}/edit/groups/{group}", List.of("/manifests/{id}/edit/groups/web"));
		WALK.put("GET /manifests/{id}/export",
				List.of("/manifests/{id}/export", "/manifests/{id}/export?pod=web",
						"/manifests/{id}/export?pod=web&version=1.27", "/manifests/{id}/export?pod=web&secrets=empty",
						"/manifests/{id}/export?pod=web&secrets=generate"));
		WALK.put("GET /manifests/{id}/chart-settings", List.of("/manifests/{id}/chart-settings"));
		WALK.put("GET /manifests/{id}/diff", List.of("/manifests/{id}/diff", "/manifests/{id}/diff?from=1&to=draft",
				"/manifests/{id}/diff?from=1&to=draft&pod=web", "/manifests/{id}/diff?from=draft&to=1"));
		WALK.put("GET /api/manifests/{id}/diff", List.of("/api/manifests/{id}/diff?from=1",
				"/api/manifests/{id}/diff?from=1&to=draft&pod=web", "/api/manifests/{id}/diff?from=draft&to=1"));
		WALK.put("GET /manifests/{id}/revisions/{n}/review", List.of("/manifests/{id}/revisions/1/review"));
		WALK.put("GET /manifests/{id}/review/board-comments", List.of("/manifests/{id}/review/board-comments"));
		WALK.put("GET /api/manifests/{id}/revisions/{n}/comments", List.of("/api/manifests/{id}/revisions/1/comments"));
		WALK.put("GET /api/manifests/{id}/revisions/{n}/status", List.of("/api/manifests/{id}/revisions/1/status"));
		WALK.put("GET /api/manifests/{id}/generation", List.of("/api/manifests/{id}/generation"));
		WALK.put("GET /api/releases", List.of("/api/releases"));
		WALK.put("GET /api/releases/{id}", List.of("/api/releases/999999"));
		WALK.put("GET /releases", List.of("/releases"));
		WALK.put("GET /manifests/{id}/releases", List.of("/manifests/{id}/releases"));
		WALK.put("GET /api/manifests/{id}/releases", List.of("/api/manifests/{id}/releases"));
		WALK.put("GET /api/manifests", List.of("/api/manifests", "/api/manifests?q=walk"));
		WALK.put("GET /api/manifests/{id}", List.of("/api/manifests/{id}"));
		WALK.put("GET /api/manifests/{id}/role-manifest.yml",
				List.of("/api/manifests/{id}/role-manifest.yml", "/api/manifests/{id}/role-manifest.yml?revision=1"));
		WALK.put("GET /api/manifests/{id}/revisions", List.of("/api/manifests/{id}/revisions"));
		WALK.put("GET /api/manifests/{id}/history", List.of("/api/manifests/{id}/history"));
		WALK.put("GET /api/manifests/{id}/findings", List.of("/api/manifests/{id}/findings"));
		WALK.put("GET /api/manifests/{id}/export/kubernetes.yaml",
				List.of("/api/manifests/{id}/export/kubernetes.yaml",
						"/api/manifests/{id}/export/kubernetes.yaml?revision=1",
						"/api/manifests/{id}/export/kubernetes.yaml?pod=web",
						"/api/manifests/{id}/export/kubernetes.yaml?secrets=generate"));
		WALK.put("GET /api/manifests/{id}/export/helm-chart.tgz",
				List.of("/api/manifests/{id}/export/helm-chart.tgz",
						"/api/manifests/{id}/export/helm-chart.tgz?revision=1",
						"/api/manifests/{id}/export/helm-chart.tgz?secrets=helm",
						"/api/manifests/{id}/export/helm-chart.tgz?sidecars=native"));
		WALK.put("GET /api/tokens", List.of("/api/tokens"));
		WALK.put("GET /account/tokens", List.of("/account/tokens"));
	}

	/**
	 * GET mappings a viewer does not reach, refused whatever they hold: the chart
	 * repository, whose archives hold the secret values as stored, and their provenance
	 * files ({name} is the walked manifest's chart at revision 1).
	 */
	static final Map<String, String> REFUSED = new LinkedHashMap<>();

	static {
		// the index first: the archives it lists are built when it first lists them
		REFUSED.put("GET /charts/index.yaml", "/charts/index.yaml");
		REFUSED.put("GET /charts/{name}.tgz", "/charts/{name}-1.33.0.tgz");
		REFUSED.put("GET /charts/{name}.tgz.prov", "/charts/{name}-1.33.0.tgz.prov");
	}

	/** A manifest that exports: one secret variable with a value, one plain. */
	private static final String PLAIN = """
			instance_groups:
			- name: web
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        run: {}
			  configuration:
			    templates:
			      properties.tor.password: ((API_PASSWORD))
			      properties.tor.plain: ((PLAIN))
			variables:
			- name: API_PASSWORD
			  options:
			    description: The API's password
			    secret: true
			    default: %s
			- name: PLAIN
			  options:
			    description: No secret
			    default: visible-value
			""";

	/**
	 * Duplicate keys: {@code secret: false} then {@code true}; two {@code options} maps,
	 * the second secret.
	 */
	private static final String DUPLICATES = """
			instance_groups:
			- name: web
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        run: {}
			  configuration:
			    templates:
			      properties.tor.options: ((OPTIONS))
			      properties.tor.plain: ((PLAIN))
			      properties.tor.twice: ((TWICE))
			variables:
			- name: OPTIONS
			  options:
			    description: The first options
			    default: %s
			  options:
			    description: The second options
			    secret: true
			    default: %s
			- name: PLAIN
			  options:
			    description: No secret
			    default: visible-value
			- name: TWICE
			  options:
			    description: Secret written twice
			    secret: false
			    default: %s
			    secret: true
			""";

	@Autowired
	@Qualifier("requestMappingHandlerMapping")
	RequestMappingHandlerMapping mappings;

	@Autowired
	MockMvc mvc;

	@Autowired
	ManifestService manifests;

	@Autowired
	Approvals approvals;

	/** The walked manifests' names (their chart names). */
	final List<String> names = new ArrayList<>();

	/** Every secret value stored (revision 1's and the draft's). */
	final List<String> secrets = new ArrayList<>();

	/** The manifests walked: the plain one first, then the one with duplicate keys. */
	final List<Long> ids = new ArrayList<>();

	@BeforeEach
	void storeManifestsWithSecrets() {
		String run = UUID.randomUUID().toString().substring(0, 8);
		store("walk-" + run, PLAIN, List.of("pw1-" + run + "-alpha"));
		store("walk-duplicates-" + run, DUPLICATES,
				List.of("optA1-" + run + "-bravo", "optB1-" + run + "-charlie", "twice1-" + run + "-delta"));
	}

	/**
	 * Stores the manifest with {@code first} as revision 1 and a draft with each value
	 * rotated since.
	 */
	private void store(String name, String template, List<String> first) {
		List<String> second = first.stream().map((value) -> value.replace("1-", "2-")).toList();
		this.secrets.addAll(first);
		this.secrets.addAll(second);
		StoredManifest stored = this.manifests.importManifest(name,
				template.formatted(first.toArray()).getBytes(StandardCharsets.UTF_8), "alice");
		long id = stored.id();
		this.ids.add(id);
		this.names.add(name);
		this.manifests.saveRevision(id, "first", "alice");
		this.manifests.replaceDraft(id, template.formatted(second.toArray()).getBytes(StandardCharsets.UTF_8),
				this.manifests.draftVersion(id), "alice");
	}

	@Test
	void everyGetMappingAViewerReachesIsWalked() {
		TreeSet<String> reachable = new TreeSet<>();
		this.mappings.getHandlerMethods().forEach((info, handler) -> {
			HandlerRules.Rule rule = HandlerRules.ruleOf(handler).orElse(HandlerRules.Rule.of(Role.ADMIN));
			if (!rule.grantedTo(Optional.of(Role.VIEWER))) {
				return;
			}
			var methods = info.getMethodsCondition().getMethods();
			if (methods.isEmpty() || methods.contains(org.springframework.web.bind.annotation.RequestMethod.GET)) {
				info.getPatternValues().forEach((pattern) -> reachable.add("GET " + pattern));
			}
		});
		TreeSet<String> missing = new TreeSet<>(reachable);
		missing.removeAll(WALK.keySet());
		assertThat(missing).as("GET mappings a viewer reaches without a row in ViewerSecretsWalkTests.WALK").isEmpty();
		TreeSet<String> stale = new TreeSet<>(WALK.keySet());
		stale.removeAll(reachable);
		assertThat(stale).as("rows of ViewerSecretsWalkTests.WALK without a GET mapping a viewer reaches").isEmpty();
	}

	@Test
	void aViewerFindsNoSecretValueInAnyAnswer() throws Exception {
		List<String> leaks = new ArrayList<>();
		List<String> failures = new ArrayList<>();
		for (Answer answer : walk("vic")) {
			if (answer.status() >= 500) {
				failures.add(answer.address() + " answered " + answer.status());
			}
			for (String secret : this.secrets) {
				for (String form : forms(secret)) {
					if (answer.text().contains(form)) {
						leaks.add(answer.address() + (answer.htmx() ? " (htmx)" : "") + " shows " + form);
					}
				}
			}
		}
		assertThat(failures).isEmpty();
		assertThat(leaks).isEmpty();
	}

	@Test
	void theViewersAnswersHaveTheContentAndTheValueHidden() throws Exception {
		Map<String, String> viewer = bodies(walk("vic"));
		long plain = this.ids.get(0);
		long duplicates = this.ids.get(1);
		for (long id : this.ids) {
			for (String address : List.of("/api/manifests/" + id + "/role-manifest.yml",
					"/api/manifests/" + id + "/role-manifest.yml?revision=1")) {
				assertThat(viewer.get(address)).contains("PLAIN", "visible-value", SecretMask.HIDDEN);
			}
		}
		assertThat(viewer.get("/api/manifests/" + duplicates + "/role-manifest.yml")).contains("TWICE", "OPTIONS");
		assertThat(viewer.get("/manifests/" + plain + "/export?pod=web")).contains("kind: Secret")
			.doesNotContain("data-blocked=\"true\"");
		assertThat(viewer.get("/api/manifests/" + plain + "/export/kubernetes.yaml")).contains("kind: Secret");
		assertThat(viewer.get("/api/manifests/" + plain + "/export/helm-chart.tgz")).contains("Chart.yaml");
	}

	@Test
	void anEditorsWalkFindsTheValues() throws Exception {
		Map<String, String> editor = bodies(walk("alice"));
		String all = String.join("\n", editor.values());
		for (String secret : this.secrets) {
			assertThat(all).as(secret).contains(secret);
		}
		// the Kubernetes Secret holds the base64 of the draft's value: the search finds
		// that form too
		long plain = this.ids.get(0);
		assertThat(editor.get("/manifests/" + plain + "/export?pod=web")).contains(base64(this.secrets.get(1)));
		assertThat(editor.get("/api/manifests/" + plain + "/export/helm-chart.tgz")).contains(this.secrets.get(1));
	}

	@Test
	void theChartRepositoryIsRefusedToAViewerAndHoldsTheValuesForAnEditor() throws Exception {
		TreeSet<String> unreachable = new TreeSet<>();
		this.mappings.getHandlerMethods().forEach((info, handler) -> {
			HandlerRules.Rule rule = HandlerRules.ruleOf(handler).orElse(HandlerRules.Rule.of(Role.ADMIN));
			if (!rule.grantedTo(Optional.of(Role.VIEWER))) {
				info.getPatternValues().forEach((pattern) -> unreachable.add("GET " + pattern));
			}
		});
		assertThat(unreachable).containsAll(REFUSED.keySet());
		this.approvals.review(this.ids.get(0), 1, Verdict.APPROVE, null, "rita");
		for (String template : REFUSED.values()) {
			String address = template.replace("{name}", this.names.get(0));
			MvcResult viewer = this.mvc.perform(MockMvcRequestBuilders.get(address).with(SignedInMockMvc.as("vic")))
				.andReturn();
			assertThat(viewer.getResponse().getStatus()).as(address).isEqualTo(403);
			String refused = text(viewer.getResponse().getContentAsByteArray());
			this.secrets.forEach((secret) -> assertThat(refused).doesNotContain(secret));
			MvcResult editor = this.mvc.perform(MockMvcRequestBuilders.get(address).with(SignedInMockMvc.as("alice")))
				.andReturn();
			// no signing key is configured here: no provenance file, but no refusal
			// either
			assertThat(editor.getResponse().getStatus()).as(address).isEqualTo(address.endsWith(".prov") ? 404 : 200);
		}
		MvcResult archive = this.mvc
			.perform(MockMvcRequestBuilders
				.get(REFUSED.get("GET /charts/{name}.tgz").replace("{name}", this.names.get(0)))
				.with(SignedInMockMvc.as("alice")))
			.andReturn();
		assertThat(text(archive.getResponse().getContentAsByteArray())).contains(this.secrets.get(0));
		MvcResult provenance = this.mvc
			.perform(MockMvcRequestBuilders
				.get(REFUSED.get("GET /charts/{name}.tgz.prov").replace("{name}", this.names.get(0)))
				.with(SignedInMockMvc.as("alice")))
			.andReturn();
		assertThat(provenance.getResponse().getContentAsString()).contains("no signing key is configured");
	}

	record Answer(String address, boolean htmx, int status, String text) {
	}

	private List<Answer> walk(String user) throws Exception {
		List<Answer> answers = new ArrayList<>();
		List<String> walked = new ArrayList<>();
		for (long id : this.ids) {
			for (List<String> addresses : WALK.values()) {
				for (String template : addresses) {
					String address = template.replace("{id}", String.valueOf(id));
					if (!walked.contains(address)) {
						walked.add(address);
					}
				}
			}
		}
		for (String address : walked) {
			{
				for (boolean htmx : new boolean[] { false, true }) {
					MockHttpServletRequestBuilder request = MockMvcRequestBuilders.get(address)
						.with(SignedInMockMvc.as(user));
					if (htmx) {
						request.header("HX-Request", "true");
					}
					MvcResult result = this.mvc.perform(request).andReturn();
					String type = result.getResponse().getContentType();
					if (result.getRequest().isAsyncStarted()
							&& (type == null || !type.startsWith(MediaType.TEXT_EVENT_STREAM_VALUE))) {
						// an asynchronous answer (a diff): the answer is what the
						// dispatch once it is ready writes;
						// an event stream never ends, what it sent at once is its answer
						result.getAsyncResult(60_000);
						result = this.mvc.perform(MockMvcRequestBuilders.asyncDispatch(result)).andReturn();
					}
					answers.add(new Answer(address, htmx, result.getResponse().getStatus(),
							text(result.getResponse().getContentAsByteArray())));
				}
			}
		}
		return answers;
	}

	private static Map<String, String> bodies(List<Answer> answers) {
		Map<String, String> bodies = new LinkedHashMap<>();
		for (Answer answer : answers) {
			bodies.merge(answer.address(), answer.text(), (a, b) -> a + "\n" + b);
		}
		return bodies;
	}

	/** The body as text; a gzip archive (a chart) as the text of every file in it. */
	private static String text(byte[] body) {
		if (body.length > 2 && (body[0] & 0xff) == 0x1f && (body[1] & 0xff) == 0x8b) {
			StringBuilder files = new StringBuilder();
			ChartArchives.untar(body)
				.forEach((name, content) -> files.append(name).append('\n').append(content).append('\n'));
			return files.toString();
		}
		return new String(body, StandardCharsets.UTF_8);
	}

	/**
	 * The value as it is, base64-encoded, and base64-encoded inside a longer text (at
	 * each of the three offsets).
	 */
	private static List<String> forms(String secret) {
		List<String> forms = new ArrayList<>();
		forms.add(secret);
		forms.add(base64(secret));
		for (String prefix : List.of("x", "xx")) {
			String encoded = base64(prefix + secret);
			// the part of the encoding that depends on the value alone (skip the prefix's
			// quantum, drop the tail)
			forms.add(encoded.substring(4, encoded.length() - 4));
		}
		return forms;
	}

	private static String base64(String value) {
		return Base64.getEncoder().encodeToString(value.getBytes(StandardCharsets.UTF_8));
	}

}
