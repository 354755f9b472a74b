package io.manifeststudio.editor.api;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** What an If-Match header names. */
class IfMatchVersionTests {

	@Test
	void aDraftETagNamesItsVersion() {
		assertThat(IfMatchVersion.of("\"7\"")).hasValue(7);
		assertThat(IfMatchVersion.of(" W/\"7\" ")).hasValue(7);
		assertThat(IfMatchVersion.of("7")).hasValue(7);
	}

	@Test
	void anythingElseNamesNoDraftVersion() {
		assertThat(IfMatchVersion.of("*")).isEmpty();
		assertThat(IfMatchVersion.of("\"revision-2\"")).isEmpty();
		assertThat(IfMatchVersion.of("\"1\", \"2\"")).isEmpty();
		assertThat(IfMatchVersion.of("\"\"")).isEmpty();
		assertThat(IfMatchVersion.of("\"99999999999999999999999\"")).isEmpty();
	}

}
