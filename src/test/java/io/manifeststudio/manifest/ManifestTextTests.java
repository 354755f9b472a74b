package io.manifeststudio.manifest;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * Stored text is strict UTF-8 with a SHA-256 hash, and bodies are refused past the limit without reading more than
 * limit + 1 bytes of them.
 */
class ManifestTextTests {

	@Test
	void aBodyWithinTheLimitIsReadWhole() throws IOException {
		CountingStream in = new CountingStream(new byte[100]);

		assertThat(ManifestText.read(in, -1, 100)).hasSize(100);
		assertThat(ManifestText.readText(new ByteArrayInputStream("roles: []\n".getBytes(StandardCharsets.UTF_8)), 10,
				100)).isEqualTo("roles: []\n");
	}

	@Test
	void aBodyWithoutADeclaredLengthIsReadOnlyToTheLimitPlusOne() {
		CountingStream in = new CountingStream(new byte[10_000]);

		assertThatExceptionOfType(ManifestParseException.class).isThrownBy(() -> ManifestText.read(in, -1, 1000))
			.satisfies((ex) -> assertThat(ex.kind()).isEqualTo(ManifestParseException.Kind.TOO_LARGE))
			.withMessage("The request body has more than 1000 bytes; a role manifest may have at most 1000 bytes (0 MB)");
		assertThat(in.read).isEqualTo(1001);
	}

	@Test
	void aDeclaredLengthOverTheLimitIsRefusedBeforeReading() {
		CountingStream in = new CountingStream(new byte[10_000]);

		assertThatExceptionOfType(ManifestParseException.class)
			.isThrownBy(() -> ManifestText.read(in, 943_718_400, 5 * 1024 * 1024))
			.withMessage("The request body has 943718400 bytes; a role manifest may have at most 5242880 bytes (5 MB)");
		assertThat(in.read).isZero();
	}

	@Test
	void theTextOfABodyIsStrictUtf8() {
		byte[] latin1 = "name: t\u00f6r\n".getBytes(StandardCharsets.ISO_8859_1);

		assertThatExceptionOfType(ManifestParseException.class)
			.isThrownBy(() -> ManifestText.readText(new ByteArrayInputStream(latin1), -1, 1000))
			.withMessageContaining("not UTF-8")
			.satisfies((ex) -> assertThat(ex.column()).isEqualTo(8));
	}

	/** A stream that counts the bytes read from it. */
	static final class CountingStream extends ByteArrayInputStream {

		int read;

		CountingStream(byte[] bytes) {
			super(bytes);
		}

		@Override
		public synchronized int read() {
			int b = super.read();
			this.read += (b >= 0) ? 1 : 0;
			return b;
		}

		@Override
		public synchronized int read(byte[] buffer, int offset, int length) {
			int n = super.read(buffer, offset, length);
			this.read += Math.max(0, n);
			return n;
		}

	}

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
