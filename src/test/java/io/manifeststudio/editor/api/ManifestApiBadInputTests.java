package io.manifeststudio.editor.api;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.http.MediaType;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.ResultActions;

import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.ParsedManifestCache;
import io.manifeststudio.manifest.UntouchedStorage;
import io.manifeststudio.account.SignedInMockMvc;

import static org.hamcrest.Matchers.containsString;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.delete;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.put;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * Every kind of bad input to the manifest API gets a 4xx with a JSON body that says what
 * is wrong (and where), never a 500, and nothing is stored: the real
 * {@link ManifestService} runs over repositories that must not be touched.
 */
@Import({ ManifestContent.class, SignedInMockMvc.class, ManifestService.class, ParsedManifestCache.class,
		ManifestCodec.class, ValidatorTestConfiguration.class, UntouchedStorage.class })
@WebMvcTest({ ManifestApiController.class, RevisionApiController.class })
class ManifestApiBadInputTests {

	@MockitoBean
	DraftEditing draftEditing;

	@MockitoBean
	DraftBaseline draftBaseline;

	@Autowired
	MockMvc mvc;

	@Autowired
	ApplicationContext context;

	@AfterEach
	void nothingWasStored() {
		UntouchedStorage.verifyNothingStored(this.context);
	}

	@Test
	void importOfBadYamlIs400WithLineAndColumn() throws Exception {
		importing("instance_groups:\n- name: main\n  jobs: [a, b\n  run: {}\n").andExpect(status().isBadRequest())
			.andExpect(content().contentType(MediaType.APPLICATION_PROBLEM_JSON))
			.andExpect(jsonPath("$.kind").value("SYNTAX"))
			.andExpect(jsonPath("$.line").value(4))
			.andExpect(jsonPath("$.column").isNumber())
			.andExpect(jsonPath("$.detail").isNotEmpty());
	}

	@Test
	void importOfSixMegabytesIs413() throws Exception {
		byte[] six = new byte[6 * 1024 * 1024];
		Arrays.fill(six, (byte) '#');
		this.mvc.perform(post("/api/manifests").param("name", "big").contentType("application/yaml").content(six))
			.andExpect(status().isContentTooLarge())
			.andExpect(jsonPath("$.kind").value("TOO_LARGE"))
			.andExpect(jsonPath("$.detail").value(containsString("5 MB")));
	}

	@Test
	void importOfAnAliasBombIs400WithAClearMessage() throws Exception {
		StringBuilder bomb = new StringBuilder(
				"a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n");
		char previous = 'a';
		for (char level = 'b'; level <= 'j'; level++) {
			String alias = "*" + previous;
			bomb.append(level)
				.append(": &")
				.append(level)
				.append(" [")
				.append(String.join(",", java.util.Collections.nCopies(9, alias)))
				.append("]\n");
			previous = level;
		}
		importing(bomb.toString()).andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.kind").value("LIMIT_EXCEEDED"))
			.andExpect(jsonPath("$.detail").value(containsString("alias")));
	}

	@Test
	void importWithAJavaTagIs400() throws Exception {
		importing("instance_groups: !!java.net.URL [\"http://example.invalid\"]\n").andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.kind").value("FORBIDDEN_TAG"))
			.andExpect(jsonPath("$.line").value(1));
	}

	@Test
	void importOfBinaryIs400() throws Exception {
		this.mvc
			.perform(post("/api/manifests").param("name", "bin")
				.contentType(MediaType.APPLICATION_OCTET_STREAM)
				.content(new byte[] { 'a', ':', ' ', 'b', '\n', (byte) 0xFF, (byte) 0xFE, 0, 1 }))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.detail").value(containsString("not UTF-8")))
			.andExpect(jsonPath("$.line").value(2))
			.andExpect(jsonPath("$.column").value(1));
	}

	@Test
	void importOfTextWithNulIs400() throws Exception {
		importing("a: b\u0000c\n").andExpect(status().isBadRequest()).andExpect(jsonPath("$.kind").value("SYNTAX"));
	}

	@Test
	void importOfAnEmptyBodyIs400() throws Exception {
		importing("").andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.kind").value("EMPTY"))
			.andExpect(jsonPath("$.detail").value(containsString("empty")));
	}

	@Test
	void importOfADocumentThatIsNotAMappingIs400() throws Exception {
		importing("- just\n- a list\n").andExpect(status().isBadRequest()).andExpect(jsonPath("$.line").value(1));
	}

	@Test
	void importWithoutANameIs400() throws Exception {
		this.mvc.perform(post("/api/manifests").contentType("application/yaml").content("roles: []\n"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.detail").value(containsString("name")));
	}

	@Test
	void importWithABlankNameIs400() throws Exception {
		this.mvc
			.perform(post("/api/manifests").param("name", "  ").contentType("application/yaml").content("roles: []\n"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("name"));
	}

	@Test
	void replacingTheDraftWithBadYamlIs400() throws Exception {
		this.mvc
			.perform(put("/api/manifests/7/role-manifest.yml").header("If-Match", "\"1\"")
				.contentType("application/yaml")
				.content("a: [\n"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.line").isNumber());
	}

	@Test
	void replacingTheDraftWithoutIfMatchIs428() throws Exception {
		this.mvc
			.perform(put("/api/manifests/7/role-manifest.yml").contentType("application/yaml").content("roles: []\n"))
			.andExpect(status().isPreconditionRequired())
			.andExpect(jsonPath("$.status").value(428))
			.andExpect(jsonPath("$.detail").value(containsString("If-Match")));
	}

	@Test
	void wrongMethodIs405Json() throws Exception {
		this.mvc.perform(delete("/api/manifests"))
			.andExpect(status().isMethodNotAllowed())
			.andExpect(jsonPath("$.status").value(405))
			.andExpect(jsonPath("$.detail").isNotEmpty());
	}

	@Test
	void revisionWithoutJsonIs415Json() throws Exception {
		this.mvc.perform(post("/api/manifests/7/revisions").contentType(MediaType.TEXT_PLAIN).content("save"))
			.andExpect(status().isUnsupportedMediaType())
			.andExpect(jsonPath("$.status").value(415));
	}

	@Test
	void revisionWithBrokenJsonIs400() throws Exception {
		this.mvc
			.perform(
					post("/api/manifests/7/revisions").contentType(MediaType.APPLICATION_JSON).content("{\"message\":"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.detail").value(containsString("message")));
	}

	@Test
	void idThatIsNotANumberIs400() throws Exception {
		this.mvc.perform(get("/api/manifests/abc"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("id"));
	}

	@Test
	void pageSizeOutOfRangeIs400() throws Exception {
		this.mvc.perform(get("/api/manifests").param("size", "1000"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("size"));
	}

	@Test
	void unknownApiPathIs404Json() throws Exception {
		this.mvc.perform(get("/api/no-such-thing"))
			.andExpect(status().isNotFound())
			.andExpect(jsonPath("$.status").value(404));
	}

	private ResultActions importing(String yaml) throws Exception {
		return this.mvc.perform(post("/api/manifests").param("name", "bad")
			.contentType("application/yaml")
			.content(yaml.getBytes(StandardCharsets.UTF_8)));
	}

}
