package io.manifeststudio.manifest.yaml;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
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
		return digest(text).sha256();
	}

	/**
	 * The same of a text's UTF-8 bytes, for a caller that has them.
	 */
	public static String sha256(byte[] utf8) {
		MessageDigest digest = sha256();
		return HexFormat.of().formatHex(digest.digest(utf8));
	}

	/**
	 * The length of the text in UTF-8 (an unpaired surrogate is one byte, its replacement
	 * "?").
	 */
	public static long utf8Length(String text) {
		long[] length = { 0 };
		encode(text, (bytes) -> length[0] += bytes.remaining());
		return length[0];
	}

	/**
	 * The length of the text in UTF-8 and its {@link #sha256(String)}, encoded once: what
	 * an edit computes of its new text (its size limit, its content hash).
	 */
	public static Utf8Digest digest(String text) {
		MessageDigest digest = sha256();
		long[] length = { 0 };
		encode(text, (bytes) -> {
			length[0] += bytes.remaining();
			digest.update(bytes);
		});
		return new Utf8Digest(length[0], HexFormat.of().formatHex(digest.digest()));
	}

	/** A text's length in UTF-8 and the SHA-256 of its UTF-8, in hex. */
	public record Utf8Digest(long length, String sha256) {
	}

	/** The characters encoded at once. */
	private static final int PIECE_CHARS = 8192;

	/**
	 * Gives the text's UTF-8 to {@code sink} piece by piece, as {@code getBytes(UTF_8)}
	 * writes it. Not {@code getBytes} itself: for a text with a character beyond Latin-1
	 * it first allocates three bytes a character, 570 KB for an SCF-sized manifest, a
	 * humongous object for G1 at a 512 MB heap's 1 MB regions, on every edit (JFR of the
	 * editors scenario: 18 collections for humongous allocation in 70 s). The pieces are
	 * copied into a char array, because the encoder reads a wrapped String one character
	 * at a time but an array in bulk.
	 */
	private static void encode(String text, java.util.function.Consumer<ByteBuffer> sink) {
		CharsetEncoder encoder = StandardCharsets.UTF_8.newEncoder()
			.onMalformedInput(CodingErrorAction.REPLACE)
			.onUnmappableCharacter(CodingErrorAction.REPLACE);
		int length = text.length();
		char[] chars = new char[Math.min(PIECE_CHARS, Math.max(1, length))];
		// At most 3 bytes a character (a pair of 2 characters is 4): a piece always fits.
		ByteBuffer out = ByteBuffer.allocate(3 * chars.length);
		int start = 0;
		do {
			int end = Math.min(start + chars.length, length);
			text.getChars(start, end, chars, 0);
			boolean last = end == length;
			CharBuffer in = CharBuffer.wrap(chars, 0, end - start);
			encoder.encode(in, out, last);
			if (last) {
				encoder.flush(out);
			}
			out.flip();
			sink.accept(out);
			out.clear();
			// Before the end, a high surrogate that ends the piece is left for the next
			// one, which may pair it.
			start += in.position();
		}
		while (start < length);
	}

	private static MessageDigest sha256() {
		try {
			return MessageDigest.getInstance("SHA-256");
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("Every Java runtime has SHA-256", ex);
		}
	}

}
