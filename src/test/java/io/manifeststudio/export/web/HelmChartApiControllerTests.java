package io.manifeststudio.export.web;

import java.time.Instant;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.http.MediaType;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;

import io.manifeststudio.export.ExportSlots;
import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.export.helm.ChartArchives;
import io.manifeststudio.export.helm.HelmChartExporter;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.RevisionNotFoundException;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.account.SignedInMockMvc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

@Import({ ManifestContent.class, SignedInMockMvc.class, ExportSlots.class, ManifestCodec.class, HelmChartExporter.class,
		HelmChartApiControllerTests.RealValidator.class, io.manifeststudio.export.rules.VersionValidators.class })
@WebMvcTest(HelmChartApiController.class)
class HelmChartApiControllerTests {

	@MockitoBean
	DraftEditing draftEditing;

	@MockitoBean
	DraftBaseline draftBaseline;

	static final String VALID = """
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

	/** A port name the API server rejects (upper case): an error of the K8S family. */
	static final String WITH_ERROR = VALID.replace("name: http", "name: HTTP_PORT");

	@Autowired
	MockMvc mvc;

	@MockitoBean
	ManifestService manifests;

	@Test
	void postGivesTheChartArchive() throws Exception {
		// content that is no revision: its version carries the first 12 hex digits of its
		// hash (it cannot repeat)
		String hash = io.manifeststudio.manifest.yaml.ManifestText.sha256(VALID).substring(0, 12);
		MvcResult result = this.mvc
			.perform(post("/api/export/helm-chart.tgz?kubeVersion=1.27&name=shop").content(VALID))
			.andExpect(status().isOk())
			.andExpect(content().contentType("application/gzip"))
			.andExpect(header().string("Content-Disposition", "attachment; filename=\"shop-0.1.0+" + hash + ".tgz\""))
			.andReturn();
		Map<String, String> files = untar(result.getResponse().getContentAsByteArray());
		assertThat(files).containsKeys("shop/Chart.yaml", "shop/values.yaml", "shop/values.schema.json",
				"shop/templates/_helpers.tpl", "shop/templates/NOTES.txt", "shop/templates/web.yaml");
		assertThat(files.get("shop/Chart.yaml")).contains("name: shop").doesNotContain("kubeVersion");
		verifyNoInteractions(this.manifests);
	}

	@Test
	void imageSettingsBecomeTheChartDefaults() throws Exception {
		MvcResult result = this.mvc
			.perform(post("/api/export/helm-chart.tgz?registry=quay.io&organization=acme&tag=2.0").content(VALID))
			.andExpect(status().isOk())
			.andReturn();
		Map<String, String> files = untar(result.getResponse().getContentAsByteArray());
		assertThat(files.get("role-manifest/values.yaml")).contains("organization: acme").contains("hostname: quay.io");
		assertThat(files.get("role-manifest/templates/web.yaml")).contains("\"image\" : \"fissile-web:2.0\"");
	}

	@Test
	void aBodySentAsAFormByCurlStaysWhole() throws Exception {
		MvcResult result = this.mvc
			.perform(post("/api/export/helm-chart.tgz?name=curl")
				.with(io.manifeststudio.account.SignedInMockMvc.basic("alice"))
				.contentType(org.springframework.http.MediaType.APPLICATION_FORM_URLENCODED)
				.content(VALID))
			.andExpect(status().isOk())
			.andReturn();
		assertThat(untar(result.getResponse().getContentAsByteArray())).containsKey("curl/templates/web.yaml");
	}

	@Test
	void forcedNativeSidecarsPutTheVersionConstraintInChartYaml() throws Exception {
		MvcResult result = this.mvc.perform(post("/api/export/helm-chart.tgz?sidecars=native").content(VALID))
			.andExpect(status().isOk())
			.andReturn();
		assertThat(untar(result.getResponse().getContentAsByteArray()).get("role-manifest/Chart.yaml"))
			.contains("kubeVersion: '>=1.29.0-0'");
	}

	@Test
	void aManifestWithErrorsIsNotExported() throws Exception {
		this.mvc.perform(post("/api/export/helm-chart.tgz").content(WITH_ERROR))
			.andExpect(status().isConflict())
			.andExpect(content().contentType(MediaType.APPLICATION_PROBLEM_JSON))
			.andExpect(jsonPath("$.detail").value(org.hamcrest.Matchers.startsWith("The manifest has ")))
			.andExpect(jsonPath("$.errors").value(org.hamcrest.Matchers.greaterThanOrEqualTo(1)))
			.andExpect(jsonPath("$.findings[?(@.severity == 'error')].message").isNotEmpty());
	}

	@Test
	void badYamlIsA400WithLineAndColumn() throws Exception {
		this.mvc.perform(post("/api/export/helm-chart.tgz").content("instance_groups: [\n  - name: x\n  oops"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.detail").isNotEmpty())
			.andExpect(jsonPath("$.line").isNumber());
	}

	@Test
	void anEmptyBodyIsA400() throws Exception {
		this.mvc.perform(post("/api/export/helm-chart.tgz"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.detail").isNotEmpty());
	}

	@Test
	void aBodyOverTheLimitIsA413() throws Exception {
		byte[] big = new byte[6 * 1024 * 1024];
		java.util.Arrays.fill(big, (byte) 'a');
		this.mvc.perform(post("/api/export/helm-chart.tgz").content(big))
			.andExpect(status().isPayloadTooLarge())
			.andExpect(jsonPath("$.detail").isNotEmpty());
	}

	@Test
	void aBadKubeVersionIsA400NamingTheParameter() throws Exception {
		this.mvc.perform(post("/api/export/helm-chart.tgz?kubeVersion=latest").content(VALID))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("kubeVersion"));
	}

	@Test
	void aBadSidecarsValueIsA400NamingTheParameter() throws Exception {
		this.mvc.perform(post("/api/export/helm-chart.tgz?sidecars=sometimes").content(VALID))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("sidecars"));
	}

	@Test
	void secretsHelmMakesTheChartGenerateItsSecretsAndABadValueIsA400() throws Exception {
		MvcResult result = this.mvc.perform(post("/api/export/helm-chart.tgz?secrets=helm").content(VALID))
			.andExpect(status().isOk())
			.andReturn();
		assertThat(untar(result.getResponse().getContentAsByteArray()).get("role-manifest/values.yaml"))
			.contains("generate: helm");
		this.mvc.perform(post("/api/export/helm-chart.tgz?secrets=sometimes").content(VALID))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("secrets"));
	}

	@Test
	void getExportsTheDraftOfAStoredManifest() throws Exception {
		stored(VALID, true);
		MvcResult result = this.mvc.perform(get("/api/manifests/7/export/helm-chart.tgz"))
			.andExpect(status().isOk())
			// a draft with unsaved changes is no revision: its content hash names its
			// version
			.andExpect(header().string("Content-Disposition", "attachment; filename=\"shop-0.1.0+cdcdcdcdcdcd.tgz\""))
			.andReturn();
		assertThat(untar(result.getResponse().getContentAsByteArray()).get("shop/templates/web.yaml"))
			.contains("revision 0");
	}

	@Test
	void getExportsARevision() throws Exception {
		stored(VALID, false);
		given(this.manifests.revision(7, 2)).willReturn(
				new Revision(7, 2, VALID, "ab".repeat(32), FormatEra.V3_JOB_PROPERTIES, "ann", "first", Instant.EPOCH));
		given(this.manifests.parse(any(Revision.class))).willAnswer((call) -> new ManifestCodec().read(VALID));
		MvcResult result = this.mvc.perform(get("/api/manifests/7/export/helm-chart.tgz?revision=2"))
			.andExpect(status().isOk())
			.andExpect(header().string("Content-Disposition", "attachment; filename=\"shop-0.1.2.tgz\""))
			.andReturn();
		assertThat(untar(result.getResponse().getContentAsByteArray()).get("shop/Chart.yaml"))
			.contains("manifeststudio.io/content-hash: sha256:" + "ab".repeat(32));
	}

	@Test
	void getOfAStoredManifestWithErrorsIsA409() throws Exception {
		stored(WITH_ERROR, true);
		this.mvc.perform(get("/api/manifests/7/export/helm-chart.tgz"))
			.andExpect(status().isConflict())
			.andExpect(jsonPath("$.findings").isArray());
	}

	@Test
	void unknownManifestsAndRevisionsAre404() throws Exception {
		given(this.manifests.get(99)).willThrow(new ManifestNotFoundException(99));
		this.mvc.perform(get("/api/manifests/99/export/helm-chart.tgz"))
			.andExpect(status().isNotFound())
			.andExpect(jsonPath("$.detail").isNotEmpty());
		stored(VALID, false);
		given(this.manifests.revision(7, 9)).willThrow(new RevisionNotFoundException(7, 9));
		this.mvc.perform(get("/api/manifests/7/export/helm-chart.tgz?revision=9")).andExpect(status().isNotFound());
	}

	private void stored(String yaml, boolean unsaved) {
		Draft draft = new Draft(7, yaml, "cd".repeat(32), FormatEra.V3_JOB_PROPERTIES, 3, "ann", Instant.EPOCH,
				unsaved ? null : 2);
		given(this.manifests.get(7)).willReturn(new StoredManifest(7, "shop", "ann", Instant.EPOCH, 2, draft));
		given(this.manifests.draft(7)).willReturn(draft);
		given(this.manifests.parse(any(Draft.class))).willAnswer((call) -> new ManifestCodec().read(yaml));
	}

	static Map<String, String> untar(byte[] tgz) {
		return ChartArchives.untar(tgz);
	}

	@TestConfiguration(proxyBeanMethods = false)
	static class RealValidator {

		@Bean
		ManifestValidator manifestValidator() {
			return Validators.create();
		}

	}

}
