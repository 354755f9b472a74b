package io.manifeststudio.export.web;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;
import org.springframework.web.util.HtmlUtils;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

import io.manifeststudio.export.ExportSlots;
import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.export.helm.ChartReviews;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.yaml.ManifestText;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.account.SignedInMockMvc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.BDDMockito.given;
import static org.mockito.BDDMockito.willThrow;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The export panel of the manifest page over a mocked {@link ManifestService} and the
 * real validator: the version choice, download links that carry it, the refusal of a
 * manifest with errors, and the pod preview made by the Kubernetes export for the chosen
 * version.
 */
@Import({ ManifestContent.class, SignedInMockMvc.class, ExportSlots.class, ExportPanels.class, UpgradeChecks.class,
		io.manifeststudio.export.rules.VersionValidators.class, ExportPanelControllerTests.RealValidator.class })
@WebMvcTest(ExportPanelController.class)
class ExportPanelControllerTests {

	@MockitoBean
	DraftEditing draftEditing;

	@MockitoBean
	DraftBaseline draftBaseline;

	/** A pod with a colocated log agent and an Envoy sidecar, and a task run by hand. */
	static final String SIDECAR = """
			instance_groups:
			- name: web
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        colocated_containers: [log-agent, envoy]
			        sidecars: [envoy]
			        ports: [{name: http, protocol: TCP, internal: 8080}]
			        run: {memory: 256}
			- name: log-agent
			  type: colocated-container
			  jobs: [{name: ntpd, release: ntp, properties: {bosh_containerization: {run: {memory: 64}}}}]
			- name: envoy
			  type: colocated-container
			  image: envoyproxy/envoy:v1.30.1
			  jobs: [{name: envoy, release: envoy, properties: {bosh_containerization: {run: {memory: 128}, ports: [{name: proxy, protocol: TCP, internal: 15001}]}}}]
			- name: migrate
			  type: bosh-task
			  jobs: [{name: new_hostname, release: tor, properties: {bosh_containerization: {run: {flight-stage: manual}}}}]
			""";

	/**
	 * More errors than the panel lists: a port name the API server refuses, five
	 * colocated containers that do not exist.
	 */
	static final String BROKEN = """
			instance_groups:
			- name: web
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        colocated_containers: [typo-a, typo-b, typo-c, typo-d, typo-e]
			        ports: [{name: HTTP_PORT, protocol: TCP, internal: 8080}]
			        run: {}
			""";

	static final ManifestCodec CODEC = new ManifestCodec();

	static final Instant NOW = Instant.parse("2026-12-02T10:00:00Z");

	@Autowired
	MockMvc mvc;

	@MockitoBean
	ManifestService manifests;

	/** The review's answers: no revision is approved unless a test says so. */
	@MockitoBean
	ChartReviews reviews;

	@BeforeEach
	void storedManifests() {
		given(this.manifests.parse(any(Draft.class)))
			.willAnswer((call) -> CODEC.read(call.getArgument(0, Draft.class).content()));
		stores(7, SIDECAR, 3);
		stores(8, BROKEN, 1);
		willThrow(new ManifestNotFoundException(404)).given(this.manifests).get(404L);
	}

	private void stores(long id, String yaml, long version) {
		Draft draft = new Draft(id, yaml, ManifestText.sha256(yaml), FormatEra.V3_JOB_PROPERTIES, version, "ann", NOW,
				null);
		given(this.manifests.get(id)).willReturn(new StoredManifest(id, "demo", "ann", NOW, 0, draft));
		given(this.manifests.draft(id)).willReturn(draft);
	}

	@Test
	void offersTheVersionsFrom127To134WithTheDefaultChosenAndLinksThatCarryIt() throws Exception {
		String html = this.mvc.perform(htmx("/manifests/7/export"))
			.andExpect(status().isOk())
			.andExpect(header().string("Vary", containsString("HX-Request")))
			.andExpect(content().string(allOf(containsString("id=\"export\""), containsString("name=\"kubeVersion\""),
					containsString("data-kube-version=\"1.33\""), containsString("data-blocked=\"false\""),
					containsString("data-draft-version=\"3\""))))
			.andReturn()
			.getResponse()
			.getContentAsString();
		assertThat(options(html, "kubeVersion")).containsExactly("1.27", "1.28", "1.29", "1.30", "1.31", "1.32", "1.33",
				"1.34");
		assertThat(selected(html, "kubeVersion")).isEqualTo("1.33");
		assertThat(href(html, "download-kubernetes"))
			.isEqualTo("/api/manifests/7/export/kubernetes.yaml?kubeVersion=1.33");
		assertThat(href(html, "download-helm")).isEqualTo("/api/manifests/7/export/helm-chart.tgz?kubeVersion=1.33");
		assertThat(href(html, "download-pod"))
			.isEqualTo("/api/manifests/7/export/kubernetes.yaml?kubeVersion=1.33&pod=web");
	}

	@Test
	void theChartSecretsModeIsOfferedAndCarriedIntoTheChartLinkAndTheGenerationIsShown() throws Exception {
		String html = panel("/manifests/7/export");
		assertThat(options(html, "secrets")).containsExactly("fissile", "helm");
		assertThat(selected(html, "secrets")).isEqualTo("fissile");
		assertThat(html).contains("data-generation=\"fissile-7-final\"");

		String helm = panel("/manifests/7/export?kubeVersion=1.27&secrets=helm");
		assertThat(selected(helm, "secrets")).isEqualTo("helm");
		assertThat(href(helm, "download-helm"))
			.isEqualTo("/api/manifests/7/export/helm-chart.tgz?kubeVersion=1.27&secrets=helm");
		assertThat(href(helm, "download-kubernetes"))
			.isEqualTo("/api/manifests/7/export/kubernetes.yaml?kubeVersion=1.27");
	}

	/** A database with a persistent volume of 10 GB. */
	static final String DATABASE = """
			instance_groups:
			- name: db
			  jobs:
			  - name: postgres
			    release: postgres
			    properties:
			      bosh_containerization:
			        run:
			          memory: 256
			          volumes:
			          - {path: /var/vcap/store, type: persistent, tag: data, size: 10}
			""";

	/**
	 * The draft of manifest 9 after revision 2 ({@code approved}), which holds
	 * {@link #DATABASE}.
	 */
	private void storesAfterApprovedRevision(String draftYaml) {
		Draft draft = new Draft(9, draftYaml, ManifestText.sha256(draftYaml), FormatEra.V3_JOB_PROPERTIES, 5, "ann",
				NOW, null);
		Revision approved = new Revision(9, 2, DATABASE, ManifestText.sha256(DATABASE), FormatEra.V3_JOB_PROPERTIES,
				"ann", "the database", NOW);
		given(this.manifests.get(9)).willReturn(new StoredManifest(9, "db", "ann", NOW, 2, draft));
		given(this.manifests.draft(9)).willReturn(draft);
		given(this.manifests.revision(9, 2)).willReturn(approved);
		given(this.manifests.parse(approved)).willReturn(CODEC.read(DATABASE));
		given(this.reviews.latestApproved(9, 2)).willReturn(java.util.OptionalInt.of(2));
	}

	@Test
	void aVolumeSizeChangedSinceTheApprovedRevisionIsWarnedAboutAsHelmUpgradeRefusesIt() throws Exception {
		storesAfterApprovedRevision(DATABASE.replace("size: 10", "size: 20"));
		String html = panel("/manifests/9/export");
		assertThat(html).contains("data-approved-revision=\"2\"")
			.contains("1 change since approved revision 2 cannot be made by helm upgrade:")
			.contains("data-rule=\"STUDIO-UPGRADE-IMMUTABLE\"")
			.contains("StatefulSet db: spec.volumeClaimTemplates changed since approved revision 2 (volume data 10G")
			.contains("20G). It cannot change in place: helm upgrade is refused");
	}

	@Test
	void aChangeAnUpgradeCanMakeIsNotWarnedAbout() throws Exception {
		storesAfterApprovedRevision(DATABASE.replace("memory: 256", "memory: 512"));
		assertThat(panel("/manifests/9/export")).doesNotContain("STUDIO-UPGRADE-IMMUTABLE")
			.doesNotContain("cannot be made by helm upgrade");
		// and without an approved revision there is nothing to compare with
		assertThat(panel("/manifests/7/export")).doesNotContain("cannot be made by helm upgrade");
	}

	@Test
	void theImagesPulledAreListedAndUnresolvedWithTheDefaultTag() throws Exception {
		String html = panel("/manifests/7/export");
		assertThat(html).contains("data-images-unresolved=\"true\"")
			.contains("id=\"export-images-unresolved\"")
			.contains("GetRoleDevVersion");
		assertThat(pulled(html)).containsExactly("web=fissile-web:latest=false",
				"log-agent=fissile-log-agent:latest=false", "envoy=envoyproxy/envoy:v1.30.1=true");
		assertThat(HtmlUtils.htmlUnescape(html)).doesNotContain("fissile-migrate");
		// what is missing to derive fissile's tag is named for each image
		assertThat(HtmlUtils.htmlUnescape(html))
			.contains("(unresolved: release tor is not attached to the manifest or in the catalog)");

		String given = panel("/manifests/7/export?registry=registry.example.com&organization=cf&tag=2.17.1");
		assertThat(given).contains("data-images-unresolved=\"false\"")
			.doesNotContain("id=\"export-images-unresolved\"");
		assertThat(pulled(given)).containsExactly("web=registry.example.com/cf/fissile-web:2.17.1=true",
				"log-agent=registry.example.com/cf/fissile-log-agent:2.17.1=true",
				"envoy=envoyproxy/envoy:v1.30.1=true");
		assertThat(href(given, "download-kubernetes")).isEqualTo(
				"/api/manifests/7/export/kubernetes.yaml?kubeVersion=1.33&registry=registry.example.com&organization=cf&tag=2.17.1");
		assertThat(href(given, "download-helm")).isEqualTo(
				"/api/manifests/7/export/helm-chart.tgz?kubeVersion=1.33&registry=registry.example.com&organization=cf&tag=2.17.1");
		Map<String, Object> podSpec = podSpec(previewDocuments(given), "StatefulSet");
		assertThat(list(podSpec, "containers").get(0)).containsEntry("image",
				"registry.example.com/cf/fissile-web:2.17.1");
	}

	/** Each listed image as group=image=resolved. */
	private static List<String> pulled(String html) {
		Matcher item = Pattern.compile(
				"<li data-group=\"([^\"]*)\" data-resolved=\"([^\"]*)\" data-derived=\"[^\"]*\">\\s*<span>[^<]*</span>: <code>([^<]*)</code>")
			.matcher(html);
		List<String> images = new java.util.ArrayList<>();
		while (item.find()) {
			images.add(item.group(1) + "=" + HtmlUtils.htmlUnescape(item.group(3)) + "=" + item.group(2));
		}
		return images;
	}

	@Test
	void anUnknownSecretsModeIsA400NamingIt() throws Exception {
		this.mvc.perform(htmx("/manifests/7/export?secrets=vault"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("secrets"));
	}

	@Test
	void thePreviewShowsTheFirstPodWithItsSidecarNativeFor133() throws Exception {
		String html = panel("/manifests/7/export?kubeVersion=1.33");

		assertThat(html).contains("id=\"preview-kubernetes\"")
			.contains("data-preview-pod=\"web\"")
			.contains("data-sidecars=\"native\"");
		Map<String, Object> podSpec = podSpec(previewDocuments(html), "StatefulSet");
		assertThat(names(podSpec, "containers")).containsExactly("web", "log-agent");
		assertThat(names(podSpec, "initContainers")).containsExactly("envoy");
		assertThat(list(podSpec, "initContainers").get(0)).containsEntry("restartPolicy", "Always");
	}

	@Test
	void version127GetsTheFallbackItsWarningAndLinksFor127() throws Exception {
		String html = panel("/manifests/7/export?kubeVersion=1.27&pod=web");

		assertThat(selected(html, "kubeVersion")).isEqualTo("1.27");
		assertThat(html).contains("data-kube-version=\"1.27\"")
			.contains("data-sidecars=\"fallback\"")
			.contains("data-rule=\"K8S-SIDECAR-FALLBACK\"");
		Map<String, Object> podSpec = podSpec(previewDocuments(html), "StatefulSet");
		assertThat(podSpec).doesNotContainKey("initContainers");
		assertThat(names(podSpec, "containers")).containsExactly("envoy", "web", "log-agent");
		assertThat(list(podSpec, "containers").get(0)).doesNotContainKey("restartPolicy");
		assertThat(href(html, "download-kubernetes"))
			.isEqualTo("/api/manifests/7/export/kubernetes.yaml?kubeVersion=1.27");
		assertThat(href(html, "download-helm")).isEqualTo("/api/manifests/7/export/helm-chart.tgz?kubeVersion=1.27");
	}

	@Test
	void thePodChoiceListsEveryPodAndPreviewsTheChosenOne() throws Exception {
		String html = panel("/manifests/7/export?pod=migrate");

		assertThat(options(html, "pod")).containsExactly("web", "migrate");
		assertThat(selected(html, "pod")).isEqualTo("migrate");
		assertThat(html).contains("migrate (manual: not in the whole export)");
		// the preview is what the pod's download gives: the Secrets the pod reads, then
		// its Job
		assertThat(previewDocuments(html)).extracting((document) -> document.get("kind"))
			.containsExactly("Secret", "Secret", "Job");
		assertThat(href(html, "download-pod"))
			.isEqualTo("/api/manifests/7/export/kubernetes.yaml?kubeVersion=1.33&pod=migrate");
	}

	@Test
	void aPodTheDraftNoLongerHasFallsBackToTheFirstPod() throws Exception {
		String html = panel("/manifests/7/export?pod=gone");

		assertThat(selected(html, "pod")).isEqualTo("web");
		assertThat(html).contains("data-preview-pod=\"web\"");
	}

	@Test
	void aManifestWithErrorsIsRefusedWithDisabledButtonsItsErrorsAndAPointerToTheFindings() throws Exception {
		String html = panel("/manifests/8/export?kubeVersion=1.27");

		long errors = Validators.create(ExportSettings.defaults().withKubeVersion(KubeVersion.parse("1.27")))
			.validate(CODEC.read(BROKEN))
			.errors();
		assertThat(errors).isGreaterThan(ExportPanels.LISTED_ERRORS);
		assertThat(html).contains("data-blocked=\"true\"")
			.contains("id=\"export-blocked\"")
			.contains("The export is refused: the draft has " + errors + " errors for Kubernetes 1.27.")
			.contains("href=\"#findings\"")
			.contains("and " + (errors - ExportPanels.LISTED_ERRORS) + " more.")
			.contains("typo-a")
			.contains("No preview while the export is refused.")
			.doesNotContain("/export/kubernetes.yaml")
			.doesNotContain("/export/helm-chart.tgz")
			.doesNotContain("<pre");
		assertThat(html).containsPattern("<button[^>]*disabled[^>]*data-action=\"download-kubernetes\"")
			.containsPattern("<button[^>]*disabled[^>]*data-action=\"download-helm\"");
		assertThat(Pattern.compile("<li data-rule=").matcher(html).results().count())
			.isEqualTo(ExportPanels.LISTED_ERRORS);
	}

	@Test
	void aVersionThatIsNotOfferedIsA400WithJson() throws Exception {
		this.mvc.perform(htmx("/manifests/7/export?kubeVersion=1.20"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("kubeVersion"))
			.andExpect(jsonPath("$.detail").value(containsString("1.27 to 1.34")));
		this.mvc.perform(htmx("/manifests/7/export?kubeVersion=newest"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.detail").value(containsString("must look like 1.33")));
	}

	@Test
	void anUnknownManifestIsA404WithJson() throws Exception {
		this.mvc.perform(htmx("/manifests/404/export"))
			.andExpect(status().isNotFound())
			.andExpect(jsonPath("$.status").value(404));
	}

	@Test
	void outsideHtmxTheAddressLeadsToTheManifestPage() throws Exception {
		this.mvc.perform(get("/manifests/7/export?kubeVersion=1.27"))
			.andExpect(status().is3xxRedirection())
			.andExpect(redirectedUrl("/manifests/7#export"));
	}

	@Test
	void userTextIsEscaped() throws Exception {
		stores(9, SIDECAR.replace("name: web\n", "name: \"<b>web</b>\"\n"), 1);

		this.mvc.perform(htmx("/manifests/9/export"))
			.andExpect(status().isOk())
			.andExpect(content().string(not(containsString("<b>web</b>"))));
	}

	private String panel(String path) throws Exception {
		return this.mvc.perform(htmx(path)).andExpect(status().isOk()).andReturn().getResponse().getContentAsString();
	}

	private static MockHttpServletRequestBuilder htmx(String path) {
		return get(path).header("HX-Request", "true");
	}

	/** The values of a select's options, in order. */
	private static List<String> options(String html, String select) {
		String body = select(html, select);
		return Pattern.compile("<option value=\"([^\"]*)\"")
			.matcher(body)
			.results()
			.map((match) -> match.group(1))
			.toList();
	}

	private static String selected(String html, String select) {
		Matcher option = Pattern.compile("<option value=\"([^\"]*)\" selected").matcher(select(html, select));
		assertThat(option.find()).as("a selected option in " + select).isTrue();
		return option.group(1);
	}

	private static String select(String html, String name) {
		Matcher select = Pattern.compile("<select[^>]*name=\"" + name + "\"[^>]*>(.*?)</select>", Pattern.DOTALL)
			.matcher(html);
		assertThat(select.find()).as("select " + name).isTrue();
		return select.group(1);
	}

	private static String href(String html, String action) {
		Matcher link = Pattern.compile("<a[^>]*data-action=\"" + action + "\"[^>]*href=\"([^\"]*)\"").matcher(html);
		assertThat(link.find()).as("link " + action).isTrue();
		return HtmlUtils.htmlUnescape(link.group(1));
	}

	@SuppressWarnings("unchecked")
	private static List<Map<String, Object>> previewDocuments(String html) {
		Matcher code = Pattern.compile("<pre class=\"yaml\"><code>(.*?)</code></pre>", Pattern.DOTALL).matcher(html);
		assertThat(code.find()).as("the preview").isTrue();
		Yaml yaml = new Yaml(new SafeConstructor(new LoaderOptions()));
		List<Map<String, Object>> documents = new java.util.ArrayList<>();
		for (Object document : yaml.loadAll(HtmlUtils.htmlUnescape(code.group(1)))) {
			if (document != null) {
				documents.add((Map<String, Object>) document);
			}
		}
		return documents;
	}

	@SuppressWarnings("unchecked")
	private static Map<String, Object> podSpec(List<Map<String, Object>> documents, String kind) {
		Map<String, Object> workload = documents.stream()
			.filter((document) -> kind.equals(document.get("kind")))
			.findFirst()
			.orElseThrow();
		Map<String, Object> template = (Map<String, Object>) ((Map<String, Object>) workload.get("spec"))
			.get("template");
		return (Map<String, Object>) template.get("spec");
	}

	@SuppressWarnings("unchecked")
	private static List<Map<String, Object>> list(Map<String, Object> podSpec, String key) {
		return (List<Map<String, Object>>) podSpec.get(key);
	}

	private static List<Object> names(Map<String, Object> podSpec, String key) {
		return list(podSpec, key).stream().map((container) -> container.get("name")).toList();
	}

	/** The application's validator, every rule family. */
	@TestConfiguration(proxyBeanMethods = false)
	static class RealValidator {

		@Bean
		ManifestValidator manifestValidator() {
			return Validators.create();
		}

	}

}
