package io.manifeststudio.export.helm;

import java.util.Locale;

/** Names as Helm values and charts need them. */
final class HelmNames {

	private HelmNames() {
	}

	/**
	 * fissile's value key for a group, volume tag or port: {@code -} becomes {@code _}
	 * ({@code log-agent} → {@code log_agent}).
	 */
	static String valueKey(String name) {
		return name.replace('-', '_');
	}

	/**
	 * A chart name from a manifest name: lower case, runs of characters other than
	 * letters, digits and {@code -} become {@code -}, at most 53 characters (Helm's
	 * release-name room), never empty.
	 */
	static String chartName(String manifestName) {
		String name = (manifestName == null) ? "" : manifestName.toLowerCase(Locale.ROOT);
		name = name.replaceAll("\\.ya?ml$", "").replaceAll("[^a-z0-9-]+", "-").replaceAll("-{2,}", "-");
		name = name.replaceAll("^-+", "").replaceAll("-+$", "");
		if (name.length() > 53) {
			name = name.substring(0, 53).replaceAll("-+$", "");
		}
		return name.isEmpty() ? "role-manifest" : name;
	}

}
