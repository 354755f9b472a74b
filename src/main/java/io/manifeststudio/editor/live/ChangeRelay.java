package io.manifeststudio.editor.live;

import java.sql.Connection;
import java.sql.SQLException;

import javax.sql.DataSource;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.ResultSetExtractor;
import org.springframework.stereotype.Component;
import org.springframework.transaction.event.TransactionPhase;
import org.springframework.transaction.event.TransactionalEventListener;

import io.manifeststudio.manifest.DraftChangeCommitted;
import io.manifeststudio.manifest.RevisionCommentsChanged;

import tools.jackson.databind.json.JsonMapper;

/**
 * Takes each committed change of a draft, and each comment on its revisions, to the open
 * boards of every instance. On PostgreSQL it is a {@code NOTIFY} on {@link #CHANNEL},
 * sent in the change's own transaction, so PostgreSQL delivers it when (and only if) the
 * change commits, to every instance that listens ({@link PostgresChangeListener}, this
 * one included). On the embedded database there is one instance: the change goes to this
 * instance's streams after the commit.
 */
@Component
class ChangeRelay {

	static final String CHANNEL = "manifest_studio_changes";

	/**
	 * PostgreSQL refuses a payload of 8000 bytes or more; a change's summary is cut to
	 * stay below it.
	 */
	private static final int MAX_PAYLOAD = 7000;

	private final LiveStreams streams;

	private final JdbcTemplate jdbc;

	private final JsonMapper json;

	private final boolean postgres;

	ChangeRelay(LiveStreams streams, DataSource dataSource, JsonMapper json) throws SQLException {
		this.streams = streams;
		this.jdbc = new JdbcTemplate(dataSource);
		this.json = json;
		this.postgres = isPostgres(dataSource);
	}

	static boolean isPostgres(DataSource dataSource) throws SQLException {
		try (Connection connection = dataSource.getConnection()) {
			return "PostgreSQL".equals(connection.getMetaData().getDatabaseProductName());
		}
	}

	@TransactionalEventListener(phase = TransactionPhase.BEFORE_COMMIT)
	void notifyInstances(DraftChangeCommitted change) {
		if (this.postgres) {
			this.jdbc.query("select pg_notify(?, ?)", (ResultSetExtractor<Void>) (rows) -> null, CHANNEL,
					payload(change));
		}
	}

	@TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT)
	void deliverHere(DraftChangeCommitted change) {
		if (!this.postgres) {
			this.streams.deliver(change.manifestId(), event(change));
		}
	}

	@TransactionalEventListener(phase = TransactionPhase.BEFORE_COMMIT)
	void notifyInstances(RevisionCommentsChanged comments) {
		if (this.postgres) {
			this.jdbc.query("select pg_notify(?, ?)", (ResultSetExtractor<Void>) (rows) -> null, CHANNEL,
					this.json.writeValueAsString(new Notice(comments.manifestId(), null, event(comments))));
		}
	}

	@TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT)
	void deliverHere(RevisionCommentsChanged comments) {
		if (!this.postgres) {
			this.streams.deliver(comments.manifestId(), event(comments));
		}
	}

	/**
	 * Hands what a {@code NOTIFY} on {@link #CHANNEL} carried to this instance's streams.
	 */
	void deliverHere(Notice notice) {
		if (notice.change() != null) {
			this.streams.deliver(notice.manifestId(), notice.change());
		}
		if (notice.comments() != null) {
			this.streams.deliver(notice.manifestId(), notice.comments());
		}
	}

	String payload(DraftChangeCommitted change) {
		String payload = this.json.writeValueAsString(new Notice(change.manifestId(), event(change), null));
		if (payload.getBytes(java.nio.charset.StandardCharsets.UTF_8).length < MAX_PAYLOAD) {
			return payload;
		}
		// Pods unknown (the board then refreshes whole), summary cut.
		String summary = change.summary().substring(0, Math.min(change.summary().length(), 500)) + "…";
		return this.json.writeValueAsString(new Notice(change.manifestId(),
				new ChangeEvent(change.version(), change.kind().label(), change.author(), summary, null), null));
	}

	Notice read(String payload) {
		return this.json.readValue(payload, Notice.class);
	}

	private static ChangeEvent event(DraftChangeCommitted change) {
		return new ChangeEvent(change.version(), change.kind().label(), change.author(), change.summary(),
				change.pods());
	}

	private static CommentsEvent event(RevisionCommentsChanged comments) {
		// a comment's text is not in it: the board asks for its comments line, which
		// masks nothing a viewer may not see
		return new CommentsEvent(comments.revision(), comments.author(), comments.summary());
	}

	/** What a {@code NOTIFY} carries: a change of the draft, or comments. */
	record Notice(long manifestId, ChangeEvent change, CommentsEvent comments) {
	}

}
