package io.manifeststudio.manifest;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/** Stored text is strict UTF-8 with a SHA-256 hash. */
class ManifestTextTests {

	@Test
	void utf8IsDecodedExactly() {
		String text = "# Größe\r\nroles: []\n\uFEFF";

		assertThat(ManifestText.decode(text.getBytes(StandardCharsets.UTF_8), 1000)).isEqualTo(text);
	}

	@Test
	void malformedBytesAreRefusedWithTheirPlace() {
		byte[] bytes = { 'a', ':', '\n', ' ', ' ', 'b', (byte) 0xC0, (byte) 0xAF };

		assertThatExceptionOfType(ManifestParseException.class).isThrownBy(() -> ManifestText.decode(bytes, 1000))
			.satisfies((ex) -> {
				assertThat(ex.kind()).isEqualTo(ManifestParseException.Kind.SYNTAX);
				assertThat(ex.line()).isEqualTo(2);
				assertThat(ex.column()).isEqualTo(4);
				assertThat(ex.getMessage()).contains("not UTF-8").contains("0xC0");
			});
	}

	@Test
	void tooManyBytesAndNoBytesAreRefused() {
		assertThatExceptionOfType(ManifestParseException.class)
			.isThrownBy(() -> ManifestText.decode(new byte[11], 10))
			.satisfies((ex) -> assertThat(ex.kind()).isEqualTo(ManifestParseException.Kind.TOO_LARGE));
		assertThatExceptionOfType(ManifestParseException.class).isThrownBy(() -> ManifestText.decode(new byte[0], 10))
			.satisfies((ex) -> assertThat(ex.kind()).isEqualTo(ManifestParseException.Kind.EMPTY));
	}

	@Test
	void theHashIsSha256OfTheUtf8Bytes() {
		assertThat(ManifestText.sha256("abc"))
			.isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
	}

}
