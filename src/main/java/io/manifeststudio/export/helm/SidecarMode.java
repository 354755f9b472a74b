package io.manifeststudio.export.helm;

import java.util.Locale;

/**
 * The chart's default for {@code sidecars.native}: {@code auto} renders native sidecars
 * when the cluster (or {@code helm template --kube-version}) is 1.29 or later,
 * {@code true} always (and the chart then requires 1.29 in {@code Chart.yaml}),
 * {@code false} never (the fallback for targets without native sidecars).
 */
public enum SidecarMode {

	AUTO("auto"), NATIVE(Boolean.TRUE), FALLBACK(Boolean.FALSE);

	private final Object value;

	SidecarMode(Object value) {
		this.value = value;
	}

	/**
	 * The value written to {@code values.yaml}: {@code auto}, {@code true} or
	 * {@code false}.
	 */
	public Object valuesYamlValue() {
		return this.value;
	}

	/**
	 * @param text {@code auto}, {@code true}/{@code native} or
	 * {@code false}/{@code fallback}; {@code null} gives {@link #AUTO}
	 * @throws IllegalArgumentException for anything else
	 */
	public static SidecarMode parse(String text) {
		if (text == null || text.isBlank()) {
			return AUTO;
		}
		return switch (text.trim().toLowerCase(Locale.ROOT)) {
			case "auto" -> AUTO;
			case "true", "native" -> NATIVE;
			case "false", "fallback" -> FALLBACK;
			default -> throw new IllegalArgumentException(
					"sidecars must be auto, true (native) or false (fallback), not \"" + text + "\"");
		};
	}

}
