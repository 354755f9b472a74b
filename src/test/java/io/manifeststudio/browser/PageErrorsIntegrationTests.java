package io.manifeststudio.browser;

import java.net.http.HttpResponse;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * HTML errors come from templates/error.html with the right status, never Whitelabel,
 * never a stack trace.
 */
class PageErrorsIntegrationTests extends StudioServerTestSupport {

	@Test
	void anUnknownManifestIsThe404Page() throws Exception {
		HttpResponse<String> page = getHtml("/manifests/987654");

		assertThat(page.statusCode()).isEqualTo(404);
		assertThat(page.body()).contains("data-status=\"404\"", "Not found", "Back to the manifests")
			.doesNotContain("Whitelabel", "Exception");
	}

	@Test
	void anUnknownPathIsThe404Page() throws Exception {
		HttpResponse<String> page = getHtml("/no/such/page");

		assertThat(page.statusCode()).isEqualTo(404);
		assertThat(page.body()).contains("data-status=\"404\"", "Manifest Studio").doesNotContain("Whitelabel");
	}

	@Test
	void aManifestIdThatIsNotANumberIsABadRequestPage() throws Exception {
		HttpResponse<String> page = getHtml("/manifests/abc");

		assertThat(page.statusCode()).isEqualTo(400);
		assertThat(page.body()).contains("data-status=\"400\"", "Bad request")
			.doesNotContain("Whitelabel", "Exception");
	}

	@Test
	void theApiStillAnswersJsonForAnUnknownManifest() throws Exception {
		HttpResponse<String> api = getHtml("/api/manifests/987654");

		assertThat(api.statusCode()).isEqualTo(404);
		assertThat(api.headers().firstValue("Content-Type"))
			.hasValueSatisfying((type) -> assertThat(type).contains("json"));
	}

}
