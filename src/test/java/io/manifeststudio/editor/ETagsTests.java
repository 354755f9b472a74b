package io.manifeststudio.editor;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** What an If-Match header names. */
class ETagsTests {

	@Test
	void aDraftETagNamesItsVersion() {
		assertThat(ETags.ofDraft(7)).isEqualTo("\"7\"");
		assertThat(ETags.draftVersion(ETags.ofDraft(7))).hasValue(7);
		assertThat(ETags.draftVersion(" W/\"7\" ")).hasValue(7);
		assertThat(ETags.draftVersion("7")).hasValue(7);
	}

	@Test
	void anythingElseNamesNoDraftVersion() {
		assertThat(ETags.draftVersion("*")).isEmpty();
		assertThat(ETags.draftVersion(ETags.ofRevision(2))).isEmpty();
		assertThat(ETags.draftVersion("\"1\", \"2\"")).isEmpty();
		assertThat(ETags.draftVersion("\"\"")).isEmpty();
		assertThat(ETags.draftVersion("\"99999999999999999999999\"")).isEmpty();
	}

}
