package io.manifeststudio.review.web;

import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.RevisionNotFoundException;
import io.manifeststudio.review.VersionDiffs;
import io.manifeststudio.account.SignedInMockMvc;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.BDDMockito.given;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.view;

/** The diff page over a mocked store with the real diffs: what it shows, its htmx fragment and its error pages. */
@WebMvcTest(DiffPageController.class)
@Import({ SignedInMockMvc.class, VersionDiffs.class })
class DiffPageControllerTests {

	@Autowired
	MockMvc mvc;

	@MockitoBean
	ManifestService manifests;

	@BeforeEach
	void twoVersions() {
		Revision one = DiffFixtures.revision(7, 1, DiffFixtures.BEFORE, "first <b>bold</b>");
		given(this.manifests.get(7)).willReturn(DiffFixtures.manifest(7, "<script>x</script>", 1, DiffFixtures.AFTER));
		given(this.manifests.get(8)).willThrow(new ManifestNotFoundException(8));
		given(this.manifests.revisions(7)).willReturn(List.of(one));
		given(this.manifests.revision(7, 1)).willReturn(one);
		given(this.manifests.revision(7, 5)).willThrow(new RevisionNotFoundException(7, 5));
		given(this.manifests.draft(7)).willReturn(DiffFixtures.draft(7, DiffFixtures.AFTER));
		given(this.manifests.parse(any(Revision.class)))
			.willAnswer((call) -> DiffFixtures.CODEC.read(call.<Revision>getArgument(0).content()));
		given(this.manifests.parse(any(Draft.class)))
			.willAnswer((call) -> DiffFixtures.CODEC.read(call.<Draft>getArgument(0).content()));
	}

	@Test
	void withoutParametersTheNewestRevisionIsComparedWithTheDraftOnTheFirstPod() throws Exception {
		this.mvc.perform(get("/manifests/7/diff"))
			.andExpect(status().isOk())
			.andExpect(view().name(DiffPageController.VIEW))
			.andExpect(content().string(containsString("<li data-change>log-agent moved from pod web to pod api</li>")))
			.andExpect(content().string(containsString("From revision 1 to the draft")))
			.andExpect(content().string(containsString("Kubernetes YAML of pod web")))
			.andExpect(content().string(containsString("<option value=\"web\" selected=\"selected\">web</option>")))
			.andExpect(content().string(containsString(
					"<td class=\"diff-line removed\">        colocated_containers: [log-agent]</td>")))
			.andExpect(content().string(containsString("<td class=\"diff-line empty\"></td>")))
			.andExpect(content().string(containsString("href=\"/api/manifests/7/diff?from=1&amp;to=draft&amp;pod=web\"")));
	}

	@Test
	void namesAndMessagesAreShownEscaped() throws Exception {
		this.mvc.perform(get("/manifests/7/diff").param("from", "1").param("to", "draft"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("&lt;script&gt;x&lt;/script&gt;")))
			.andExpect(content().string(containsString("revision 1: first &lt;b&gt;bold&lt;/b&gt;")))
			.andExpect(content().string(not(containsString("<script>x</script>"))))
			.andExpect(content().string(not(containsString("<b>bold</b>"))));
	}

	@Test
	void anHtmxRequestGetsOnlyTheResult() throws Exception {
		this.mvc.perform(get("/manifests/7/diff").param("from", "1").param("to", "draft").param("pod", "api")
			.header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(view().name(DiffPageController.RESULT_FRAGMENT))
			.andExpect(content().string(containsString("Kubernetes YAML of pod api")))
			.andExpect(content().string(not(containsString("<html"))));
	}

	@Test
	void badVersionsAndPodsAreThe400PageSayingWhatIsWrong() throws Exception {
		this.mvc.perform(get("/manifests/7/diff").param("from", "latest"))
			.andExpect(status().isBadRequest())
			.andExpect(view().name("error"))
			.andExpect(content().string(containsString("&quot;latest&quot; is not a version of a manifest")));
		this.mvc.perform(get("/manifests/7/diff").param("from", "1").param("pod", "nope"))
			.andExpect(status().isBadRequest())
			.andExpect(content().string(containsString("There is no pod &quot;nope&quot;")));
	}

	@Test
	void unknownManifestsAndRevisionsAreThe404Page() throws Exception {
		this.mvc.perform(get("/manifests/8/diff")).andExpect(status().isNotFound()).andExpect(view().name("error"));
		this.mvc.perform(get("/manifests/7/diff").param("from", "5"))
			.andExpect(status().isNotFound())
			.andExpect(view().name("error"));
	}

	@Test
	void aManifestWithoutRevisionsSaysSo() throws Exception {
		given(this.manifests.revisions(7)).willReturn(List.of());
		this.mvc.perform(get("/manifests/7/diff"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("There is no revision yet to compare with")));
	}

}
