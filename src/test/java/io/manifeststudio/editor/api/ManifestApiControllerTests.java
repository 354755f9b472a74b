package io.manifeststudio.editor.api;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.data.domain.PageImpl;
import org.springframework.data.domain.PageRequest;
import org.springframework.http.MediaType;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.DuplicateManifestNameException;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.ManifestSummary;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.RevisionSummary;
import io.manifeststudio.manifest.RevisionNotFoundException;
import io.manifeststudio.manifest.StaleDraftException;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.account.SignedInMockMvc;

import static org.hamcrest.Matchers.containsString;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.put;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The manifest API over a mocked {@link ManifestService}: statuses, headers and JSON of
 * each endpoint.
 */
@Import({ ManifestContent.class, SignedInMockMvc.class, ValidatorTestConfiguration.class })
@WebMvcTest({ ManifestApiController.class, RevisionApiController.class })
class ManifestApiControllerTests {

	@MockitoBean
	DraftEditing draftEditing;

	@MockitoBean
	DraftBaseline draftBaseline;

	static final String YAML = """
			instance_groups:
			- name: main
			  jobs: []
			""";

	static final Instant NOW = Instant.parse("2026-12-02T10:00:00Z");

	static final ManifestCodec CODEC = new ManifestCodec();

	@Autowired
	MockMvc mvc;

	@MockitoBean
	ManifestService service;

	@Test
	void importAnswers201WithLocationETagAndFindingCounts() throws Exception {
		StoredManifest stored = stored(3, "demo", 1);
		given(this.service.importManifest(eq("demo"), any(), eq("alice"))).willReturn(stored);
		given(this.service.parse(any(Draft.class))).willReturn(CODEC.read(YAML));

		this.mvc
			.perform(post("/api/manifests").param("name", "demo")
				.with(SignedInMockMvc.as("alice"))
				.contentType(MediaType.TEXT_PLAIN)
				.content(YAML))
			.andExpect(status().isCreated())
			.andExpect(header().string("Location", "/api/manifests/3"))
			.andExpect(header().string("ETag", "\"1\""))
			.andExpect(jsonPath("$.id").value(3))
			.andExpect(jsonPath("$.name").value("demo"))
			.andExpect(jsonPath("$.format").value("v2"))
			.andExpect(jsonPath("$.errors").isNumber())
			.andExpect(jsonPath("$.warnings").isNumber())
			.andExpect(jsonPath("$.draftVersion").value(1))
			.andExpect(jsonPath("$.createdAt").value("2026-12-02T10:00:00Z"));
		verify(this.service).importManifest("demo", YAML.getBytes(StandardCharsets.UTF_8), "alice");
	}

	@Test
	void importOfATakenNameIs409() throws Exception {
		given(this.service.importManifest(eq("demo"), any(), any()))
			.willThrow(new DuplicateManifestNameException("demo"));

		this.mvc.perform(post("/api/manifests").param("name", "demo").content(YAML))
			.andExpect(status().isConflict())
			.andExpect(jsonPath("$.field").value("name"))
			.andExpect(jsonPath("$.detail").value(containsString("already exists")));
	}

	@Test
	void listGivesAPageOfSummaries() throws Exception {
		given(this.service.list(eq("de"), eq(PageRequest.of(1, 2))))
			.willReturn(new PageImpl<>(List.of(new ManifestSummary(3, "demo", FormatEra.V1_ROLES, 4, "bob", NOW, 2)),
					PageRequest.of(1, 2), 3));

		this.mvc.perform(get("/api/manifests").param("q", "de").param("page", "1").param("size", "2"))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.content[0].name").value("demo"))
			.andExpect(jsonPath("$.content[0].format").value("v1"))
			.andExpect(jsonPath("$.content[0].draftVersion").value(4))
			.andExpect(jsonPath("$.content[0].latestRevision").value(2))
			.andExpect(jsonPath("$.page").value(1))
			.andExpect(jsonPath("$.size").value(2))
			.andExpect(jsonPath("$.totalElements").value(3))
			.andExpect(jsonPath("$.totalPages").value(2));
	}

	@Test
	void getOfAnUnknownIdIs404() throws Exception {
		given(this.service.get(99)).willThrow(new ManifestNotFoundException(99));

		this.mvc.perform(get("/api/manifests/99"))
			.andExpect(status().isNotFound())
			.andExpect(content().contentType(MediaType.APPLICATION_PROBLEM_JSON))
			.andExpect(jsonPath("$.detail").value("There is no manifest with id 99"));
	}

	@Test
	void draftYamlComesExactlyAsStoredWithItsETag() throws Exception {
		given(this.service.draft(3)).willReturn(stored(3, "demo", 5).draft());

		this.mvc.perform(get("/api/manifests/3/role-manifest.yml"))
			.andExpect(status().isOk())
			.andExpect(content().contentTypeCompatibleWith("application/yaml"))
			.andExpect(header().string("ETag", "\"5\""))
			.andExpect(content().bytes(YAML.getBytes(StandardCharsets.UTF_8)));
	}

	@Test
	void draftYamlIsNotModifiedForItsOwnETag() throws Exception {
		given(this.service.draft(3)).willReturn(stored(3, "demo", 5).draft());

		this.mvc.perform(get("/api/manifests/3/role-manifest.yml").header("If-None-Match", "\"5\""))
			.andExpect(status().isNotModified());
	}

	@Test
	void revisionYamlByNumber() throws Exception {
		given(this.service.revision(3, 1))
			.willReturn(new Revision(3, 1, "roles: []\n", "h", FormatEra.V1_ROLES, "alice", "first", NOW));

		this.mvc.perform(get("/api/manifests/3/role-manifest.yml").param("revision", "1"))
			.andExpect(status().isOk())
			.andExpect(header().string("ETag", "\"revision-1\""))
			.andExpect(content().string("roles: []\n"));
	}

	@Test
	void unknownRevisionIs404() throws Exception {
		given(this.service.revision(3, 9)).willThrow(new RevisionNotFoundException(3, 9));

		this.mvc.perform(get("/api/manifests/3/role-manifest.yml").param("revision", "9"))
			.andExpect(status().isNotFound())
			.andExpect(jsonPath("$.detail").value("Manifest 3 has no revision 9"));
	}

	@Test
	void replaceWithTheCurrentETagAnswersTheNewETag() throws Exception {
		given(this.service.replaceDraft(eq(3L), any(), eq(5L), eq("bob"))).willReturn(stored(3, "demo", 6).draft());
		given(this.service.get(3)).willReturn(stored(3, "demo", 6));
		given(this.service.parse(any(Draft.class))).willReturn(CODEC.read(YAML));

		this.mvc
			.perform(put("/api/manifests/3/role-manifest.yml").header("If-Match", "\"5\"")
				.with(SignedInMockMvc.as("bob"))
				.contentType("application/yaml")
				.content(YAML))
			.andExpect(status().isOk())
			.andExpect(header().string("ETag", "\"6\""))
			.andExpect(jsonPath("$.draftVersion").value(6));
	}

	@Test
	void replaceWithAStaleETagIs412WithTheCurrentOne() throws Exception {
		given(this.service.replaceDraft(eq(3L), any(), eq(4L), any())).willThrow(new StaleDraftException(3, 4, 6));

		this.mvc.perform(put("/api/manifests/3/role-manifest.yml").header("If-Match", "\"4\"").content(YAML))
			.andExpect(status().isPreconditionFailed())
			.andExpect(header().string("ETag", "\"6\""))
			.andExpect(jsonPath("$.currentETag").value("\"6\""))
			.andExpect(jsonPath("$.detail").value(containsString("someone changed it")));
	}

	@Test
	void replaceWithAnETagThatNamesNoDraftVersionIs412() throws Exception {
		given(this.service.draftVersion(3)).willReturn(6L);

		this.mvc.perform(put("/api/manifests/3/role-manifest.yml").header("If-Match", "*").content(YAML))
			.andExpect(status().isPreconditionFailed())
			.andExpect(jsonPath("$.currentETag").value("\"6\""));
		verify(this.service, never()).replaceDraft(anyLong(), any(), anyLong(), any());
	}

	@Test
	void replaceWithoutIfMatchIs428AndWritesNothing() throws Exception {
		this.mvc.perform(put("/api/manifests/3/role-manifest.yml").content(YAML))
			.andExpect(status().isPreconditionRequired())
			.andExpect(jsonPath("$.detail").value(containsString("If-Match")));
		verify(this.service, never()).replaceDraft(anyLong(), any(), anyLong(), any());
	}

	@Test
	void saveRevisionAnswers201WithTheRevision() throws Exception {
		given(this.service.saveRevision(3, "Move envoy", "alice", null))
			.willReturn(new Revision(3, 2, YAML, "abc", FormatEra.V2_INSTANCE_GROUPS, "alice", "Move envoy", NOW));

		this.mvc
			.perform(post("/api/manifests/3/revisions").with(SignedInMockMvc.as("alice"))
				.contentType(MediaType.APPLICATION_JSON)
				.content("{\"message\": \"Move envoy\"}"))
			.andExpect(status().isCreated())
			.andExpect(header().string("Location", "/api/manifests/3/role-manifest.yml?revision=2"))
			.andExpect(jsonPath("$.number").value(2))
			.andExpect(jsonPath("$.message").value("Move envoy"))
			.andExpect(jsonPath("$.author").value("alice"))
			.andExpect(jsonPath("$.contentHash").value("abc"))
			.andExpect(jsonPath("$.content").doesNotExist());
	}

	@Test
	void saveRevisionWithIfMatchSavesOnlyWhatWasSeen() throws Exception {
		given(this.service.saveRevision(3, "m", "alice", 4L)).willThrow(new StaleDraftException(3, 4, 5));

		this.mvc
			.perform(post("/api/manifests/3/revisions").header("If-Match", "\"4\"")
				.contentType(MediaType.APPLICATION_JSON)
				.content("{\"message\": \"m\"}"))
			.andExpect(status().isPreconditionFailed())
			.andExpect(jsonPath("$.currentETag").value("\"5\""));
	}

	@Test
	void revisionsAreListedAsTheServiceOrdersThem() throws Exception {
		given(this.service.revisions(3, null, 101))
			.willReturn(List.of(new RevisionSummary(3, 2, "b", FormatEra.V2_INSTANCE_GROUPS, "bob", "second", NOW),
					new RevisionSummary(3, 1, "a", FormatEra.V2_INSTANCE_GROUPS, "alice", "first", NOW)));

		this.mvc.perform(get("/api/manifests/3/revisions"))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$[0].number").value(2))
			.andExpect(jsonPath("$[1].number").value(1))
			.andExpect(jsonPath("$[1].message").value("first"))
			.andExpect(header().doesNotExist("Link"));
	}

	@Test
	void revisionsAreListedAPageAtATimeWithALinkToTheNext() throws Exception {
		given(this.service.revisions(3, null, 2))
			.willReturn(List.of(new RevisionSummary(3, 5, "e", FormatEra.V2_INSTANCE_GROUPS, "bob", "fifth", NOW),
					new RevisionSummary(3, 4, "d", FormatEra.V2_INSTANCE_GROUPS, "bob", "fourth", NOW)));
		given(this.service.revisions(3, 5, 2))
			.willReturn(List.of(new RevisionSummary(3, 4, "d", FormatEra.V2_INSTANCE_GROUPS, "bob", "fourth", NOW)));

		this.mvc.perform(get("/api/manifests/3/revisions?limit=1"))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.length()").value(1))
			.andExpect(jsonPath("$[0].number").value(5))
			.andExpect(header().string("Link", "</api/manifests/3/revisions?before=5&limit=1>; rel=\"next\""));
		this.mvc.perform(get("/api/manifests/3/revisions?before=5&limit=1"))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.length()").value(1))
			.andExpect(jsonPath("$[0].number").value(4))
			.andExpect(header().doesNotExist("Link"));
		for (String query : List.of("limit=0", "limit=501", "before=0")) {
			this.mvc.perform(get("/api/manifests/3/revisions?" + query)).andExpect(status().isBadRequest());
		}
	}

	static StoredManifest stored(long id, String name, long version) {
		Draft draft = new Draft(id, YAML, "hash", FormatEra.V2_INSTANCE_GROUPS, version, "alice", NOW, null);
		return new StoredManifest(id, name, "alice", NOW, 0, draft);
	}

}
