package io.manifeststudio.editor.forms;

import java.nio.charset.StandardCharsets;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.mock.web.MockMultipartFile;
import org.springframework.test.web.servlet.MockMvc;

import io.manifeststudio.account.SignedInMockMvc;
import io.manifeststudio.export.ImageTagInputs;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.helm.SecretGeneration;
import io.manifeststudio.export.repository.ChartTarget;
import io.manifeststudio.export.repository.ChartTargets;
import io.manifeststudio.export.repository.ImageTagSettings;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.review.Approvals;
import io.manifeststudio.review.Verdict;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.multipart;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The manifest page's "Published charts" settings: everyone sees them, an editor changes
 * them (kept in the database), a viewer may not, a value that is not offered is a 400
 * naming the field, and the chart repository then publishes the approved revisions for
 * the new target (a new version).
 */
@SpringBootTest
@AutoConfigureMockMvc
class ChartSettingsControllerTests {

	private static final String MANIFEST = """
			instance_groups:
			- name: web
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        ports: [{name: http, protocol: TCP, internal: 8080}]
			        run: {memory: 256}
			""";

	@Autowired
	MockMvc mvc;

	@Autowired
	ManifestService manifests;

	@Autowired
	ChartTargets targets;

	@Autowired
	Approvals approvals;

	@Autowired
	ImageTagSettings tagInputs;

	long id;

	String name;

	@BeforeEach
	void aManifestWithAnApprovedRevision() {
		this.name = "settings-" + UUID.randomUUID().toString().substring(0, 8);
		this.id = this.manifests.importManifest(this.name, MANIFEST.getBytes(StandardCharsets.UTF_8), "alice").id();
		this.manifests.saveRevision(this.id, "first", "alice");
		this.approvals.review(this.id, 1, Verdict.APPROVE, null, "rita");
	}

	@Test
	void aViewerSeesTheSettingsWithoutAForm() throws Exception {
		String panel = this.mvc
			.perform(get("/manifests/" + this.id + "/chart-settings").header("HX-Request", "true")
				.with(SignedInMockMvc.as("vic")))
			.andExpect(status().isOk())
			.andReturn()
			.getResponse()
			.getContentAsString();
		assertThat(panel).contains("data-kube-version=\"1.33\"", "data-secrets=\"fissile\"", "/charts/index.yaml")
			.doesNotContain("chart-settings-form");
		this.mvc
			.perform(post("/manifests/" + this.id + "/chart-settings").header("HX-Request", "true")
				.param("kubeVersion", "1.29")
				.param("secrets", "helm")
				.with(SignedInMockMvc.as("vic"))
				.with(csrf()))
			.andExpect(status().isForbidden());
		assertThat(this.targets.of(this.id)).isEqualTo(ChartTarget.DEFAULT);
	}

	@Test
	void anEditorChangesThemAndTheRepositoryPublishesForTheNewTarget() throws Exception {
		String before = index();
		assertThat(before).contains(this.name + "-1.33.0.tgz");
		String panel = this.mvc
			.perform(post("/manifests/" + this.id + "/chart-settings").header("HX-Request", "true")
				.param("kubeVersion", "1.29")
				.param("secrets", "helm")
				.with(SignedInMockMvc.as("alice"))
				.with(csrf()))
			.andExpect(status().isOk())
			.andReturn()
			.getResponse()
			.getContentAsString();
		assertThat(panel).contains("data-kube-version=\"1.29\"", "data-secrets=\"helm\"", "chart-settings-form",
				"<option value=\"1.29\" selected=\"selected\">");
		assertThat(this.targets.of(this.id)).isEqualTo(new ChartTarget(new KubeVersion(1, 29), SecretGeneration.HELM));
		assertThat(index()).contains(this.name + "-1.29.1.tgz").doesNotContain(this.name + "-1.33.0.tgz");
	}

	@Test
	void aValueThatIsNotOfferedIsA400NamingTheField() throws Exception {
		this.mvc
			.perform(post("/manifests/" + this.id + "/chart-settings").header("HX-Request", "true")
				.param("kubeVersion", "1.12")
				.param("secrets", "helm")
				.with(SignedInMockMvc.as("alice"))
				.with(csrf()))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("kubeVersion"));
		this.mvc
			.perform(post("/manifests/" + this.id + "/chart-settings").header("HX-Request", "true")
				.param("kubeVersion", "1.30")
				.param("secrets", "vault")
				.with(SignedInMockMvc.as("alice"))
				.with(csrf()))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("secrets"));
		assertThat(this.targets.of(this.id)).isEqualTo(ChartTarget.DEFAULT);
	}

	@Test
	void anEditorGivesTheImageTagInputsAndOnlyTheirSha1sAreShown() throws Exception {
		String manifest = MANIFEST.replace("  jobs:\n", "  scripts: [scripts/setup.sh, /opt/in-image.sh]\n  jobs:\n");
		this.id = this.manifests.importManifest(this.name + "-s", manifest.getBytes(StandardCharsets.UTF_8), "alice")
			.id();
		MockMultipartFile light = new MockMultipartFile("lightOpinions", "opinions.yml", "text/yaml",
				"properties:\n  tor: {password: hunter2}\n".getBytes(StandardCharsets.UTF_8));
		MockMultipartFile script = new MockMultipartFile("script:scripts/setup.sh", "setup.sh", "text/plain",
				"true\n".getBytes(StandardCharsets.UTF_8));
		this.mvc
			.perform(multipart("/manifests/" + this.id + "/chart-settings/image-tags").file(light)
				.file(script)
				.param("fissileVersion", "7.0.0+224.gb8e8e6af")
				.header("HX-Request", "true")
				.with(SignedInMockMvc.as("vic"))
				.with(csrf()))
			.andExpect(status().isForbidden());
		String panel = this.mvc
			.perform(multipart("/manifests/" + this.id + "/chart-settings/image-tags").file(light)
				.file(script)
				.param("fissileVersion", "7.0.0+224.gb8e8e6af")
				.param("tagExtra", "x")
				.header("HX-Request", "true")
				.with(SignedInMockMvc.as("alice"))
				.with(csrf()))
			.andExpect(status().isOk())
			.andReturn()
			.getResponse()
			.getContentAsString();
		// printf 'true\n' | sha1sum
		assertThat(panel)
			.contains("7.0.0+224.gb8e8e6af", "Dark opinions: not given",
					"Script scripts/setup.sh: given (SHA-1 724ba28f4a9a1b472057ff99511ed393a45552e1)")
			.contains("Light opinions: given (SHA-1")
			.doesNotContain("hunter2")
			.doesNotContain("/opt/in-image.sh");
		ImageTagInputs stored = this.tagInputs.of(this.id);
		assertThat(stored.fissileVersion()).isEqualTo("7.0.0+224.gb8e8e6af");
		assertThat(stored.tagExtra()).isEqualTo("x");
		assertThat(stored.lightOpinions()).contains("hunter2");
		assertThat(stored.scripts().get("scripts/setup.sh")).isEqualTo("true\n".getBytes(StandardCharsets.UTF_8));
		// a script the draft does not name is refused, naming the field
		this.mvc
			.perform(multipart("/manifests/" + this.id + "/chart-settings/image-tags")
				.file(new MockMultipartFile("script:scripts/other.sh", "other.sh", "text/plain", new byte[] { 1 }))
				.header("HX-Request", "true")
				.with(SignedInMockMvc.as("alice"))
				.with(csrf()))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("script:scripts/other.sh"));
	}

	private String index() throws Exception {
		return this.mvc.perform(get("/charts/index.yaml").with(SignedInMockMvc.as("alice")))
			.andExpect(status().isOk())
			.andReturn()
			.getResponse()
			.getContentAsString();
	}

}
