package io.manifeststudio.export.web;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;

import io.manifeststudio.export.ExportSlots;
import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.account.SignedInMockMvc;
import io.manifeststudio.export.helm.ChartReview;
import io.manifeststudio.export.helm.ChartReviews;
import io.manifeststudio.export.helm.HelmChartExporter;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.StoredManifest;

import static io.manifeststudio.export.helm.ChartArchives.untar;
import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * A stored manifest's chart and its review ({@link ChartReviews} mocked):
 * {@code approved=true} is a 409 with the reasons until the revision is approved, then
 * the chart with the approvers, and the export is recorded; a chart of a draft or of an
 * unapproved revision is marked so in {@code Chart.yaml}.
 */
@Import({ ManifestContent.class, SignedInMockMvc.class, ExportSlots.class, ManifestCodec.class, HelmChartExporter.class,
		HelmChartApiControllerTests.RealValidator.class, io.manifeststudio.export.rules.VersionValidators.class })
@WebMvcTest(HelmChartApiController.class)
class ApprovedChartExportTests {

	@MockitoBean
	DraftEditing draftEditing;

	@MockitoBean
	DraftBaseline draftBaseline;

	static final String HASH = "cd".repeat(32);

	@Autowired
	MockMvc mvc;

	@MockitoBean
	ManifestService manifests;

	@MockitoBean
	ChartReviews reviews;

	@BeforeEach
	void aManifestWithRevision2AndUnsavedChanges() {
		String yaml = HelmChartApiControllerTests.VALID;
		Draft draft = new Draft(7, yaml, "ef".repeat(32), FormatEra.V3_JOB_PROPERTIES, 3, "ann", Instant.EPOCH, null);
		given(this.manifests.get(7)).willReturn(new StoredManifest(7, "shop", "ann", Instant.EPOCH, 2, draft));
		given(this.manifests.draft(7)).willReturn(draft);
		given(this.manifests.revision(7, 2))
			.willReturn(new Revision(7, 2, yaml, HASH, FormatEra.V3_JOB_PROPERTIES, "ann", "second", Instant.EPOCH));
		given(this.manifests.parse(any(Revision.class))).willAnswer((call) -> new ManifestCodec().read(yaml));
		given(this.manifests.parse(any(Draft.class))).willAnswer((call) -> new ManifestCodec().read(yaml));
	}

	@Test
	void anUnapprovedRevisionIs409WithTheReasonsAndNothingIsRecorded() throws Exception {
		given(this.reviews.of(7, 2)).willReturn(ChartReview.unapproved(List.of("revision 2 has no approval")));
		this.mvc.perform(get("/api/manifests/7/export/helm-chart.tgz?revision=2&approved=true"))
			.andExpect(status().isConflict())
			.andExpect(jsonPath("$.status").value(409))
			.andExpect(jsonPath("$.approved").value(false))
			.andExpect(jsonPath("$.reasons[0]").value("revision 2 has no approval"));
		verify(this.reviews, never()).approvedExported(anyLong(), anyInt(), anyString(), anyString());
	}

	@Test
	void anApprovedRevisionsChartNamesItsApproversAndTheExportIsRecorded() throws Exception {
		given(this.reviews.of(7, 2)).willReturn(ChartReview.approved(List.of("rita", "roger")));
		MvcResult result = this.mvc.perform(get("/api/manifests/7/export/helm-chart.tgz?revision=2&approved=true"))
			.andExpect(status().isOk())
			.andReturn();
		assertThat(untar(result.getResponse().getContentAsByteArray()).get("shop/Chart.yaml")).contains(
				"manifeststudio.io/revision: '2'", "manifeststudio.io/content-hash: sha256:" + HASH,
				"manifeststudio.io/review: approved", "manifeststudio.io/approvers: rita,roger");
		verify(this.reviews).approvedExported(7, 2, HASH, "alice");
	}

	@Test
	void draftsAndUnapprovedRevisionsStillExportMarkedSo() throws Exception {
		given(this.reviews.of(7, 2)).willReturn(ChartReview.unapproved(List.of("revision 2 has no approval")));
		MvcResult revision = this.mvc.perform(get("/api/manifests/7/export/helm-chart.tgz?revision=2"))
			.andExpect(status().isOk())
			.andReturn();
		assertThat(untar(revision.getResponse().getContentAsByteArray()).get("shop/Chart.yaml"))
			.contains("manifeststudio.io/review: unapproved")
			.doesNotContain("manifeststudio.io/approvers");
		MvcResult draft = this.mvc.perform(get("/api/manifests/7/export/helm-chart.tgz"))
			.andExpect(status().isOk())
			.andReturn();
		assertThat(untar(draft.getResponse().getContentAsByteArray()).get("shop/Chart.yaml"))
			.contains("manifeststudio.io/review: draft", "manifeststudio.io/revision: '0'");
		verify(this.reviews, never()).approvedExported(anyLong(), anyInt(), anyString(), anyString());
	}

	@Test
	void anApprovedExportNamesItsRevision() throws Exception {
		this.mvc.perform(get("/api/manifests/7/export/helm-chart.tgz?approved=true"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("revision"));
	}

}
