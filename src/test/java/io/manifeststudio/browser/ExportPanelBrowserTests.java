package io.manifeststudio.browser;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * In the browser: the export panel of fissile's worked example, then of the same manifest
 * with its log agent marked as a sidecar (the draft replaced by another client): the
 * preview follows the draft and the chosen Kubernetes version (a native sidecar for 1.33,
 * the fallback for 1.27), and the download links carry the version.
 */
class ExportPanelBrowserTests extends BrowserTestSupport {

	static final Path COLOCATED_EXAMPLE = Path.of("../shared/fixtures")
		.resolve("fissile/fissile-output-examples/colocated-example-role-manifest.yml");

	ExportPanelPage export;

	@BeforeEach
	void exportPanel() {
		this.export = new ExportPanelPage(driver);
	}

	@Test
	void theWorkedExampleWithASidecarPreviewsPerVersionAndDownloadsCarryTheVersion() throws Exception {
		assumeTrue(Files.isRegularFile(COLOCATED_EXAMPLE), "fissile's colocated example is not at "
				+ COLOCATED_EXAMPLE.toAbsolutePath() + " (../shared/fixtures)");
		String example = Files.readString(COLOCATED_EXAMPLE);
		long id = this.pages.openImport().importFile("export-worked-example", COLOCATED_EXAMPLE);

		this.export.awaitLoaded();
		assertThat(this.export.offeredVersions()).containsExactly("1.27", "1.28", "1.29", "1.30", "1.31", "1.32",
				"1.33", "1.34");
		assertThat(this.export.chosenVersion()).isEqualTo("1.33");
		assertThat(this.export.isBlocked()).isFalse();
		Map<String, Object> colocated = this.export.previewedPodSpec("StatefulSet");
		assertThat(ExportPanelPage.names(colocated, "containers")).containsExactly("web", "log-agent");
		assertThat(ExportPanelPage.names(colocated, "initContainers")).isEmpty();
		assertThat(this.export.downloadHref("download-kubernetes"))
			.endsWith("/api/manifests/" + id + "/export/kubernetes.yaml?kubeVersion=1.33");
		this.pages.markWindow();

		replaceDraftThroughApi(id, withLogAgentAsSidecar(example));

		this.export.awaitPreview("initContainers", true);
		Map<String, Object> native133 = this.export.previewedPodSpec("StatefulSet");
		assertThat(ExportPanelPage.names(native133, "initContainers")).containsExactly("log-agent");
		assertThat(ExportPanelPage.container(native133, "initContainers", "log-agent")).containsEntry("restartPolicy",
				"Always");
		assertThat(ExportPanelPage.names(native133, "containers")).containsExactly("web");
		assertThat(this.export.sidecars()).isEqualTo("native");

		this.export.chooseVersion("1.27");

		Map<String, Object> fallback127 = this.export.previewedPodSpec("StatefulSet");
		assertThat(fallback127).doesNotContainKey("initContainers");
		assertThat(ExportPanelPage.names(fallback127, "containers")).containsExactly("log-agent", "web");
		Map<String, Object> sidecar = ExportPanelPage.container(fallback127, "containers", "log-agent");
		assertThat(sidecar).doesNotContainKey("restartPolicy");
		assertThat(sidecar.get("lifecycle")).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP)
			.containsKey("postStart");
		assertThat(this.export.sidecars()).isEqualTo("fallback");
		String kubernetes = this.export.downloadHref("download-kubernetes");
		assertThat(kubernetes).endsWith("/api/manifests/" + id + "/export/kubernetes.yaml?kubeVersion=1.27");
		assertThat(this.export.downloadHref("download-helm"))
			.endsWith("/api/manifests/" + id + "/export/helm-chart.tgz?kubeVersion=1.27");
		assertThat(this.export.downloadHref("download-pod"))
			.endsWith("/api/manifests/" + id + "/export/kubernetes.yaml?kubeVersion=1.27&pod=web");
		HttpResponse<String> download = get(kubernetes);
		assertThat(download.statusCode()).isEqualTo(200);
		assertThat(download.body()).contains("postStart:").doesNotContain("initContainers:");

		this.export.chooseVersion("1.33");

		assertThat(ExportPanelPage.names(this.export.previewedPodSpec("StatefulSet"), "initContainers"))
			.containsExactly("log-agent");
		assertThat(this.export.downloadHref("download-helm"))
			.endsWith("/api/manifests/" + id + "/export/helm-chart.tgz?kubeVersion=1.33");
		assertThat(this.pages.windowStillMarked()).as("the page was not reloaded").isTrue();
	}

	@Test
	void aDraftWithErrorsDisablesTheDownloadsAndSaysWhy() throws Exception {
		assumeTrue(Files.isRegularFile(COLOCATED_EXAMPLE), "fissile's colocated example is not at "
				+ COLOCATED_EXAMPLE.toAbsolutePath() + " (../shared/fixtures)");
		String example = Files.readString(COLOCATED_EXAMPLE);
		long id = importThroughApi("export-refused", example);
		this.pages.openManifest(id);
		this.export.awaitLoaded().chooseVersion("1.29");
		assertThat(this.export.isBlocked()).isFalse();

		replaceDraftThroughApi(id, example.replace("- log-agent\n", "- log-agnet\n"));

		this.export.awaitBlocked(true);
		assertThat(this.export.chosenVersion()).as("the choice survives the new draft").isEqualTo("1.29");
		assertThat(this.export.download("download-kubernetes").getTagName()).isEqualTo("button");
		assertThat(this.export.download("download-kubernetes").isEnabled()).isFalse();
		assertThat(this.export.download("download-helm").isEnabled()).isFalse();
		assertThat(this.export.blockedText()).contains("The export is refused")
			.contains("for Kubernetes 1.29")
			.contains("\"log-agnet\": There is no such instance group defined")
			.contains("See the Findings panel.");
		assertThat(driver.findElements(org.openqa.selenium.By.cssSelector("#preview-kubernetes pre"))).isEmpty();
	}

	/**
	 * The worked example with its colocated log agent marked as a sidecar (our extension
	 * beside fissile's key).
	 */
	private static String withLogAgentAsSidecar(String example) {
		String marked = example.replace("""
				        colocated_containers:
				        - log-agent
				""", """
				        colocated_containers:
				        - log-agent
				        sidecars:
				        - log-agent
				""");
		assertThat(marked).as("the worked example places its log agent as expected").isNotEqualTo(example);
		return marked;
	}

	private HttpResponse<String> get(String url) throws Exception {
		return HttpClient.newHttpClient()
			.send(io.manifeststudio.account.TestAccounts.signedIn(HttpRequest.newBuilder(URI.create(url)).GET().build(),
					"alice"), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
	}

}
