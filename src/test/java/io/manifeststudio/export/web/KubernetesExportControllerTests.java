package io.manifeststudio.export.web;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.http.MediaType;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

import io.manifeststudio.export.ExportSlots;
import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.account.SignedInMockMvc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.startsWith;
import static org.mockito.BDDMockito.given;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The Kubernetes YAML export API: statuses, headers and bodies, over a mocked
 * {@link ManifestService}.
 */
@Import({ ManifestContent.class, SignedInMockMvc.class, ExportSlots.class, ManifestCodec.class,
		io.manifeststudio.export.rules.VersionValidators.class })
@WebMvcTest(KubernetesExportController.class)
class KubernetesExportControllerTests {

	@MockitoBean
	DraftEditing draftEditing;

	@MockitoBean
	DraftBaseline draftBaseline;

	static final String SIDECAR = """
			instance_groups:
			- name: web
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        colocated_containers: [envoy]
			        sidecars: [envoy]
			        ports: [{name: http, protocol: TCP, internal: 8080}]
			        run: {}
			- name: envoy
			  type: colocated-container
			  image: envoyproxy/envoy:v1.30.1
			  jobs: [{name: envoy, release: envoy, properties: {bosh_containerization: {run: {}, ports: [{name: proxy, protocol: TCP, internal: 15001}]}}}]
			""";

	static final String BROKEN = """
			instance_groups:
			- name: web
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        ports: [{name: very-long-name, protocol: TCP, internal: 8080-8081}]
			        run: {}
			""";

	static final Instant NOW = Instant.parse("2026-12-02T10:00:00Z");

	@Autowired
	MockMvc mvc;

	@MockitoBean
	ManifestService manifests;

	@Test
	void exportsTheBodyAsMultiDocumentYamlWithANativeSidecarByDefault() throws Exception {
		MvcResult result = this.mvc.perform(post("/api/export/kubernetes.yaml").content(SIDECAR))
			.andExpect(status().isOk())
			.andExpect(content().contentTypeCompatibleWith("application/yaml"))
			.andExpect(header().string("Content-Disposition", startsWith("inline")))
			// FISSILE-RELEASES: the jobs' releases are not given, so links are not wired
			.andExpect(header().string(KubernetesExportController.WARNINGS, "1"))
			.andReturn();
		List<Map<String, Object>> documents = documents(result);
		assertThat(documents).extracting((document) -> document.get("kind"))
			.containsExactly("Secret", "Secret", "Service", "Service", "Service", "Service", "Service", "StatefulSet");
		assertThat(result.getResponse().getContentAsString()).startsWith("---\n")
			.contains("initContainers:")
			.contains("restartPolicy: Always");
	}

	@Test
	void anOldTargetGetsTheFallbackAndItsWarningIsCounted() throws Exception {
		MvcResult result = this.mvc.perform(post("/api/export/kubernetes.yaml?kubeVersion=1.27").content(SIDECAR))
			.andExpect(status().isOk())
			// the fallback's warning and FISSILE-RELEASES (no releases given)
			.andExpect(header().string(KubernetesExportController.WARNINGS, "2"))
			.andReturn();
		assertThat(result.getResponse().getContentAsString()).doesNotContain("initContainers:").contains("postStart:");
	}

	@Test
	void onePodByName() throws Exception {
		String twoPods = SIDECAR + """
				- name: worker
				  jobs: [{name: tor, release: tor, properties: {bosh_containerization: {run: {}}}}]
				""";
		MvcResult result = this.mvc.perform(post("/api/export/kubernetes.yaml?pod=worker").content(twoPods))
			.andExpect(status().isOk())
			.andReturn();
		assertThat(documents(result))
			.extracting((document) -> (Object) ((Map<?, ?>) document.get("metadata")).get("name"))
			.containsExactly("deployment-manifest", "secrets", "worker");
	}

	@Test
	void aManifestWithErrorsIsNotExported() throws Exception {
		this.mvc.perform(post("/api/export/kubernetes.yaml").content(BROKEN))
			.andExpect(status().isConflict())
			.andExpect(content().contentType(MediaType.APPLICATION_PROBLEM_JSON))
			.andExpect(jsonPath("$.errors").value(org.hamcrest.Matchers.greaterThanOrEqualTo(1)))
			.andExpect(jsonPath("$.warnings").isNumber())
			.andExpect(jsonPath("$.findings[*].message").value(hasItem(
					"spec.template.spec.containers[0].ports[0].name: Invalid value: \"very-long-name-0\": must be no more than 15 characters")))
			.andExpect(jsonPath("$.findings[0].line").value(8));
	}

	static final String PASSWORD = """
			instance_groups:
			- name: web
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        run: {memory: 64}
			configuration:
			  templates:
			    properties.tor.password: ((ADMIN_PASSWORD))
			variables:
			- name: ADMIN_PASSWORD
			  type: password
			  options: {secret: true, description: The admin's password.}
			""";

	@Test
	@SuppressWarnings("unchecked")
	void generatedSecretsAreFilledAtExportUnlessSecretsIsEmpty() throws Exception {
		MvcResult filled = this.mvc.perform(post("/api/export/kubernetes.yaml").content(PASSWORD))
			.andExpect(status().isOk())
			.andReturn();
		assertThat(filled.getResponse().getContentAsString()).contains("# Generated at export by Manifest Studio");
		Map<String, Object> data = (Map<String, Object>) documents(filled).get(1).get("data");
		assertThat(new String(java.util.Base64.getDecoder().decode((String) data.get("admin-password")),
				StandardCharsets.US_ASCII))
			.matches("[A-Za-z0-9]{64}");

		MvcResult empty = this.mvc.perform(post("/api/export/kubernetes.yaml?secrets=empty").content(PASSWORD))
			.andExpect(status().isOk())
			.andReturn();
		assertThat(documents(empty).get(1).get("data")).isEqualTo(Map.of("admin-password", ""));
		assertThat(empty.getResponse().getContentAsString()).doesNotContain("# Generated");
	}

	@Test
	void aPersonsDownloadsOfTheSameContentGetTheSameGeneratedValuesAndNobodyElseGetsThem() throws Exception {
		ManifestCodec codec = new ManifestCodec();
		Draft draft = new Draft(8, PASSWORD, "password-hash", FormatEra.V3_JOB_PROPERTIES, 1, "alice", NOW, null);
		given(this.manifests.get(8)).willReturn(new StoredManifest(8, "passwords", "alice", NOW, 0, draft));
		given(this.manifests.draft(8)).willReturn(draft);
		given(this.manifests.parse(draft)).willReturn(codec.read(PASSWORD));

		MvcResult first = this.mvc.perform(get("/api/manifests/8/export/kubernetes.yaml"))
			.andExpect(status().isOk())
			.andExpect(header().string(KubernetesExportController.GENERATED_SECRETS,
					containsString("; the same for your downloads of this content until ")))
			.andReturn();
		assertThat(first.getResponse().getContentAsString())
			.contains("for you: your downloads of this same content give these values again until ");
		String alice = adminPassword(first);
		String again = adminPassword(this.mvc.perform(get("/api/manifests/8/export/kubernetes.yaml")).andReturn());
		assertThat(again).isEqualTo(alice);
		// another editor, and a viewer, never get alice's values
		String bob = adminPassword(
				this.mvc.perform(get("/api/manifests/8/export/kubernetes.yaml").with(SignedInMockMvc.as("bob")))
					.andExpect(status().isOk())
					.andReturn());
		String vic = adminPassword(
				this.mvc.perform(get("/api/manifests/8/export/kubernetes.yaml").with(SignedInMockMvc.as("vic")))
					.andExpect(status().isOk())
					.andReturn());
		assertThat(bob).isNotEqualTo(alice);
		assertThat(vic).isNotEqualTo(alice).isNotEqualTo(bob);

		// a changed draft is other content: new values
		Draft changed = new Draft(8, PASSWORD + "# changed\n", "password-hash-2", FormatEra.V3_JOB_PROPERTIES, 2,
				"alice", NOW, null);
		given(this.manifests.get(8)).willReturn(new StoredManifest(8, "passwords", "alice", NOW, 0, changed));
		given(this.manifests.draft(8)).willReturn(changed);
		given(this.manifests.parse(changed)).willReturn(codec.read(changed.content()));
		assertThat(adminPassword(this.mvc.perform(get("/api/manifests/8/export/kubernetes.yaml")).andReturn()))
			.isNotEqualTo(alice);
	}

	@SuppressWarnings("unchecked")
	private static String adminPassword(MvcResult result) throws Exception {
		Map<String, Object> secrets = documents(result).stream()
			.filter((document) -> "secrets".equals(((Map<String, Object>) document.get("metadata")).get("name")))
			.findFirst()
			.orElseThrow();
		String password = new String(
				java.util.Base64.getDecoder()
					.decode((String) ((Map<String, Object>) secrets.get("data")).get("admin-password")),
				StandardCharsets.US_ASCII);
		assertThat(password).matches("[A-Za-z0-9]{64}");
		return password;
	}

	@Test
	void aBadSecretsModeIsA400NamingTheParameter() throws Exception {
		this.mvc.perform(post("/api/export/kubernetes.yaml?secrets=helm").content(PASSWORD))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("secrets"))
			.andExpect(jsonPath("$.detail").value(containsString("generate")));
	}

	@Test
	void aBadKubeVersionIsA400SayingWhatIsExpected() throws Exception {
		this.mvc.perform(post("/api/export/kubernetes.yaml?kubeVersion=latest").content(SIDECAR))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("kubeVersion"))
			.andExpect(jsonPath("$.detail").value(containsString("1.33")));
	}

	@Test
	void anUnknownPodIsA400NamingThePods() throws Exception {
		this.mvc.perform(post("/api/export/kubernetes.yaml?pod=nope").content(SIDECAR))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("pod"))
			.andExpect(jsonPath("$.detail").value(containsString("web")));
		this.mvc.perform(post("/api/export/kubernetes.yaml?pod=envoy").content(SIDECAR))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.detail").value(containsString("colocated container")));
	}

	@Test
	void notYamlIsA400WithLineAndColumn() throws Exception {
		this.mvc.perform(post("/api/export/kubernetes.yaml").content("instance_groups: [\n  - {name: a\n"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.line").isNumber());
		this.mvc.perform(post("/api/export/kubernetes.yaml"))
			.andExpect(status().is4xxClientError())
			.andExpect(jsonPath("$.detail").isString());
	}

	@Test
	void exportsAStoredDraftOrRevisionAsADownload() throws Exception {
		ManifestCodec codec = new ManifestCodec();
		Draft draft = new Draft(7, SIDECAR, "hash", FormatEra.V3_JOB_PROPERTIES, 3, "me", NOW, null);
		Revision revision = new Revision(7, 2, BROKEN, "hash2", FormatEra.V3_JOB_PROPERTIES, "me", "broke it", NOW);
		given(this.manifests.get(7)).willReturn(new StoredManifest(7, "my app", "me", NOW, 2, draft));
		given(this.manifests.draft(7)).willReturn(draft);
		given(this.manifests.parse(draft)).willReturn(codec.read(SIDECAR));
		given(this.manifests.revision(7, 2)).willReturn(revision);
		given(this.manifests.parse(revision)).willReturn(codec.read(BROKEN));

		this.mvc.perform(get("/api/manifests/7/export/kubernetes.yaml?kubeVersion=1.29&pod=web"))
			.andExpect(status().isOk())
			.andExpect(header().string("Content-Disposition", "attachment; filename=\"my_app-web-kubernetes.yaml\""))
			.andExpect(content().string(containsString("kind: StatefulSet")));
		this.mvc.perform(get("/api/manifests/7/export/kubernetes.yaml?revision=2"))
			.andExpect(status().isConflict())
			.andExpect(jsonPath("$.findings").isArray());
	}

	@Test
	void anUnknownManifestIsA404() throws Exception {
		given(this.manifests.get(9)).willThrow(new ManifestNotFoundException(9));
		this.mvc.perform(get("/api/manifests/9/export/kubernetes.yaml"))
			.andExpect(status().isNotFound())
			.andExpect(jsonPath("$.detail").isString());
	}

	@SuppressWarnings("unchecked")
	private static List<Map<String, Object>> documents(MvcResult result) throws Exception {
		List<Map<String, Object>> documents = new java.util.ArrayList<>();
		for (Object document : new Yaml(new SafeConstructor(new LoaderOptions()))
			.loadAll(result.getResponse().getContentAsString(StandardCharsets.UTF_8))) {
			documents.add((Map<String, Object>) document);
		}
		return documents;
	}

}
