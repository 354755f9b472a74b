package io.manifeststudio.export.rules;

import java.math.BigDecimal;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Kubernetes resource quantities ({@code 500m}, {@code 256Mi}, {@code 1e3}): syntax and
 * value.
 */
public final class Quantity {

	/** The decoder's pattern; a value that does not match fails before validation. */
	public static final String FORMAT = "^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$";

	private static final Pattern PATTERN = Pattern.compile(FORMAT);

	private static final Pattern NUMBER = Pattern.compile("[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)");

	private static final Pattern EXPONENT = Pattern.compile("[eE]([-+]?[0-9]+)");

	private static final Map<String, BigDecimal> SUFFIXES = Map.ofEntries(Map.entry("", BigDecimal.ONE),
			Map.entry("n", new BigDecimal("1e-9")), Map.entry("u", new BigDecimal("1e-6")),
			Map.entry("m", new BigDecimal("1e-3")), Map.entry("k", new BigDecimal("1e3")),
			Map.entry("M", new BigDecimal("1e6")), Map.entry("G", new BigDecimal("1e9")),
			Map.entry("T", new BigDecimal("1e12")), Map.entry("P", new BigDecimal("1e15")),
			Map.entry("E", new BigDecimal("1e18")), Map.entry("Ki", BigDecimal.valueOf(1L << 10)),
			Map.entry("Mi", BigDecimal.valueOf(1L << 20)), Map.entry("Gi", BigDecimal.valueOf(1L << 30)),
			Map.entry("Ti", BigDecimal.valueOf(1L << 40)), Map.entry("Pi", BigDecimal.valueOf(1L << 50)),
			Map.entry("Ei", BigDecimal.valueOf(1L << 60)));

	private Quantity() {
	}

	/** The value of a quantity (numbers as they are), or empty when it does not parse. */
	public static Optional<BigDecimal> parse(Object quantity) {
		if (quantity instanceof Number number) {
			return Optional.of(new BigDecimal(number.toString()));
		}
		if (quantity == null) {
			return Optional.empty();
		}
		String text = quantity.toString();
		Matcher matcher = PATTERN.matcher(text);
		if (!matcher.matches() || !NUMBER.matcher(matcher.group(1)).matches()) {
			return Optional.empty();
		}
		BigDecimal number = new BigDecimal(matcher.group(1));
		String suffix = matcher.group(2);
		BigDecimal multiplier = SUFFIXES.get(suffix);
		if (multiplier == null) {
			Matcher exponent = EXPONENT.matcher(suffix);
			if (!exponent.matches()) {
				return Optional.empty();
			}
			multiplier = BigDecimal.ONE.scaleByPowerOfTen(Integer.parseInt(exponent.group(1)));
		}
		return Optional.of(number.multiply(multiplier));
	}

}
