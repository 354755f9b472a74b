package io.manifeststudio.browser;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * In the browser: the export panel's choice of who makes the chart's generated secrets (fissile's generator Job or
 * the chart) goes into the chart download, survives a version change, and the panel names the fissile generation;
 * the Kubernetes YAML download holds freshly generated secrets.
 */
class ExportSecretsBrowserTests extends BrowserTestSupport {

	static final Path EXAMPLE = Path.of("src/test/resources/manifests/generated-secrets-example.yml");

	@Test
	void theSecretsChoiceGoesIntoTheChartLinkAndTheYamlDownloadHasGeneratedSecrets() throws Exception {
		long id = importThroughApi("export-secrets", Files.readString(EXAMPLE));
		this.pages.openManifest(id);
		ExportPanelPage export = new ExportPanelPage(driver).awaitLoaded();
		assertThat(export.chosenSecrets()).isEqualTo("fissile");
		assertThat(export.generation()).isEqualTo("fissile-7-final");
		assertThat(export.downloadHref("download-helm"))
			.endsWith("/api/manifests/" + id + "/export/helm-chart.tgz?kubeVersion=1.33");
		this.pages.markWindow();

		export.chooseSecrets("helm");

		assertThat(export.downloadHref("download-helm"))
			.endsWith("/api/manifests/" + id + "/export/helm-chart.tgz?kubeVersion=1.33&secrets=helm");
		export.chooseVersion("1.29");
		assertThat(export.chosenSecrets()).as("the choice survives the version change").isEqualTo("helm");
		assertThat(export.downloadHref("download-helm")).endsWith("helm-chart.tgz?kubeVersion=1.29&secrets=helm");
		assertThat(this.pages.windowStillMarked()).as("the page was not reloaded").isTrue();

		HttpResponse<String> yaml = HttpClient.newHttpClient()
			.send(io.manifeststudio.account.TestAccounts.signedIn(
					HttpRequest.newBuilder(URI.create(export.downloadHref("download-kubernetes"))).GET().build(),
					"alice"), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
		assertThat(yaml.statusCode()).isEqualTo(200);
		assertThat(yaml.body()).contains("# Generated at export by Manifest Studio").doesNotContain("admin-password: ''");
	}

}
