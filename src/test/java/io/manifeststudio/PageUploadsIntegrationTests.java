package io.manifeststudio;

import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;

import io.manifeststudio.account.TestAccounts;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Uploads too large for a page, on the real server (Tomcat's multipart parser and the
 * request size filter): a file over the 5 MB a role manifest may have comes back as the
 * form with the message on its field and the name as typed; a request over the 20 MB any
 * request may have gets the 413 page that says why and links back to the form.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class PageUploadsIntegrationTests {

	@LocalServerPort
	int port;

	@Autowired
	ApplicationContext context;

	final HttpClient http = HttpClient.newHttpClient();

	/**
	 * Alice's browser session: the pages' forms are sent with its cookie and CSRF token.
	 */
	TestAccounts.Session session;

	@BeforeEach
	void signIn() throws Exception {
		TestAccounts.ensure(this.context);
		this.session = TestAccounts.signIn(this.port, "alice");
	}

	@Test
	void aTwelveMegabyteFileGetsTheImportFormWithTheMessageAndTheNameKept() throws Exception {
		String name = "big-" + UUID.randomUUID();
		HttpResponse<String> page = upload(name, 12 * 1024 * 1024, "http://localhost:" + this.port + "/manifests/new");

		assertThat(page.statusCode()).as(page.headers() + page.body()).isEqualTo(200);
		assertThat(page.body()).contains("id=\"import-form\"")
			.contains("This file has 12.0 MB; a role manifest may have at most 5 MB.")
			.contains("value=\"" + name + "\"");
		HttpResponse<String> list = this.http.send(HttpRequest.newBuilder(uri("/api/manifests?q=" + name))
			.header("Authorization", TestAccounts.basic("alice"))
			.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(list.body()).doesNotContain(name);
	}

	@Test
	void aRequestOverTwentyMegabytesGetsThe413PageSayingWhyWithALinkBackToTheForm() throws Exception {
		HttpResponse<String> page = upload("huge", 21 * 1024 * 1024,
				"http://localhost:" + this.port + "/manifests/new");

		assertThat(page.statusCode()).isEqualTo(413);
		assertThat(page.body()).contains("data-status=\"413\"")
			.contains("a request may have at most 20971520 bytes (20 MB), a role manifest at most 5 MB")
			.contains("href=\"/manifests/new\"");
	}

	@Test
	void theLinkBackNeverLeadsToAnotherSite() throws Exception {
		HttpResponse<String> page = upload("huge", 21 * 1024 * 1024, "http://evil.example/manifests/new");

		assertThat(page.statusCode()).isEqualTo(413);
		assertThat(page.body()).doesNotContain("evil.example").doesNotContain("Back to the form");
	}

	@Test
	void aMalformedMultipartBodyGetsTheFormSayingWhatIsMissingNotA500() throws Exception {
		HttpRequest request = HttpRequest.newBuilder(uri("/manifests/new"))
			.header("Content-Type", "multipart/form-data; boundary=nothing-like-this")
			.header("Accept", "text/html")
			.header("Cookie", this.session.cookie())
			.header("X-CSRF-TOKEN", this.session.csrfToken())
			.POST(HttpRequest.BodyPublishers.ofString("garbage without any boundary"))
			.build();
		HttpResponse<String> page = this.http.send(request, HttpResponse.BodyHandlers.ofString());

		assertThat(page.statusCode()).isEqualTo(200);
		assertThat(page.body()).contains("id=\"import-form\"").contains("Upload a file or paste the YAML.");
	}

	private HttpResponse<String> upload(String name, int fileBytes, String referer) throws Exception {
		String boundary = "----studio" + UUID.randomUUID();
		ByteArrayOutputStream body = new ByteArrayOutputStream();
		body.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\n" + name + "\r\n")
			.getBytes(StandardCharsets.UTF_8));
		body.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"big.yml\"\r\n"
				+ "Content-Type: application/yaml\r\n\r\n")
			.getBytes(StandardCharsets.UTF_8));
		byte[] file = new byte[fileBytes];
		Arrays.fill(file, (byte) '#');
		body.writeBytes(file);
		body.writeBytes(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
		HttpRequest request = HttpRequest.newBuilder(uri("/manifests/new"))
			.header("Content-Type", "multipart/form-data; boundary=" + boundary)
			.header("Accept", "text/html")
			.header("Referer", referer)
			.header("Cookie", this.session.cookie())
			.header("X-CSRF-TOKEN", this.session.csrfToken())
			.POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray()))
			.build();
		return this.http.send(request, HttpResponse.BodyHandlers.ofString());
	}

	private URI uri(String path) {
		return URI.create("http://localhost:" + this.port + path);
	}

}
