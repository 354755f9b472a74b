package io.manifeststudio.editor.forms;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

import io.manifeststudio.manifest.model.PortRange;

/**
 * What one field of a group form holds, as fissile reads it (fissile's {@code RoleRun},
 * {@code JobExposedPort}, {@code RoleRunVolume} and {@code HealthProbe}): the type-level
 * check of the text a person typed, and the value an edit writes for it. A blank field
 * writes {@code null}, which removes the key. The checks are only about the form of a
 * value (a number where fissile decodes a number, a port between 1 and 65535, a DNS label
 * where Kubernetes takes a name); what a value means for the manifest (min above max, a
 * port two containers of a pod use) is the rule engine's to say.
 */
enum FieldKind {

	/**
	 * A Kubernetes object name: a DNS-1123 label (group names become container and
	 * workload names).
	 */
	DNS_LABEL(Widget.TEXT),

	/** A BOSH job or release name: no blanks. */
	BOSH_NAME(Widget.TEXT),

	/**
	 * A replica count of {@code run.scaling}: a whole number, at least 1 (fissile raises
	 * anything lower to 1).
	 */
	REPLICAS(Widget.NUMBER),

	/**
	 * Memory in MiB, which fissile decodes as an integer: {@code 256}, not {@code 256Mi}.
	 */
	MEMORY(Widget.NUMBER),

	/** CPU in cores, which fissile decodes as a float: {@code 0.5}, not {@code 500m}. */
	CPU(Widget.DECIMAL),

	/** Linux capabilities without {@code CAP_}, separated by commas or blanks. */
	CAPABILITIES(Widget.TEXT),

	/**
	 * A boolean, as a checkbox: unchecked removes the key (fissile's default is false).
	 */
	FLAG(Widget.CHECKBOX),

	/**
	 * A port name: lowercase words separated by hyphens, at most 15 characters (fissile
	 * rules 28 and 29).
	 */
	PORT_NAME(Widget.TEXT),

	/** {@code TCP} or {@code UDP}, case-sensitive. */
	PROTOCOL(Widget.SELECT),

	/** A port {@code N} or a range {@code N-M}, each between 1 and 65535. */
	PORT_RANGE(Widget.TEXT),

	/**
	 * A volume type: {@code persistent}, {@code shared}, {@code host}, {@code emptyDir}
	 * or {@code none}.
	 */
	VOLUME_TYPE(Widget.SELECT),

	/** A mount path: absolute. */
	MOUNT_PATH(Widget.TEXT),

	/** A volume tag, which becomes the Kubernetes volume name: a DNS-1123 label. */
	VOLUME_TAG(Widget.TEXT),

	/** A claim size in GB: a whole number, at least 1. */
	SIZE(Widget.NUMBER),

	/** A probe command: one entry per line. */
	COMMANDS(Widget.LINES),

	/** Seconds or a count of a probe: a whole number, 0 or more. */
	SECONDS(Widget.NUMBER),

	/** The group's tags: a set of checkboxes, one per tag fissile allows here. */
	TAGS(Widget.CHECKBOXES),

	/** A feature flag name, which becomes the Helm value {@code enable.<name>}. */
	FEATURE(Widget.TEXT),

	/** A container image reference such as {@code envoyproxy/envoy:v1.30.1}. */
	IMAGE(Widget.TEXT);

	/** How a field of this kind is typed in. */
	enum Widget {

		TEXT, NUMBER, DECIMAL, CHECKBOX, SELECT, LINES, CHECKBOXES

	}

	static final List<String> PROTOCOLS = List.of("TCP", "UDP");

	static final List<String> VOLUME_TYPES = List.of("persistent", "shared", "host", "emptyDir", "none");

	private static final Pattern DNS_LABEL_PATTERN = Pattern.compile("[a-z0-9]([-a-z0-9]*[a-z0-9])?");

	private static final Pattern PORT_NAME_PATTERN = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

	private static final Pattern BOSH_NAME_PATTERN = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]*");

	private static final Pattern WHOLE = Pattern.compile("-?[0-9]+");

	private static final Pattern PORT_TEXT = Pattern.compile("[0-9]+(-[0-9]+)?");

	private static final Pattern DECIMAL = Pattern.compile("-?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)");

	/**
	 * What people write when they think in Kubernetes quantities: {@code 256Mi},
	 * {@code 1G}, {@code 500m}.
	 */
	private static final Pattern QUANTITY = Pattern.compile("[0-9.]+\\s*(Ki|Mi|Gi|Ti|K|M|G|T|k|m|Mb|MB|GB|Gb)");

	private static final Pattern CAPABILITY = Pattern.compile("[A-Za-z][A-Za-z0-9_]*");

	private static final Pattern FEATURE_PATTERN = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

	/**
	 * A Docker image reference: optional registry host and port, lowercase path
	 * components, an optional tag and an optional digest (the grammar of the distribution
	 * project's {@code reference} package, simplified).
	 */
	private static final Pattern IMAGE_PATTERN = Pattern.compile("([a-zA-Z0-9.-]+(:[0-9]+)?/)?"
			+ "[a-z0-9]+([._-]+[a-z0-9]+)*(/[a-z0-9]+([._-]+[a-z0-9]+)*)*(:[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?"
			+ "(@sha256:[a-f0-9]{64})?");

	private static final int LABEL_MAX = 63;

	private static final int PORT_NAME_MAX = 15;

	private static final long PORT_MAX = 65535;

	/**
	 * Above every real count, and far below where a number stops fitting fissile's
	 * integers.
	 */
	private static final long WHOLE_MAX = 1_000_000_000L;

	private final Widget widget;

	FieldKind(Widget widget) {
		this.widget = widget;
	}

	Widget widget() {
		return this.widget;
	}

	/**
	 * The problem with a non-blank typed text, or empty when fissile would read it as
	 * intended. Blank text is not checked here: it removes the key (or, for a required
	 * field, the form says it is required).
	 */
	Optional<FieldProblem> check(String text) {
		String value = text.strip();
		return switch (this) {
			case FLAG, TAGS -> Optional.empty();
			case DNS_LABEL, VOLUME_TAG -> dnsLabel(value);
			case BOSH_NAME -> matches(BOSH_NAME_PATTERN, value) ? Optional.empty() : problem("group.check.boshName");
			case REPLICAS -> whole(value, 1, "group.check.replicas");
			case MEMORY -> memory(value);
			case CPU -> cpu(value);
			case CAPABILITIES -> capabilities(value);
			case PORT_NAME -> portName(value);
			case PROTOCOL -> PROTOCOLS.contains(value) ? Optional.empty() : problem("group.check.protocol", value);
			case PORT_RANGE -> portRange(value);
			case VOLUME_TYPE ->
				VOLUME_TYPES.contains(value) ? Optional.empty() : problem("group.check.volumeType", value);
			case MOUNT_PATH -> (value.startsWith("/") && value.chars().noneMatch(Character::isWhitespace))
					? Optional.empty() : problem("group.check.mountPath");
			case SIZE -> whole(value, 1, "group.check.size");
			case COMMANDS -> Optional.empty();
			case SECONDS -> whole(value, 0, "group.check.seconds");
			case FEATURE -> matches(FEATURE_PATTERN, value) ? Optional.empty() : problem("group.check.feature");
			case IMAGE -> matches(IMAGE_PATTERN, value) ? Optional.empty() : problem("group.check.image");
		};
	}

	/**
	 * The value an edit writes for a typed text that passed {@link #check}: a number
	 * where fissile decodes one, a list for lists, {@code true} for a checked flag, and
	 * {@code null} (remove the key) for blank text or an unchecked flag.
	 */
	Object value(String text) {
		String value = (text != null) ? text.strip() : "";
		if (this == FLAG) {
			return "true".equals(value) ? Boolean.TRUE : null;
		}
		if (this == COMMANDS) {
			List<String> lines = lines(text);
			return lines.isEmpty() ? null : lines;
		}
		if (value.isEmpty()) {
			return null;
		}
		return switch (this) {
			case REPLICAS, MEMORY, SIZE, SECONDS -> Long.valueOf(value);
			case CPU -> number(value);
			case CAPABILITIES -> words(value);
			case PORT_RANGE -> value.contains("-") ? value : Long.valueOf(value);
			default -> value;
		};
	}

	/** The non-blank lines of a text area, each stripped. */
	static List<String> lines(String text) {
		List<String> lines = new ArrayList<>();
		if (text != null) {
			for (String line : text.split("\\R")) {
				if (!line.isBlank()) {
					lines.add(line.strip());
				}
			}
		}
		return lines;
	}

	/** Words separated by commas or blanks. */
	static List<String> words(String text) {
		List<String> words = new ArrayList<>();
		for (String word : text.split("[,\\s]+")) {
			if (!word.isEmpty()) {
				words.add(word);
			}
		}
		return words;
	}

	private static Optional<FieldProblem> dnsLabel(String value) {
		if (value.length() > LABEL_MAX) {
			return problem("group.check.dnsLabel.length", value.length());
		}
		return matches(DNS_LABEL_PATTERN, value) ? Optional.empty() : problem("group.check.dnsLabel");
	}

	private static Optional<FieldProblem> whole(String value, long min, String code) {
		if (!matches(WHOLE, value)) {
			return problem(code, min);
		}
		BigDecimal number = new BigDecimal(value);
		if (number.compareTo(BigDecimal.valueOf(min)) < 0 || number.compareTo(BigDecimal.valueOf(WHOLE_MAX)) > 0) {
			return problem(code, min);
		}
		return Optional.empty();
	}

	private static Optional<FieldProblem> memory(String value) {
		if (matches(QUANTITY, value)) {
			return problem("group.check.memory.quantity", value);
		}
		return whole(value, 0, "group.check.memory");
	}

	private static Optional<FieldProblem> cpu(String value) {
		if (matches(QUANTITY, value)) {
			return problem("group.check.cpu.quantity", value);
		}
		if (!matches(DECIMAL, value)) {
			return problem("group.check.cpu");
		}
		BigDecimal cores = new BigDecimal(value);
		if (cores.signum() < 0 || cores.compareTo(BigDecimal.valueOf(WHOLE_MAX)) > 0) {
			return problem("group.check.cpu");
		}
		if (cores.signum() > 0 && cores.movePointRight(3).setScale(0, RoundingMode.HALF_UP).signum() == 0) {
			// fissile renders round(cores * 1000) millicores: this would be 0m, no CPU at
			// all.
			return problem("group.check.cpu.tiny", value);
		}
		return Optional.empty();
	}

	private static Optional<FieldProblem> capabilities(String value) {
		for (String word : words(value)) {
			if (word.toUpperCase(Locale.ROOT).startsWith("CAP_")) {
				return problem("group.check.capability.prefix", word, word.substring(4));
			}
			if (!matches(CAPABILITY, word)) {
				return problem("group.check.capability", word);
			}
		}
		return Optional.empty();
	}

	private static Optional<FieldProblem> portName(String value) {
		if (value.length() > PORT_NAME_MAX) {
			return problem("group.check.portName.length", value.length());
		}
		return matches(PORT_NAME_PATTERN, value) ? Optional.empty() : problem("group.check.portName");
	}

	private static Optional<FieldProblem> portRange(String value) {
		Optional<PortRange> range = PortRange.parse(value);
		if (range.isEmpty() || !matches(PORT_TEXT, value)) {
			return problem("group.check.port.syntax");
		}
		PortRange ports = range.get();
		if (ports.first() < 1 || ports.first() > PORT_MAX || ports.last() < 1 || ports.last() > PORT_MAX) {
			return problem("group.check.port.range");
		}
		if (ports.last() < ports.first()) {
			return problem("group.check.port.order");
		}
		return Optional.empty();
	}

	/**
	 * A whole number as a {@code Long}, else a {@code Double}: {@code 1} stays {@code 1},
	 * not {@code 1.0}.
	 */
	private static Object number(String value) {
		BigDecimal number = new BigDecimal(value).stripTrailingZeros();
		if (number.scale() <= 0) {
			return number.longValueExact();
		}
		return number.doubleValue();
	}

	private static boolean matches(Pattern pattern, String value) {
		return pattern.matcher(value).matches();
	}

	private static Optional<FieldProblem> problem(String code, Object... arguments) {
		return Optional.of(new FieldProblem(code, arguments));
	}

}
