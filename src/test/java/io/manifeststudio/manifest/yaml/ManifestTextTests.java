package io.manifeststudio.manifest.yaml;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * Stored text is strict UTF-8 with a SHA-256 hash, and bodies are refused past the limit
 * without reading more than limit + 1 bytes of them.
 */
class ManifestTextTests {

	@Test
	void aBodyWithinTheLimitIsReadWhole() throws IOException {
		CountingStream in = new CountingStream(new byte[100]);

		assertThat(ManifestText.read(in, -1, 100)).hasSize(100);
		assertThat(ManifestText.readText(new ByteArrayInputStream("roles: []\n".getBytes(StandardCharsets.UTF_8)), 10,
				100))
			.isEqualTo("roles: []\n");
	}

	@Test
	void aBodyWithoutADeclaredLengthIsReadOnlyToTheLimitPlusOne() {
		CountingStream in = new CountingStream(new byte[10_000]);

		assertThatExceptionOfType(ManifestParseException.class).isThrownBy(() -> ManifestText.read(in, -1, 1000))
			.satisfies((ex) -> assertThat(ex.kind()).isEqualTo(ManifestParseException.Kind.TOO_LARGE))
			.withMessage(
					"The request body has more than 1000 bytes; a role manifest may have at most 1000 bytes (0 MB)");
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
		assertThatExceptionOfType(ManifestParseException.class).isThrownBy(() -> ManifestText.decode(new byte[11], 10))
			.satisfies((ex) -> assertThat(ex.kind()).isEqualTo(ManifestParseException.Kind.TOO_LARGE));
		assertThatExceptionOfType(ManifestParseException.class).isThrownBy(() -> ManifestText.decode(new byte[0], 10))
			.satisfies((ex) -> assertThat(ex.kind()).isEqualTo(ManifestParseException.Kind.EMPTY));
	}

	@Test
	void decodingAcceptsExactlyWhatTheStrictDecoderAccepts() {
		java.util.Random random = new java.util.Random(17);
		int[] leads = { 0x00, 0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0,
				0xF1, 0xF3, 0xF4, 0xF5, 0xFF };
		int[] tails = { 0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF };
		for (int round = 0; round < 200_000; round++) {
			byte[] bytes = new byte[1 + random.nextInt(6)];
			for (int i = 0; i < bytes.length; i++) {
				int[] pick = (i == 0 || random.nextInt(3) == 0) ? leads : tails;
				bytes[i] = (byte) ((random.nextInt(4) == 0) ? random.nextInt(256) : pick[random.nextInt(pick.length)]);
			}
			String strict;
			try {
				strict = java.nio.charset.StandardCharsets.UTF_8.newDecoder()
					.onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
					.onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT)
					.decode(java.nio.ByteBuffer.wrap(bytes))
					.toString();
			}
			catch (java.nio.charset.CharacterCodingException ex) {
				strict = null;
			}
			if (strict != null) {
				assertThat(ManifestText.decode(bytes, 100)).isEqualTo(strict);
			}
			else {
				assertThatExceptionOfType(ManifestParseException.class).as(java.util.HexFormat.of().formatHex(bytes))
					.isThrownBy(() -> ManifestText.decode(bytes, 100));
			}
		}
	}

	@Test
	void aBodyOfDeclaredLengthIsReadWholeEvenWhenTheLengthIsWrong() throws IOException {
		assertThat(ManifestText.read(new ByteArrayInputStream(new byte[50]), 50, 100)).hasSize(50);
		assertThat(ManifestText.read(new ByteArrayInputStream(new byte[40]), 50, 100)).hasSize(40);
		assertThat(ManifestText.read(new ByteArrayInputStream(new byte[60]), 50, 100)).hasSize(60);
		CountingStream tooLong = new CountingStream(new byte[10_000]);
		assertThatExceptionOfType(ManifestParseException.class).isThrownBy(() -> ManifestText.read(tooLong, 50, 100))
			.withMessage("The request body has more than 100 bytes; a role manifest may have at most 100 bytes (0 MB)");
		assertThat(tooLong.read).isEqualTo(101);
	}

	@Test
	void theHashIsSha256OfTheUtf8Bytes() {
		assertThat(ManifestText.sha256("abc"))
			.isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
		assertThat(ManifestText.sha256(""))
			.isEqualTo("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
	}

	@Test
	void theHashAndTheUtf8LengthAreThoseOfTheWholeTextsBytes() throws Exception {
		java.util.Random random = new java.util.Random(42);
		char[] alphabet = { 'a', '\n', '\u00e9', '\u20ac', '\ud83d', '\ude00', '\udc00', '\ud800' };
		for (int round = 0; round < 300; round++) {
			// Around the pieces' size, so that pairs and lone surrogates fall on their
			// boundaries.
			int length = (round % 3 == 0) ? random.nextInt(40) : 8180 + random.nextInt(30) + 8192 * random.nextInt(3);
			StringBuilder text = new StringBuilder(length);
			for (int i = 0; i < length; i++) {
				text.append(alphabet[random.nextInt(alphabet.length)]);
			}
			String value = text.toString();
			byte[] bytes = value.getBytes(java.nio.charset.StandardCharsets.UTF_8);
			String sha256 = java.util.HexFormat.of()
				.formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(bytes));
			assertThat(ManifestText.utf8Length(value)).isEqualTo(bytes.length);
			assertThat(ManifestText.sha256(value)).isEqualTo(sha256);
			assertThat(ManifestText.digest(value)).isEqualTo(new ManifestText.Utf8Digest(bytes.length, sha256));
			assertThat(ManifestText.sha256(bytes)).isEqualTo(sha256);
		}
	}

}
