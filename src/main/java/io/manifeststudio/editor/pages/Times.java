package io.manifeststudio.editor.pages;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * How the pages write times: "2 Dec 2026, 10:04 UTC" for people, ISO-8601 for
 * {@code <time datetime>}.
 */
final class Times {

	private static final DateTimeFormatter HUMAN = DateTimeFormatter
		.ofPattern("d MMM yyyy, HH:mm 'UTC'", Locale.ENGLISH)
		.withZone(ZoneOffset.UTC);

	private Times() {
	}

	static String human(Instant instant) {
		return (instant != null) ? HUMAN.format(instant) : "";
	}

	static String iso(Instant instant) {
		return (instant != null) ? DateTimeFormatter.ISO_INSTANT.format(instant) : "";
	}

}
