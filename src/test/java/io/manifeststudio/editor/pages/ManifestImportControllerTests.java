package io.manifeststudio.editor.pages;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.mock.web.MockMultipartFile;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import io.manifeststudio.manifest.DuplicateManifestNameException;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.account.SignedInMockMvc;
import org.springframework.context.annotation.Import;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.ArgumentMatchers.isNull;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.multipart;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.view;

/**
 * Import by upload or paste: success goes to the manifest's page; every problem is the
 * form again with 200.
 */
@Import(SignedInMockMvc.class)
@WebMvcTest(ManifestImportController.class)
class ManifestImportControllerTests {

	static final String BAD_YAML = "instance_groups:\n- name: web\n  jobs: [a\n  tags: x\n- name: db\n";

	@Autowired
	MockMvc mvc;

	@MockitoBean
	ManifestService service;

	@Test
	void initImportFormShowsNameUploadAndPaste() throws Exception {
		this.mvc.perform(get("/manifests/new"))
			.andExpect(status().isOk())
			.andExpect(view().name(ManifestImportController.VIEW))
			.andExpect(content().string(allOf(containsString("id=\"import-form\""), containsString("name=\"name\""),
					containsString("type=\"file\""), containsString("name=\"content\""),
					containsString("hx-encoding=\"multipart/form-data\""))));
	}

	@Test
	void processImportFormWithAFileGoesToTheNewManifest() throws Exception {
		byte[] bytes = PageFixtures.SIDECAR_YAML.getBytes(StandardCharsets.UTF_8);
		given(this.service.importManifest(eq("demo"), eq(bytes), eq("alice")))
			.willReturn(PageFixtures.stored(12, "demo", PageFixtures.draft(12, PageFixtures.SIDECAR_YAML, 1)));

		this.mvc
			.perform(multipart("/manifests/new").file(new MockMultipartFile("file", "m.yml", "application/yaml", bytes))
				.param("name", "demo"))
			.andExpect(redirectedUrl("/manifests/12"));
	}

	@Test
	void processImportFormHtmxWithAPasteRedirectsTheBrowser() throws Exception {
		given(this.service.importManifest(eq("demo"), eq(PageFixtures.SIDECAR_YAML.getBytes(StandardCharsets.UTF_8)),
				eq("alice")))
			.willReturn(PageFixtures.stored(12, "demo", PageFixtures.draft(12, PageFixtures.SIDECAR_YAML, 1)));

		this.mvc
			.perform(multipart("/manifests/new").param("name", "demo")
				.param("content", PageFixtures.SIDECAR_YAML)
				.header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(header().string("HX-Redirect", "/manifests/12"));
	}

	@Test
	void processImportFormHasErrorsWhenTheYamlCannotBeParsedShowingTheLine() throws Exception {
		given(this.service.importManifest(eq("demo"), any(), eq("alice")))
			.willAnswer((call) -> new ManifestCodec().read(call.getArgument(1, byte[].class)));

		this.mvc
			.perform(multipart("/manifests/new").param("name", "demo")
				.param("content", BAD_YAML)
				.header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(view().name(ManifestImportController.FORM_FRAGMENT))
			.andExpect(content().string(allOf(not(containsString("<html")),
					containsString("The YAML could not be read"), containsString("data-problem=\"SYNTAX\""),
					containsString("Line 4, column"),
					containsString(
							"<span class=\"excerpt-line offending\" data-line=\"4\"><span class=\"line-number\">4</span><span class=\"line-text\">  tags: x</span>"),
					containsString("name=\"content\">instance_groups:"))));
	}

	@Test
	void processImportFormWithoutHtmxHasErrorsOnTheWholePage() throws Exception {
		given(this.service.importManifest(eq("demo"), any(), eq("alice")))
			.willAnswer((call) -> new ManifestCodec().read(call.getArgument(1, byte[].class)));

		this.mvc.perform(multipart("/manifests/new").param("name", "demo").param("content", BAD_YAML))
			.andExpect(status().isOk())
			.andExpect(view().name(ManifestImportController.VIEW))
			.andExpect(content().string(allOf(containsString("<html"), containsString("The YAML could not be read"))));
	}

	@Test
	void processImportFormHasErrorsWhenTheNameIsTaken() throws Exception {
		given(this.service.importManifest(eq("scf"), any(), eq("alice")))
			.willThrow(new DuplicateManifestNameException("scf"));

		this.mvc
			.perform(multipart("/manifests/new").param("name", "scf")
				.param("content", PageFixtures.SIDECAR_YAML)
				.header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("A manifest with this name already exists.")));
	}

	@Test
	void processImportFormHasErrorsWithoutNameOrYamlAndStoresNothing() throws Exception {
		this.mvc.perform(multipart("/manifests/new").param("name", " ").header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(content().string(allOf(containsString("Give the manifest a name."),
					containsString("Upload a file or paste the YAML."))));
		verify(this.service, never()).importManifest(any(), any(), any());
	}

	@Test
	void processImportFormRefusesAFileAndAPasteTogether() throws Exception {
		this.mvc
			.perform(multipart("/manifests/new")
				.file(new MockMultipartFile("file", "m.yml", "application/yaml",
						"a: 1".getBytes(StandardCharsets.UTF_8)))
				.param("name", "demo")
				.param("content", "b: 2")
				.header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("Upload a file or paste the YAML, not both.")));
		verify(this.service, never()).importManifest(any(), any(), any());
	}

	@Test
	void processImportFormRefusesAFileOverFiveMegabytesOnItsFieldKeepingTheName() throws Exception {
		byte[] sixMegabytes = new byte[6 * 1024 * 1024];
		java.util.Arrays.fill(sixMegabytes, (byte) '#');

		this.mvc
			.perform(multipart("/manifests/new")
				.file(new MockMultipartFile("file", "big.yml", "application/yaml", sixMegabytes))
				.param("name", "my big manifest")
				.header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(view().name(ManifestImportController.FORM_FRAGMENT))
			.andExpect(content()
				.string(allOf(containsString("This file has 6.0 MB; a role manifest may have at most 5 MB."),
						containsString("value=\"my big manifest\""), containsString("data-max-bytes=\"5242880\""))));
		verify(this.service, never()).importManifest(any(), any(), any());
	}

	@Test
	void processImportFormRefusesAPasteOverFiveMegabytes() throws Exception {
		this.mvc
			.perform(
					multipart("/manifests/new").param("name", "demo").param("content", "#".repeat(5 * 1024 * 1024 + 1)))
			.andExpect(status().isOk())
			.andExpect(view().name(ManifestImportController.VIEW))
			.andExpect(content()
				.string(containsString("The pasted text is larger than 5 MB, the most a role manifest may have.")));
		verify(this.service, never()).importManifest(any(), any(), any());
	}

}
