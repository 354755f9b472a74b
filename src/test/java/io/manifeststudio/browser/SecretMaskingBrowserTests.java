package io.manifeststudio.browser;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.Cookie;

import io.manifeststudio.manifest.model.SecretMask;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * In the browser: a viewer signed in with the form reads {@value SecretMask#HIDDEN} where
 * a secret variable's value is, in the board's role manifest preview (and finds the value
 * in none of the three previews) and in the Kubernetes YAML (with its Secret) that the
 * export panel's link downloads with the viewer's own session; an editor reads the value
 * in the preview and the download. The value is looked for as it is and base64-encoded
 * (as a Kubernetes Secret holds it).
 */
class SecretMaskingBrowserTests extends BrowserTestSupport {

	static final String SECRET = "hunter2-" + UUID.randomUUID();

	static final String MANIFEST = """
			instance_groups:
			- name: web
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        run: {memory: 256}
			  configuration:
			    templates:
			      properties.tor.password: ((API_PASSWORD))
			variables:
			- name: API_PASSWORD
			  options:
			    description: The API's password
			    secret: true
			    default: %s
			""".formatted(SECRET);

	@Test
	void aViewerSeesTheSecretHiddenInThePreviewsAndTheDownloadAndAnEditorSeesIt() throws Exception {
		long id = importThroughApi("secret-mask-" + UUID.randomUUID().toString().substring(0, 8), MANIFEST);

		signIn("vic");
		BoardPage board = new BoardPage(driver, this.port).open(id).openPreviews();
		board.awaitPreview("helm", (text) -> text.contains("kind:"));
		assertThat(board.preview("role-manifest")).contains("default: \"" + SecretMask.HIDDEN + "\"");
		for (String preview : new String[] { "role-manifest", "kubernetes", "helm" }) {
			assertHidden(board.preview(preview), "the viewer's " + preview + " preview");
		}
		String viewerDownload = downloadKubernetes(id);
		assertHidden(viewerDownload, "the viewer's Kubernetes YAML download");
		assertThat(viewerDownload).contains("kind: Secret");

		signIn("alice");
		board.open(id).openPreviews();
		board.awaitPreview("helm", (text) -> text.contains("kind:"));
		assertThat(board.preview("role-manifest")).contains("default: " + SECRET).doesNotContain(SecretMask.HIDDEN);
		assertShown(downloadKubernetes(id), "the editor's Kubernetes YAML download");
	}

	/**
	 * What the export panel's Kubernetes YAML link answers to the browser's signed-in
	 * session.
	 */
	private String downloadKubernetes(long id) throws Exception {
		this.pages.openManifest(id);
		String href = new ExportPanelPage(driver).awaitLoaded().downloadHref("download-kubernetes");
		Cookie session = driver.manage().getCookieNamed("SESSION");
		assertThat(session).as("the browser's session cookie").isNotNull();
		HttpResponse<String> download = HttpClient.newHttpClient()
			.send(HttpRequest.newBuilder(URI.create(href))
				.header("Cookie", "SESSION=" + session.getValue())
				.GET()
				.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
		assertThat(download.statusCode()).as(href).isEqualTo(200);
		return download.body();
	}

	private static void assertHidden(String text, String what) {
		assertThat(text).as(what).doesNotContain(SECRET).doesNotContain(base64(SECRET));
	}

	private static void assertShown(String text, String what) {
		assertThat(text.contains(SECRET) || text.contains(base64(SECRET))).as(what + " holds the value").isTrue();
	}

	private static String base64(String value) {
		return Base64.getEncoder().encodeToString(value.getBytes(StandardCharsets.UTF_8));
	}

}
