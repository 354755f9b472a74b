package io.manifeststudio.review;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.support.GeneratedKeyHolder;
import org.springframework.jdbc.support.KeyHolder;
import org.springframework.stereotype.Repository;

/** The rows of {@code review_comment} (V4__review.sql). */
@Repository
class CommentStore {

	private static final String COLUMNS = "id, manifest_id, revision_number, parent_id, anchor_group, anchor_container, "
			+ "anchor_field, body, blocking, author, created_at, resolved_by, resolved_at";

	private final JdbcTemplate jdbc;

	CommentStore(JdbcTemplate jdbc) {
		this.jdbc = jdbc;
	}

	long insert(long manifestId, int revision, Long parentId, Anchor anchor, String text, boolean blocking,
			String author, Instant at) {
		KeyHolder key = new GeneratedKeyHolder();
		this.jdbc.update((connection) -> {
			PreparedStatement insert = connection.prepareStatement("insert into review_comment (manifest_id, "
					+ "revision_number, parent_id, anchor_group, anchor_container, anchor_field, body, blocking, author, "
					+ "created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", new String[] { "id" });
			insert.setLong(1, manifestId);
			insert.setInt(2, revision);
			if (parentId != null) {
				insert.setLong(3, parentId);
			}
			else {
				insert.setNull(3, Types.BIGINT);
			}
			insert.setString(4, anchor.group());
			insert.setString(5, anchor.container());
			insert.setString(6, anchor.field());
			insert.setString(7, text);
			insert.setBoolean(8, blocking);
			insert.setString(9, author);
			insert.setObject(10, utc(at));
			return insert;
		}, key);
		return key.getKey().longValue();
	}

	Optional<Comment> find(long id) {
		return this.jdbc.query("select " + COLUMNS + " from review_comment where id = ?", CommentStore::comment, id)
			.stream()
			.findFirst();
	}

	/**
	 * Every comment and reply of a revision, threads first in order, replies in order.
	 */
	List<Comment> ofRevision(long manifestId, int revision) {
		return this.jdbc.query("select " + COLUMNS
				+ " from review_comment where manifest_id = ? and revision_number = ?" + " order by id",
				CommentStore::comment, manifestId, revision);
	}

	/** Marks a thread resolved, unless it already is: whether this call resolved it. */
	boolean resolve(long id, String by, Instant at) {
		return this.jdbc.update("update review_comment set resolved_by = ?, resolved_at = ? where id = ? "
				+ "and parent_id is null and resolved_at is null", by, utc(at), id) == 1;
	}

	static OffsetDateTime utc(Instant at) {
		return (at != null) ? at.atOffset(ZoneOffset.UTC) : null;
	}

	static Instant instant(ResultSet row, String column) throws SQLException {
		OffsetDateTime value = row.getObject(column, OffsetDateTime.class);
		return (value != null) ? value.toInstant() : null;
	}

	private static Comment comment(ResultSet row, int number) throws SQLException {
		long parent = row.getLong("parent_id");
		Long parentId = row.wasNull() ? null : parent;
		return new Comment(row.getLong("id"), row.getLong("manifest_id"), row.getInt("revision_number"), parentId,
				new Anchor(row.getString("anchor_group"), row.getString("anchor_container"),
						row.getString("anchor_field")),
				row.getString("body"), row.getBoolean("blocking"), row.getString("author"), instant(row, "created_at"),
				row.getString("resolved_by"), instant(row, "resolved_at"));
	}

}
