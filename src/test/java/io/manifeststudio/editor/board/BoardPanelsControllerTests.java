package io.manifeststudio.editor.board;

import java.util.Optional;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import io.manifeststudio.export.ExportSlots;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.export.helm.HelmChartExporter;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.account.SignedInMockMvc;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.BDDMockito.given;
import static org.mockito.BDDMockito.willReturn;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The previews of the board over a mocked store (the findings and the pod choice come
 * with each change), the role manifest with the lines of the newest change marked, the
 * selected pod's Kubernetes YAML (native sidecar for 1.33, the fallback for 1.27) and its
 * real {@code helm template} output.
 */
@WebMvcTest(BoardPanelsController.class)
@Import({ ManifestContent.class, SignedInMockMvc.class, ExportSlots.class, Boards.class,
		io.manifeststudio.export.rules.VersionValidators.class, KubernetesPreviews.class, HelmPreviews.class,
		BoardPanelsControllerTests.Beans.class })
class BoardPanelsControllerTests {

	@Autowired
	MockMvc mvc;

	@MockitoBean
	ManifestService service;

	@MockitoBean
	DraftEditing editing;

	@MockitoBean
	DraftBaseline baseline;

	@BeforeEach
	void storedManifest() {
		given(this.service.parse(any(Draft.class)))
			.willAnswer((call) -> BoardFixtures.manifest(call.getArgument(0, Draft.class).content()));
		Draft draft = BoardFixtures.draft(7, BoardFixtures.SIDECAR_YAML, 3);
		willReturn(BoardFixtures.stored(7, "demo", draft)).given(this.service).get(7L);
		willReturn(draft).given(this.service).draft(7L);
		given(this.baseline.beforeNewestChange(any(Draft.class))).willReturn(Optional.empty());
	}

	@Test
	void theFindingsAndThePodChoiceAreNoLongerAskedForApart() throws Exception {
		this.mvc.perform(get("/manifests/7/edit/findings").header("HX-Request", "true"))
			.andExpect(status().isNotFound());
		this.mvc.perform(get("/manifests/7/edit/pod-options").header("HX-Request", "true"))
			.andExpect(status().isNotFound());
	}

	@Test
	void roleManifestMarksTheLinesTheNewestChangeWrote() throws Exception {
		Draft draft = BoardFixtures.draft(7, BoardFixtures.SIDECAR_YAML, 3);
		String before = BoardFixtures.SIDECAR_YAML.replace("sidecars: [envoy]", "sidecars: []");
		given(this.baseline.beforeNewestChange(any(Draft.class)))
			.willReturn(Optional.of(new DraftBaseline.Before(3, "envoy made sidecar in pod web", before)));
		willReturn(draft).given(this.service).draft(7L);

		this.mvc.perform(get("/manifests/7/edit/previews/role-manifest").header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(content().string(allOf(containsString("data-changed=\"1\" data-first-changed=\"10\""),
					containsString("<span class=\"line changed\" data-line=\"10\">        sidecars: [envoy]</span>"),
					containsString("<span class=\"line\">        colocated_containers: [log-agent, envoy]</span>"),
					containsString("1 line written by version 3: envoy made sidecar in pod web"))));
	}

	@Test
	void kubernetesPreviewHasANativeSidecarFor133AndTheFallbackFor127() throws Exception {
		this.mvc
			.perform(get("/manifests/7/edit/previews/kubernetes").header("HX-Request", "true")
				.param("kubeVersion", "1.33")
				.param("pod", "web"))
			.andExpect(status().isOk())
			.andExpect(content().string(allOf(containsString("data-preview-pod=\"web\" data-kube-version=\"1.33\""),
					containsString("kind: StatefulSet"), containsString("initContainers:"),
					containsString("restartPolicy: Always"))));
		this.mvc
			.perform(get("/manifests/7/edit/previews/kubernetes").header("HX-Request", "true")
				.param("kubeVersion", "1.27")
				.param("pod", "web"))
			.andExpect(content().string(allOf(containsString("data-kube-version=\"1.27\""),
					not(containsString("initContainers:")), containsString("postStart:"))));
	}

	@Test
	void helmPreviewIsTheRealTemplateOutputOfThePodsDocuments() throws Exception {
		this.mvc
			.perform(get("/manifests/7/edit/previews/helm").header("HX-Request", "true")
				.param("kubeVersion", "1.33")
				.param("pod", "web"))
			.andExpect(status().isOk())
			.andExpect(content().string(allOf(containsString("# Source: demo/templates/web.yaml"),
					containsString("kind: StatefulSet"), containsString("initContainers:"),
					containsString("helm.sh/chart"), not(containsString("# Source: demo/templates/migrate.yaml")))));
		this.mvc
			.perform(get("/manifests/7/edit/previews/helm").header("HX-Request", "true")
				.param("kubeVersion", "1.27")
				.param("pod", "web"))
			.andExpect(content().string(allOf(containsString("# Source: demo/templates/web.yaml"),
					not(containsString("initContainers:")), containsString("postStart:"))));
	}

	@Test
	void aVersionNotOfferedIsABadRequest() throws Exception {
		this.mvc
			.perform(get("/manifests/7/edit/previews/kubernetes").header("HX-Request", "true")
				.param("kubeVersion", "banana"))
			.andExpect(status().isBadRequest());
	}

	@TestConfiguration(proxyBeanMethods = false)
	static class Beans {

		@Bean
		ManifestValidator manifestValidator() {
			return Validators.create();
		}

		@Bean
		HelmChartExporter helmChartExporter() {
			return new HelmChartExporter();
		}

	}

}
