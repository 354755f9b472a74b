package io.manifeststudio.manifest.model;

import java.util.Optional;

/** A port or port range written {@code "N"} or {@code "N-M"}, parsed as fissile does. */
public record PortRange(int first, int last) {

	/**
	 * {@code Optional.empty()} when the text does not parse (fissile: "invalid syntax").
	 */
	public static Optional<PortRange> parse(String text) {
		if (text == null) {
			return Optional.empty();
		}
		String[] parts = text.split("-", -1);
		if (parts.length > 2) {
			return Optional.empty();
		}
		try {
			int first = Integer.parseInt(parts[0].trim());
			int last = (parts.length == 2) ? Integer.parseInt(parts[1].trim()) : first;
			if (parts[0].trim().isEmpty() || parts[0].startsWith("+")) {
				return Optional.empty();
			}
			return Optional.of(new PortRange(first, last));
		}
		catch (NumberFormatException ex) {
			return Optional.empty();
		}
	}

	public int size() {
		return this.last - this.first + 1;
	}

}
