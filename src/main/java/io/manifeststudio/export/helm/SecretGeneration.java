package io.manifeststudio.export.helm;

import java.util.Locale;

/**
 * Who makes the generated secrets of a chart (the default of the value
 * {@code secrets.generate}): {@code fissile}, fissile's secret generator Job, which
 * writes {@code secrets-<chart version>-<counter>}; or {@code helm}, the chart itself at
 * render time ({@code randAlphaNum}, {@code genCA}, {@code genSignedCert},
 * {@code genPrivateKey}), kept across upgrades with {@code lookup}, so it installs
 * without the generator image.
 */
public enum SecretGeneration {

	FISSILE("fissile"), HELM("helm");

	private final String value;

	SecretGeneration(String value) {
		this.value = value;
	}

	/** The value written to {@code values.yaml}. */
	public String value() {
		return this.value;
	}

	/**
	 * @param text {@code fissile} or {@code helm}; {@code null} or blank gives
	 * {@link #FISSILE}
	 * @throws IllegalArgumentException for anything else
	 */
	public static SecretGeneration parse(String text) {
		if (text == null || text.isBlank()) {
			return FISSILE;
		}
		return switch (text.trim().toLowerCase(Locale.ROOT)) {
			case "fissile" -> FISSILE;
			case "helm" -> HELM;
			default -> throw new IllegalArgumentException(
					"secrets must be fissile (the secret generator Job) or helm (the chart), not \"" + text + "\"");
		};
	}

}
