package io.manifeststudio.review.web;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.Map;

import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.review.AuditQuery;

/**
 * The filters of the audit log as a request gives them, each text as typed ({@code null}
 * or blank: not given): {@code manifest} (a manifest id), {@code user} (who acted),
 * {@code since} (an instant, {@code 2026-12-03T10:00:00Z}; a date and time without zone
 * or a date, {@code 2026-12-03T10:00} and {@code 2026-12-03}, are UTC), {@code limit} and
 * {@code offset} (the page). {@link #problems} says what is wrong with each, by parameter
 * name.
 */
public record AuditFilter(String manifest, String user, String since, String limit, String offset) {

	static final int MAX_USER = 100;

	/** The query, or a 400 naming the first bad parameter. */
	AuditQuery query(int defaultLimit, int maxLimit) {
		Map<String, String> problems = problems(maxLimit);
		if (!problems.isEmpty()) {
			Map.Entry<String, String> first = problems.entrySet().iterator().next();
			throw new InvalidManifestRequestException(first.getKey(), first.getValue());
		}
		return new AuditQuery(manifestId(), blankToNull(this.user), sinceInstant(),
				isBlank(this.limit) ? defaultLimit : Integer.parseInt(this.limit.strip()),
				isBlank(this.offset) ? 0 : Long.parseLong(this.offset.strip()));
	}

	/**
	 * What is wrong, by parameter, in the order of the form; empty when the filter can be
	 * used.
	 */
	Map<String, String> problems(int maxLimit) {
		Map<String, String> problems = new LinkedHashMap<>();
		if (!isBlank(this.manifest) && positive(this.manifest) == null) {
			problems.put("manifest",
					"manifest is a manifest id (a positive whole number), not '" + cut(this.manifest) + "'");
		}
		if (!isBlank(this.user)
				&& (this.user.strip().length() > MAX_USER || this.user.chars().anyMatch(Character::isISOControl))) {
			problems.put("user", "user is a user name of at most " + MAX_USER + " characters");
		}
		if (!isBlank(this.since) && parseSince(this.since) == null) {
			problems.put("since", "since is a date (2026-12-03), a UTC date and time (2026-12-03T10:00) or an "
					+ "instant (2026-12-03T10:00:00Z), not '" + cut(this.since) + "'");
		}
		if (!isBlank(this.limit)) {
			Long parsed = positive(this.limit);
			if (parsed == null || parsed > maxLimit) {
				problems.put("limit",
						"limit is a whole number from 1 to " + maxLimit + ", not '" + cut(this.limit) + "'");
			}
		}
		if (!isBlank(this.offset) && !"0".equals(this.offset.strip()) && positive(this.offset) == null) {
			problems.put("offset", "offset is a whole number from 0 on, not '" + cut(this.offset) + "'");
		}
		return problems;
	}

	private Long manifestId() {
		return isBlank(this.manifest) ? null : positive(this.manifest);
	}

	private Instant sinceInstant() {
		return isBlank(this.since) ? null : parseSince(this.since);
	}

	static Instant parseSince(String text) {
		String value = text.strip();
		try {
			return Instant.parse(value);
		}
		catch (DateTimeException ex) {
			// not an instant in UTC
		}
		try {
			return OffsetDateTime.parse(value).toInstant();
		}
		catch (DateTimeException ex) {
			// no offset
		}
		try {
			return LocalDateTime.parse(value).toInstant(ZoneOffset.UTC);
		}
		catch (DateTimeException ex) {
			// no time
		}
		try {
			return LocalDate.parse(value).atStartOfDay().toInstant(ZoneOffset.UTC);
		}
		catch (DateTimeException ex) {
			return null;
		}
	}

	private static Long positive(String text) {
		String value = text.strip();
		if (!value.matches("[0-9]{1,18}")) {
			return null;
		}
		long parsed = Long.parseLong(value);
		return (parsed > 0) ? parsed : null;
	}

	private static boolean isBlank(String text) {
		return text == null || text.isBlank();
	}

	private static String blankToNull(String text) {
		return isBlank(text) ? null : text.strip();
	}

	/** A bad value as the message repeats it: at most 40 characters. */
	private static String cut(String text) {
		String value = text.strip();
		return (value.length() > 40) ? value.substring(0, 39) + "…" : value;
	}

}
