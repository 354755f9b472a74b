package io.manifeststudio.editor;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.system.Validators;
import io.manifeststudio.validation.ManifestValidator;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.BDDMockito.given;
import static org.mockito.BDDMockito.willReturn;
import static org.mockito.BDDMockito.willThrow;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.view;

/**
 * The group forms over a mocked {@link ManifestService} and the real rule engine: each endpoint's status and
 * fragment, inline validation, and the forms that come back as typed.
 */
@WebMvcTest(GroupFormController.class)
@Import({ GroupDrafts.class, GroupFormViews.class, GroupFormControllerTests.Rules.class })
class GroupFormControllerTests {

	@Autowired
	MockMvc mvc;

	@MockitoBean
	ManifestService manifests;

	@BeforeEach
	void storedManifest() {
		given(this.manifests.parse(any(Draft.class)))
			.willAnswer((call) -> GroupFormFixtures.CODEC.read(call.getArgument(0, Draft.class).content()));
		willReturn(GroupFormFixtures.stored(7, GroupFormFixtures.V3, 4)).given(this.manifests).draft(7);
		willThrow(new ManifestNotFoundException(404)).given(this.manifests).draft(404);
	}

	@Test
	void showGroupFormAnswersTheFragmentWithTheGroupsValues() throws Exception {
		this.mvc.perform(get("/manifests/7/edit/groups/api").header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(view().name(GroupFormController.PANEL))
			.andExpect(content().string(allOf(containsString("id=\"group-form\""), containsString("data-group=\"api\""),
					containsString("data-version=\"4\""), containsString("name=\"run.memory\""),
					containsString("value=\"256\""), not(containsString("<html")))));
	}

	@Test
	void showGroupPageWithoutHtmxIsAWholePage() throws Exception {
		this.mvc.perform(get("/manifests/7/edit/groups/api"))
			.andExpect(status().isOk())
			.andExpect(view().name(GroupFormController.PAGE))
			.andExpect(content().string(allOf(containsString("<html"), containsString("id=\"group-panel\""),
					containsString("id=\"group-form\""))));
	}

	@TestConfiguration(proxyBeanMethods = false)
	static class Rules {

		@Bean
		ManifestValidator manifestValidator() {
			return Validators.create();
		}

	}

}
