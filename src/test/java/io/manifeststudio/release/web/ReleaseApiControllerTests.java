package io.manifeststudio.release.web;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.http.MediaType;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.release.BoshRelease;
import io.manifeststudio.release.ReleaseCatalog;
import io.manifeststudio.release.ReleaseReaderTestsAccess;
import io.manifeststudio.release.ReleaseSummary;
import io.manifeststudio.release.ReleaseTarballs;
import io.manifeststudio.account.SignedInMockMvc;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.BDDMockito.given;
import static org.mockito.BDDMockito.then;
import static org.mockito.Mockito.never;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.delete;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.put;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The release catalog API: a real upload read by the real reader, over a mocked catalog
 * and manifest store.
 */
@WebMvcTest(ReleaseApiController.class)
@Import(SignedInMockMvc.class)
class ReleaseApiControllerTests {

	private static final ReleaseSummary NTP = new ReleaseSummary(7, "ntp", "2+dev.3", "ab".repeat(32), 1, "alice",
			Instant.parse("2026-12-03T10:00:00Z"));

	@Autowired
	MockMvc mvc;

	@MockitoBean
	ReleaseCatalog catalog;

	@MockitoBean
	ManifestService manifests;

	@Test
	void anUploadedTarballIsReadAndStored() throws Exception {
		given(this.catalog.add(any(BoshRelease.class), eq("alice"))).willReturn(NTP);
		byte[] tarball = ReleaseTarballs.release("ntp", "2+dev.3", ReleaseReaderTestsAccess.NTPD);
		this.mvc.perform(post("/api/releases").contentType(MediaType.APPLICATION_OCTET_STREAM).content(tarball))
			.andExpect(status().isCreated())
			.andExpect(header().string("Location", "/api/releases/7"))
			.andExpect(jsonPath("$.name").value("ntp"))
			.andExpect(jsonPath("$.jobCount").value(1));
		then(this.catalog).should()
			.add(org.mockito.ArgumentMatchers.argThat(
					(BoshRelease release) -> release.label().equals("ntp/2+dev.3") && release.job("ntpd").isPresent()),
					eq("alice"));
	}

	@Test
	void aHostileTarballIsRefusedWithA400NamingTheEntry() throws Exception {
		byte[] tarball = ReleaseTarballs.tarball()
			.file("./release.MF", "name: x\nversion: 1\n")
			.symlink("./jobs/x.tgz", "/etc/shadow")
			.bytes();
		this.mvc.perform(post("/api/releases").contentType("application/gzip").content(tarball))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.status").value(400))
			.andExpect(jsonPath("$.field").value("./jobs/x.tgz"))
			.andExpect(
					jsonPath("$.detail").value(org.hamcrest.Matchers.containsString("Symbolic links are not allowed")));
		then(this.catalog).should(never()).add(any(), any());
	}

	@Test
	void notATarballIsA400AndAnEmptyBodyToo() throws Exception {
		this.mvc.perform(post("/api/releases").content("hello"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.detail").value(org.hamcrest.Matchers.containsString("Not a gzip-compressed tar")));
		this.mvc.perform(post("/api/releases"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.detail").value(org.hamcrest.Matchers.containsString("The upload is empty")));
	}

	@Test
	void listsTheCatalog() throws Exception {
		given(this.catalog.list()).willReturn(List.of(NTP));
		this.mvc.perform(get("/api/releases"))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$[0].version").value("2+dev.3"));
	}

	@Test
	void attachesAndDetachesAReleaseOfAnExistingManifest() throws Exception {
		this.mvc.perform(put("/api/manifests/3/releases/7")).andExpect(status().isNoContent());
		then(this.catalog).should().attach(3, 7);
		this.mvc.perform(delete("/api/manifests/3/releases/7")).andExpect(status().isNoContent());
		then(this.catalog).should().detach(3, 7);
		given(this.manifests.draftVersion(4)).willThrow(new ManifestNotFoundException(4));
		this.mvc.perform(put("/api/manifests/4/releases/7")).andExpect(status().isNotFound());
		then(this.catalog).should(never()).attach(4, 7);
	}

}
