package io.manifeststudio.export.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The API machinery's name rules ({@code k8s.io/apimachinery/pkg/util/validation}) with
 * their exact messages: each method returns the messages for a value, none when it is
 * valid.
 */
public final class ApiNames {

	static final String DNS1123_LABEL_FORMAT = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";

	static final String DNS1123_SUBDOMAIN_FORMAT = DNS1123_LABEL_FORMAT + "(\\." + DNS1123_LABEL_FORMAT + ")*";

	static final String DNS1035_LABEL_FORMAT = "[a-z]([-a-z0-9]*[a-z0-9])?";

	static final String LABEL_VALUE_FORMAT = "(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?";

	static final String HTTP_HEADER_FORMAT = "[-A-Za-z0-9]+";

	static final String ENV_VAR_FORMAT = "[-._a-zA-Z][-._a-zA-Z0-9]*";

	private static final Pattern DNS1123_LABEL = Pattern.compile(DNS1123_LABEL_FORMAT);

	private static final Pattern DNS1123_SUBDOMAIN = Pattern.compile(DNS1123_SUBDOMAIN_FORMAT);

	private static final Pattern DNS1035_LABEL = Pattern.compile(DNS1035_LABEL_FORMAT);

	private static final Pattern LABEL_VALUE = Pattern.compile(LABEL_VALUE_FORMAT);

	private static final Pattern HTTP_HEADER = Pattern.compile(HTTP_HEADER_FORMAT);

	private static final Pattern ENV_VAR = Pattern.compile(ENV_VAR_FORMAT);

	private static final Pattern PORT_NAME_CHARS = Pattern.compile("[-a-z0-9]+");

	private static final Pattern HAS_LETTER = Pattern.compile(".*[a-z].*");

	private ApiNames() {
	}

	/**
	 * A container, volume or port-less object name: a lowercase RFC 1123 label of at most
	 * 63 characters.
	 */
	public static List<String> dns1123Label(String value) {
		if (value.length() <= 63 && isLabel(value, 0, value.length(), false)) {
			return List.of();
		}
		List<String> messages = new ArrayList<>();
		if (value.length() > 63) {
			messages.add(maxLength(63));
		}
		if (!DNS1123_LABEL.matcher(value).matches()) {
			if (DNS1123_SUBDOMAIN.matcher(value).matches()) {
				messages.add("must not contain dots");
			}
			else {
				messages.add(regexError(
						"a lowercase RFC 1123 label must consist of lower case alphanumeric characters "
								+ "or '-', and must start and end with an alphanumeric character",
						DNS1123_LABEL_FORMAT, "my-name", "123-abc"));
			}
		}
		return messages;
	}

	/**
	 * Object names of most kinds: a lowercase RFC 1123 subdomain of at most 253
	 * characters.
	 */
	public static List<String> dns1123Subdomain(String value) {
		if (value.length() <= 253 && isSubdomain(value)) {
			return List.of();
		}
		List<String> messages = new ArrayList<>();
		if (value.length() > 253) {
			messages.add(maxLength(253));
		}
		if (!DNS1123_SUBDOMAIN.matcher(value).matches()) {
			messages.add(regexError(
					"a lowercase RFC 1123 subdomain must consist of lower case alphanumeric "
							+ "characters, '-' or '.', and must start and end with an alphanumeric character",
					DNS1123_SUBDOMAIN_FORMAT, "example.com"));
		}
		return messages;
	}

	/**
	 * Service names: a DNS-1035 label (starts with a letter) of at most 63 characters.
	 */
	public static List<String> dns1035Label(String value) {
		if (value.length() <= 63 && isLabel(value, 0, value.length(), true)) {
			return List.of();
		}
		List<String> messages = new ArrayList<>();
		if (value.length() > 63) {
			messages.add(maxLength(63));
		}
		if (!DNS1035_LABEL.matcher(value).matches()) {
			messages.add(regexError(
					"a DNS-1035 label must consist of lower case alphanumeric characters or '-', "
							+ "start with an alphabetic character, and end with an alphanumeric character",
					DNS1035_LABEL_FORMAT, "my-name", "abc-123"));
		}
		return messages;
	}

	/**
	 * Label values: empty, or at most 63 alphanumerics, {@code -}, {@code _} and
	 * {@code .}, alphanumeric at both ends.
	 */
	public static List<String> labelValue(String value) {
		if (value.length() <= 63 && isLabelValue(value)) {
			return List.of();
		}
		List<String> messages = new ArrayList<>();
		if (value.length() > 63) {
			messages.add(maxLength(63));
		}
		if (!LABEL_VALUE.matcher(value).matches()) {
			messages.add(regexError(
					"a valid label must be an empty string or consist of alphanumeric characters, "
							+ "'-', '_' or '.', and must start and end with an alphanumeric character",
					LABEL_VALUE_FORMAT, "MyValue", "my_value", "12345"));
		}
		return messages;
	}

	/** Port names (IANA_SVC_NAME). */
	public static List<String> portName(String value) {
		if (isPortName(value)) {
			return List.of();
		}
		List<String> messages = new ArrayList<>();
		if (value.length() > 15) {
			messages.add("must be no more than 15 characters");
		}
		if (!PORT_NAME_CHARS.matcher(value).matches()) {
			messages.add("must contain only alpha-numeric characters (a-z, 0-9), and hyphens (-)");
		}
		if (value.contains("--")) {
			messages.add("must not contain consecutive hyphens");
		}
		if (!value.isEmpty() && !HAS_LETTER.matcher(value).matches()) {
			messages.add("must contain at least one letter (a-z)");
		}
		if (value.startsWith("-") || value.endsWith("-")) {
			messages.add("must not begin or end with a hyphen");
		}
		return messages;
	}

	public static List<String> httpHeaderName(String value) {
		return HTTP_HEADER.matcher(value).matches() ? List.of()
				: List.of(regexError("a valid HTTP header must consist of alphanumeric characters or '-'",
						HTTP_HEADER_FORMAT, "X-Header-Name"));
	}

	/**
	 * Environment variable names: the strict rule, or from 1.32
	 * ({@code RelaxedEnvironmentVariableValidation} on by default) any printable ASCII
	 * but {@code =}; never {@code .}, {@code ..} or a {@code ..} prefix.
	 */
	public static List<String> envVarName(String value, boolean relaxed) {
		if (isPlainEnvVarName(value)) {
			return List.of();
		}
		List<String> messages = new ArrayList<>();
		if (relaxed) {
			boolean printable = !value.isEmpty() && value.chars().allMatch((c) -> c >= 32 && c <= 126 && c != '=');
			if (!printable) {
				messages.add("a valid environment variable name must consist only of printable ASCII characters "
						+ "other than '='");
			}
		}
		else if (!ENV_VAR.matcher(value).matches()) {
			messages.add(regexError(
					"a valid environment variable name must consist of alphabetic characters, "
							+ "digits, '_', '-', or '.', and must not start with a digit",
					ENV_VAR_FORMAT, "my.env-name", "MY_ENV.NAME", "MyEnvName1"));
		}
		messages.addAll(dotSegments(value));
		return messages;
	}

	/**
	 * The API server's rule for names that become path segments (env var names, config
	 * keys): not {@code .}, not {@code ..}, and not starting with {@code ..}.
	 */
	static List<String> dotSegments(String value) {
		if (value.equals(".")) {
			return List.of("must not be '.'");
		}
		if (value.equals("..")) {
			return List.of("must not be '..'");
		}
		if (value.startsWith("..")) {
			return List.of("must not start with '..'");
		}
		return List.of();
	}

	// Exact hand-written forms of the patterns above for the common, valid case: names
	// are checked by the
	// thousand on every validation. A value they reject goes through the patterns for its
	// messages.

	private static boolean isLower(char c) {
		return c >= 'a' && c <= 'z';
	}

	private static boolean isDigit(char c) {
		return c >= '0' && c <= '9';
	}

	private static boolean isAlnum(char c) {
		return isLower(c) || (c >= 'A' && c <= 'Z') || isDigit(c);
	}

	/**
	 * {@link #DNS1123_LABEL_FORMAT} (or {@link #DNS1035_LABEL_FORMAT}) over
	 * {@code value[from, to)}.
	 */
	private static boolean isLabel(String value, int from, int to, boolean letterFirst) {
		if (from >= to) {
			return false;
		}
		char first = value.charAt(from);
		if (!(isLower(first) || (!letterFirst && isDigit(first)))) {
			return false;
		}
		for (int i = from + 1; i < to; i++) {
			char c = value.charAt(i);
			if (!(isLower(c) || isDigit(c) || c == '-')) {
				return false;
			}
		}
		return value.charAt(to - 1) != '-';
	}

	/**
	 * What {@link #portName} accepts: 1 to 15 of [-a-z0-9], a letter among them, no "--",
	 * no hyphen at an end.
	 */
	private static boolean isPortName(String value) {
		int length = value.length();
		if (length == 0 || length > 15 || value.charAt(0) == '-' || value.charAt(length - 1) == '-') {
			return false;
		}
		boolean letter = false;
		for (int i = 0; i < length; i++) {
			char c = value.charAt(i);
			if (c == '-') {
				if (value.charAt(i - 1) == '-') {
					return false;
				}
			}
			else if (isLower(c)) {
				letter = true;
			}
			else if (!isDigit(c)) {
				return false;
			}
		}
		return letter;
	}

	/** {@link #DNS1123_SUBDOMAIN_FORMAT}: labels joined by dots. */
	private static boolean isSubdomain(String value) {
		int start = 0;
		while (true) {
			int dot = value.indexOf('.', start);
			int end = (dot < 0) ? value.length() : dot;
			if (!isLabel(value, start, end, false)) {
				return false;
			}
			if (dot < 0) {
				return true;
			}
			start = dot + 1;
		}
	}

	/**
	 * {@link #LABEL_VALUE_FORMAT}: empty, or alphanumerics, '-', '_' and '.' with an
	 * alphanumeric at both ends.
	 */
	private static boolean isLabelValue(String value) {
		if (value.isEmpty()) {
			return true;
		}
		if (!isAlnum(value.charAt(0)) || !isAlnum(value.charAt(value.length() - 1))) {
			return false;
		}
		for (int i = 1; i < value.length() - 1; i++) {
			char c = value.charAt(i);
			if (!(isAlnum(c) || c == '-' || c == '_' || c == '.')) {
				return false;
			}
		}
		return true;
	}

	/**
	 * A name both env rules accept: {@link #ENV_VAR_FORMAT} (which holds only printable
	 * ASCII but '='), not starting with a dot (so neither '.', '..' nor a '..' prefix).
	 */
	private static boolean isPlainEnvVarName(String value) {
		if (value.isEmpty()) {
			return false;
		}
		char first = value.charAt(0);
		if (!((first >= 'a' && first <= 'z') || (first >= 'A' && first <= 'Z') || first == '_' || first == '-')) {
			return false;
		}
		for (int i = 1; i < value.length(); i++) {
			char c = value.charAt(i);
			if (!(isAlnum(c) || c == '_' || c == '-' || c == '.')) {
				return false;
			}
		}
		return true;
	}

	static final String QUALIFIED_NAME_FORMAT = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";

	private static final String QUALIFIED_NAME_MESSAGE = "must consist of alphanumeric characters, '-', '_' or '.', "
			+ "and must start and end with an alphanumeric character";

	/**
	 * A qualified name ({@code IsQualifiedName}): a name part of at most 63 characters
	 * with an optional DNS subdomain prefix and '/'. Label keys and {@code topologyKey}
	 * take this form.
	 */
	public static List<String> qualifiedName(String value) {
		List<String> messages = new ArrayList<>();
		String[] parts = value.split("/", -1);
		String name;
		if (parts.length == 1) {
			name = parts[0];
		}
		else if (parts.length == 2) {
			String prefix = parts[0];
			name = parts[1];
			if (prefix.isEmpty()) {
				messages.add("prefix part must be non-empty");
			}
			else {
				dns1123Subdomain(prefix).forEach((message) -> messages.add("prefix part " + message));
			}
		}
		else {
			messages.add("a qualified name "
					+ regexError(QUALIFIED_NAME_MESSAGE, QUALIFIED_NAME_FORMAT, "MyName", "my.name", "123-abc")
					+ " with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')");
			return messages;
		}
		if (name.isEmpty()) {
			messages.add("name part must be non-empty");
		}
		else if (name.length() > 63) {
			messages.add("name part " + maxLength(63));
		}
		if (!isLabelValue(name) || name.isEmpty()) {
			messages.add("name part "
					+ regexError(QUALIFIED_NAME_MESSAGE, QUALIFIED_NAME_FORMAT, "MyName", "my.name", "123-abc"));
		}
		return messages;
	}

	static String maxLength(int length) {
		return "must be no more than " + length + " characters";
	}

	/** apimachinery's {@code RegexError}: the message, the examples and the regex. */
	static String regexError(String message, String format, String... examples) {
		StringBuilder text = new StringBuilder(message);
		if (examples.length == 0) {
			return text.append(" (regex used for validation is '").append(format).append("')").toString();
		}
		text.append(" (e.g. ");
		for (int i = 0; i < examples.length; i++) {
			if (i > 0) {
				text.append(" or ");
			}
			text.append('\'').append(examples[i]).append("', ");
		}
		return text.append("regex used for validation is '").append(format).append("')").toString();
	}

}
