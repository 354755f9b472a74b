package io.manifeststudio.review;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The audit log ({@code audit_event}): events are added and read, never edited. Two
 * exceptions keep it from growing without bound: an event that repeats (a refused
 * sign-in, from the same address for the same name) is counted on one row per window
 * instead of a row each ({@link #recordRepeated}), and events older than the retention
 * are deleted ({@link #deleteBefore}, see {@link AuditRetention}). An event written
 * inside a caller's transaction commits or rolls back with what it records.
 */
@Service
public class AuditLog {

	/**
	 * Actions the review writes; other modules may write their own names (at most 40
	 * characters).
	 */
	public static final String COMMENT = "comment";

	public static final String REPLY = "reply";

	public static final String RESOLVE = "resolve";

	public static final String APPROVE = "approve";

	public static final String REQUEST_CHANGES = "request-changes";

	/** An approved revision's chart was exported ({@code ?revision=N&approved=true}). */
	public static final String EXPORT_APPROVED = "export-approved";

	static final int MAX_DETAIL = 4000;

	static final int MAX_REPEAT_KEY = 300;

	private final JdbcTemplate jdbc;

	private final Clock clock;

	@Autowired
	public AuditLog(JdbcTemplate jdbc) {
		this(jdbc, Clock.systemUTC());
	}

	AuditLog(JdbcTemplate jdbc, Clock clock) {
		this.jdbc = jdbc;
		this.clock = clock;
	}

	/** Adds an event now; {@code detail} is cut to {@value #MAX_DETAIL} characters. */
	@Transactional
	public void record(String actor, String action, Long manifestId, Integer revision, String detail) {
		insert(actor, action, manifestId, revision, detail, null, now());
	}

	/**
	 * Counts an event that repeats: when an event of the same {@code repeatKey} (its
	 * first {@value #MAX_REPEAT_KEY} characters) began less than {@code window} ago, its
	 * row counts one more (and when the last one was); otherwise a new row begins, as
	 * {@link #record} writes it. Reads show the count and the last time in the detail:
	 * "refused: Bad credentials from 10.0.0.7 (37 times, the last at
	 * 2026-12-05T21:04:11Z)". Two instances counting the same key at the same moment may
	 * begin a row each.
	 */
	@Transactional
	public void recordRepeated(String actor, String action, String repeatKey, Duration window, String detail) {
		if (repeatKey == null || repeatKey.isEmpty()) {
			throw new IllegalArgumentException("An event that repeats needs a key");
		}
		String key = (repeatKey.length() > MAX_REPEAT_KEY) ? repeatKey.substring(0, MAX_REPEAT_KEY) : repeatKey;
		Instant at = now();
		int counted = this.jdbc.update(
				"update audit_event set repeat_count = repeat_count + 1, last_occurred_at = ? "
						+ "where id = (select max(id) from audit_event where repeat_key = ? and occurred_at >= ?)",
				CommentStore.utc(at), key, CommentStore.utc(at.minus(window)));
		if (counted == 0) {
			insert(actor, action, null, null, detail, key, at);
		}
	}

	/** Deletes the events whose last occurrence is before {@code before}: how many. */
	@Transactional
	public int deleteBefore(Instant before) {
		return this.jdbc.update(
				"delete from audit_event where occurred_at < ? and (last_occurred_at is null or last_occurred_at < ?)",
				CommentStore.utc(before), CommentStore.utc(before));
	}

	private void insert(String actor, String action, Long manifestId, Integer revision, String detail, String repeatKey,
			Instant at) {
		String who = ReviewText.name("actor", actor);
		if (action == null || action.isBlank() || action.length() > 40) {
			throw new IllegalArgumentException("An audit action is a name of 1 to 40 characters, not " + action);
		}
		String what = (detail == null || detail.length() <= MAX_DETAIL) ? detail
				: detail.substring(0, MAX_DETAIL - 1) + "…";
		this.jdbc.update((connection) -> {
			PreparedStatement insert = connection.prepareStatement("insert into audit_event (occurred_at, actor, "
					+ "action, manifest_id, revision_number, detail, repeat_key) values (?, ?, ?, ?, ?, ?, ?)");
			insert.setObject(1, CommentStore.utc(at));
			insert.setString(2, who);
			insert.setString(3, action);
			if (manifestId != null) {
				insert.setLong(4, manifestId);
			}
			else {
				insert.setNull(4, Types.BIGINT);
			}
			if (revision != null) {
				insert.setInt(5, revision);
			}
			else {
				insert.setNull(5, Types.INTEGER);
			}
			insert.setString(6, what);
			insert.setString(7, repeatKey);
			return insert;
		});
	}

	/** The events that match, newest first, from the query's offset on. */
	@Transactional(readOnly = true)
	public List<AuditEvent> find(AuditQuery query) {
		StringBuilder sql = new StringBuilder(
				"select id, occurred_at, actor, action, manifest_id, revision_number, detail, repeat_count, last_occurred_at "
						+ "from audit_event where 1 = 1");
		List<Object> arguments = new ArrayList<>();
		if (query.manifestId() != null) {
			sql.append(" and manifest_id = ?");
			arguments.add(query.manifestId());
		}
		if (query.actor() != null) {
			sql.append(" and actor = ?");
			arguments.add(query.actor());
		}
		if (query.since() != null) {
			// a counted repeat that went on since then is an event since then too
			sql.append(" and (occurred_at >= ? or last_occurred_at >= ?)");
			arguments.add(CommentStore.utc(query.since()));
			arguments.add(CommentStore.utc(query.since()));
		}
		sql.append(" order by occurred_at desc, id desc offset ")
			.append(query.offset())
			.append(" rows fetch first ")
			.append(query.limit())
			.append(" rows only");
		return this.jdbc.query(sql.toString(), AuditLog::event, arguments.toArray());
	}

	private static AuditEvent event(ResultSet row, int number) throws SQLException {
		long manifest = row.getLong("manifest_id");
		Long manifestId = row.wasNull() ? null : manifest;
		int revision = row.getInt("revision_number");
		Integer revisionNumber = row.wasNull() ? null : revision;
		String detail = row.getString("detail");
		int repeats = row.getInt("repeat_count");
		if (repeats > 1) {
			detail = ((detail != null) ? detail + " " : "") + "(" + repeats + " times, the last at "
					+ DateTimeFormatter.ISO_INSTANT.format(CommentStore.instant(row, "last_occurred_at")) + ")";
		}
		return new AuditEvent(row.getLong("id"), CommentStore.instant(row, "occurred_at"), row.getString("actor"),
				row.getString("action"), manifestId, revisionNumber, detail);
	}

	private Instant now() {
		return this.clock.instant().truncatedTo(ChronoUnit.MICROS);
	}

}
