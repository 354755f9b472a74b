package io.manifeststudio.manifest;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Role-manifest text as stored: strict UTF-8 (malformed bytes are refused with their line and column, never replaced)
 * and its SHA-256 content hash.
 */
public final class ManifestText {

	private ManifestText() {
	}

	/**
	 * Decodes UTF-8 bytes exactly, refusing more than {@code maxBytes}, an empty body, and bytes that are not UTF-8.
	 * @throws ManifestParseException of kind TOO_LARGE, EMPTY or SYNTAX
	 */
	public static String decode(byte[] utf8, int maxBytes) {
		if (utf8.length > maxBytes) {
			throw new ManifestParseException(ManifestParseException.Kind.TOO_LARGE,
					"The document has " + utf8.length + " bytes; the limit is " + maxBytes + " bytes ("
							+ (maxBytes / (1024 * 1024)) + " MB)",
					0, 0);
		}
		if (utf8.length == 0) {
			throw new ManifestParseException(ManifestParseException.Kind.EMPTY,
					"The document is empty: send the role manifest YAML", 0, 0);
		}
		CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
			.onMalformedInput(CodingErrorAction.REPORT)
			.onUnmappableCharacter(CodingErrorAction.REPORT);
		ByteBuffer in = ByteBuffer.wrap(utf8);
		CharBuffer out = CharBuffer.allocate(utf8.length);
		CoderResult result = decoder.decode(in, out, true);
		if (result.isError()) {
			throw notUtf8(utf8, in.position());
		}
		result = decoder.flush(out);
		if (result.isError()) {
			throw notUtf8(utf8, in.position());
		}
		out.flip();
		return out.toString();
	}

	/** The SHA-256 of the text's UTF-8 bytes, 64 lower-case hex digits. */
	public static String sha256(String text) {
		try {
			MessageDigest digest = MessageDigest.getInstance("SHA-256");
			return HexFormat.of().formatHex(digest.digest(text.getBytes(StandardCharsets.UTF_8)));
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("Every Java runtime has SHA-256", ex);
		}
	}

	private static ManifestParseException notUtf8(byte[] bytes, int offset) {
		int line = 1;
		int lineStart = 0;
		for (int i = 0; i < offset; i++) {
			if (bytes[i] == '\n') {
				line++;
				lineStart = i + 1;
			}
		}
		return new ManifestParseException(ManifestParseException.Kind.SYNTAX,
				"The body is not UTF-8 text (byte " + offset + " is 0x"
						+ HexFormat.of().toHexDigits(bytes[offset]).toUpperCase()
						+ "): a role manifest is YAML text, not binary data",
				line, offset - lineStart + 1);
	}

}
