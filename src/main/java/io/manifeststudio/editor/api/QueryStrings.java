package io.manifeststudio.editor.api;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Query strings decoded as the servlet container decodes them, but strictly: {@code +} is
 * a space, {@code %XX} a byte, and the bytes must be UTF-8. Bytes that are not
 * ({@code ?q=%FF}) are refused, never replaced with U+FFFD, so that a search or a name
 * never silently becomes something the client did not send.
 */
public final class QueryStrings {

	private QueryStrings() {
	}

	/**
	 * The parameters of a raw query string in their order, each with its values in order.
	 * @throws UndecodableParameterException naming the first parameter that is not
	 * percent-encoded UTF-8
	 */
	public static Map<String, String[]> parse(String query) {
		Map<String, List<String>> values = new LinkedHashMap<>();
		if (query != null && !query.isEmpty()) {
			for (String pair : query.split("&")) {
				if (pair.isEmpty()) {
					continue;
				}
				int equals = pair.indexOf('=');
				String rawName = (equals >= 0) ? pair.substring(0, equals) : pair;
				String name = decode(rawName, rawName);
				String value = (equals >= 0) ? decode(pair.substring(equals + 1), name) : "";
				values.computeIfAbsent(name, (key) -> new ArrayList<>()).add(value);
			}
		}
		Map<String, String[]> parameters = new LinkedHashMap<>();
		values.forEach((name, list) -> parameters.put(name, list.toArray(String[]::new)));
		return parameters;
	}

	/**
	 * The name of the first parameter of a raw query string that cannot be decoded, or
	 * {@code null}.
	 */
	public static String firstUndecodable(String query) {
		try {
			parse(query);
			return null;
		}
		catch (UndecodableParameterException ex) {
			return ex.parameter();
		}
	}

	/**
	 * Whether a failure is the servlet container's refusal to decode a parameter (a
	 * character coding problem).
	 */
	public static boolean isUndecodable(Throwable failure) {
		for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
			if (cause instanceof CharacterCodingException || cause instanceof UndecodableParameterException) {
				return true;
			}
		}
		return false;
	}

	private static String decode(String text, String parameter) {
		if (text.indexOf('%') < 0 && text.indexOf('+') < 0) {
			return text;
		}
		ByteArrayOutputStream bytes = new ByteArrayOutputStream(text.length());
		int i = 0;
		while (i < text.length()) {
			char c = text.charAt(i);
			if (c == '+') {
				bytes.write(' ');
				i++;
			}
			else if (c == '%') {
				int high = (i + 1 < text.length()) ? hex(text.charAt(i + 1)) : -1;
				int low = (i + 2 < text.length()) ? hex(text.charAt(i + 2)) : -1;
				if (high < 0 || low < 0) {
					throw new UndecodableParameterException(parameter);
				}
				bytes.write(high * 16 + low);
				i += 3;
			}
			else {
				int end = i;
				while (end < text.length() && text.charAt(end) != '%' && text.charAt(end) != '+') {
					end++;
				}
				bytes.writeBytes(text.substring(i, end).getBytes(StandardCharsets.UTF_8));
				i = end;
			}
		}
		try {
			return StandardCharsets.UTF_8.newDecoder()
				.onMalformedInput(CodingErrorAction.REPORT)
				.onUnmappableCharacter(CodingErrorAction.REPORT)
				.decode(ByteBuffer.wrap(bytes.toByteArray()))
				.toString();
		}
		catch (CharacterCodingException ex) {
			throw new UndecodableParameterException(parameter);
		}
	}

	private static int hex(char c) {
		return (c < 128) ? Character.digit(c, 16) : -1;
	}

	/** A query parameter whose name or value is not percent-encoded UTF-8. */
	public static final class UndecodableParameterException extends IllegalArgumentException {

		private final String parameter;

		UndecodableParameterException(String parameter) {
			super("The query parameter \"" + parameter + "\" is not percent-encoded UTF-8");
			this.parameter = parameter;
		}

		public String parameter() {
			return this.parameter;
		}

	}

}
