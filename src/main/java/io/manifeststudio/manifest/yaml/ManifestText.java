package io.manifeststudio.manifest.yaml;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * Role-manifest text as stored: strict UTF-8 (malformed bytes are refused with their line
 * and column, never replaced) and its SHA-256 content hash.
 */
public final class ManifestText {

	private ManifestText() {
	}

	/**
	 * Reads a body of role-manifest bytes without ever holding more than {@code maxBytes}
	 * plus one in memory: a declared length over the limit is refused before reading
	 * anything, and a body of undeclared length is read up to {@code maxBytes + 1} bytes
	 * at most. Every endpoint and form that takes a role manifest reads it here, so they
	 * all refuse alike.
	 * @param declaredLength the length the client declared ({@code Content-Length}, a
	 * file's size), or -1
	 * @throws ManifestParseException of kind TOO_LARGE
	 */
	public static byte[] read(InputStream in, long declaredLength, int maxBytes) throws IOException {
		if (declaredLength > maxBytes) {
			throw tooLarge(declaredLength + " bytes", maxBytes);
		}
		byte[] body = (declaredLength >= 0) ? readDeclared(in, (int) declaredLength, maxBytes)
				: in.readNBytes(maxBytes + 1);
		if (body.length > maxBytes) {
			throw tooLarge("more than " + maxBytes + " bytes", maxBytes);
		}
		return body;
	}

	/**
	 * Reads a body of declared length into one array of that length (reading up to the
	 * limit in chunks and joining them allocated the body about three times over); a body
	 * longer than declared is read on, up to the limit.
	 */
	private static byte[] readDeclared(InputStream in, int declaredLength, int maxBytes) throws IOException {
		byte[] body = new byte[declaredLength];
		int read = in.readNBytes(body, 0, declaredLength);
		if (read < declaredLength) {
			return Arrays.copyOf(body, read);
		}
		int next = in.read();
		if (next < 0) {
			return body;
		}
		byte[] rest = in.readNBytes(maxBytes - declaredLength);
		byte[] all = Arrays.copyOf(body, declaredLength + 1 + rest.length);
		all[declaredLength] = (byte) next;
		System.arraycopy(rest, 0, all, declaredLength + 1, rest.length);
		return all;
	}

	/**
	 * {@link #read} and {@link #decode}: the text of a body, strict UTF-8, within the
	 * limit.
	 */
	public static String readText(InputStream in, long declaredLength, int maxBytes) throws IOException {
		return decode(read(in, declaredLength, maxBytes), maxBytes);
	}

	private static ManifestParseException tooLarge(String size, int limit) {
		return new ManifestParseException(
				ManifestParseException.Kind.TOO_LARGE, "The request body has " + size
						+ "; a role manifest may have at most " + limit + " bytes (" + (limit / (1024 * 1024)) + " MB)",
				0, 0);
	}

	/**
	 * Decodes UTF-8 bytes exactly, refusing more than {@code maxBytes}, an empty body,
	 * and bytes that are not UTF-8.
	 * @throws ManifestParseException of kind TOO_LARGE, EMPTY or SYNTAX
	 */
	public static String decode(byte[] utf8, int maxBytes) {
		if (utf8.length > maxBytes) {
			throw new ManifestParseException(ManifestParseException.Kind.TOO_LARGE, "The document has " + utf8.length
					+ " bytes; the limit is " + maxBytes + " bytes (" + (maxBytes / (1024 * 1024)) + " MB)", 0, 0);
		}
		if (utf8.length == 0) {
			throw new ManifestParseException(ManifestParseException.Kind.EMPTY,
					"The document is empty: send the role manifest YAML", 0, 0);
		}
		return utf8(utf8);
	}

	/**
	 * Decodes UTF-8 exactly: the first byte that cannot start or continue a UTF-8
	 * character is refused with its line and column (in characters), never replaced.
	 * @throws ManifestParseException of kind SYNTAX
	 */
	static String utf8(byte[] bytes) {
		CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
			.onMalformedInput(CodingErrorAction.REPORT)
			.onUnmappableCharacter(CodingErrorAction.REPORT);
		ByteBuffer in = ByteBuffer.wrap(bytes);
		CharBuffer out = CharBuffer.allocate(bytes.length);
		CoderResult result = decoder.decode(in, out, true);
		if (!result.isError()) {
			result = decoder.flush(out);
		}
		if (result.isError()) {
			String before = out.flip().toString();
			SourcePosition at = ManifestYamlReader.positionOf(before, before.length());
			int offset = Math.min(in.position(), bytes.length - 1);
			throw new ManifestParseException(ManifestParseException.Kind.SYNTAX,
					"The text is not UTF-8: the byte 0x" + String.format("%02X", bytes[offset] & 0xFF) + " at offset "
							+ offset + " cannot start or continue a UTF-8 character (save the file as UTF-8)",
					at.line(), at.column());
		}
		return out.flip().toString();
	}

	/**
	 * The SHA-256 of the text's UTF-8 bytes (an unpaired surrogate is "?"), 64 lower-case
	 * hex digits.
	 */
	public static String sha256(String text) {
		return sha256(text.getBytes(StandardCharsets.UTF_8));
	}

	/**
	 * The same of a text's UTF-8 bytes, for a caller that has them (an edit encodes its
	 * new text once, for its size and its hash).
	 */
	public static String sha256(byte[] utf8) {
		try {
			return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(utf8));
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("Every Java runtime has SHA-256", ex);
		}
	}

	/**
	 * The length of the text in UTF-8 (an unpaired surrogate is one byte, its replacement
	 * "?").
	 */
	public static long utf8Length(String text) {
		return text.getBytes(StandardCharsets.UTF_8).length;
	}

}
