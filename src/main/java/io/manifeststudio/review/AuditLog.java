package io.manifeststudio.review;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The append-only audit log ({@code audit_event}): events are added and read, never changed or removed (this class has
 * no way to). An event written inside a caller's transaction commits or rolls back with what it records.
 */
@Service
public class AuditLog {

	/** Actions the review writes; other modules may write their own names (at most 40 characters). */
	public static final String COMMENT = "comment";

	public static final String REPLY = "reply";

	public static final String RESOLVE = "resolve";

	public static final String APPROVE = "approve";

	public static final String REQUEST_CHANGES = "request-changes";

	/** An approved revision's chart was exported ({@code ?revision=N&approved=true}). */
	public static final String EXPORT_APPROVED = "export-approved";

	static final int MAX_DETAIL = 4000;

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
		String who = ReviewText.name("actor", actor);
		if (action == null || action.isBlank() || action.length() > 40) {
			throw new IllegalArgumentException("An audit action is a name of 1 to 40 characters, not " + action);
		}
		String what = (detail == null || detail.length() <= MAX_DETAIL) ? detail
				: detail.substring(0, MAX_DETAIL - 1) + "…";
		Instant at = now();
		this.jdbc.update((connection) -> {
			PreparedStatement insert = connection.prepareStatement("insert into audit_event (occurred_at, actor, "
					+ "action, manifest_id, revision_number, detail) values (?, ?, ?, ?, ?, ?)");
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
			return insert;
		});
	}

	/** The events that match, newest first, from the query's offset on. */
	@Transactional(readOnly = true)
	public List<AuditEvent> find(AuditQuery query) {
		StringBuilder sql = new StringBuilder(
				"select id, occurred_at, actor, action, manifest_id, revision_number, detail from audit_event where 1 = 1");
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
			sql.append(" and occurred_at >= ?");
			arguments.add(CommentStore.utc(query.since()));
		}
		sql.append(" order by occurred_at desc, id desc offset ").append(query.offset())
			.append(" rows fetch first ").append(query.limit()).append(" rows only");
		return this.jdbc.query(sql.toString(), AuditLog::event, arguments.toArray());
	}

	private static AuditEvent event(ResultSet row, int number) throws SQLException {
		long manifest = row.getLong("manifest_id");
		Long manifestId = row.wasNull() ? null : manifest;
		int revision = row.getInt("revision_number");
		Integer revisionNumber = row.wasNull() ? null : revision;
		return new AuditEvent(row.getLong("id"), CommentStore.instant(row, "occurred_at"), row.getString("actor"),
				row.getString("action"), manifestId, revisionNumber, row.getString("detail"));
	}

	private Instant now() {
		return this.clock.instant().truncatedTo(ChronoUnit.MICROS);
	}

}
