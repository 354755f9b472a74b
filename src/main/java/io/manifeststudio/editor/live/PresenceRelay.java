package io.manifeststudio.editor.live;

import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.List;

import javax.sql.DataSource;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.ResultSetExtractor;
import org.springframework.stereotype.Component;

import tools.jackson.databind.json.JsonMapper;

/**
 * Tells the other instances about this one's event streams: on PostgreSQL a
 * {@code NOTIFY} on {@link #CHANNEL}, heard by every instance's
 * {@link PostgresChangeListener}; on the embedded database there is no other instance and
 * nothing is sent. A notice too long for one {@code NOTIFY} is sent as several, each
 * sighting standing on its own.
 */
@Component
class PresenceRelay {

	static final String CHANNEL = "manifest_studio_presence";

	private static final Logger logger = LoggerFactory.getLogger(PresenceRelay.class);

	/** PostgreSQL refuses a payload of 8000 bytes or more. */
	private static final int MAX_PAYLOAD = 7000;

	private final JdbcTemplate jdbc;

	private final JsonMapper json;

	private final boolean postgres;

	PresenceRelay(DataSource dataSource, JsonMapper json) throws SQLException {
		this.jdbc = new JdbcTemplate(dataSource);
		this.json = json;
		this.postgres = ChangeRelay.isPostgres(dataSource);
	}

	/**
	 * Whether there are other instances to tell (PostgreSQL), or this is the only one
	 * (the embedded database).
	 */
	boolean shared() {
		return this.postgres;
	}

	void publish(PresenceNotice notice) {
		if (!this.postgres) {
			return;
		}
		String payload = this.json.writeValueAsString(notice);
		if (payload.getBytes(StandardCharsets.UTF_8).length >= MAX_PAYLOAD && notice.seen().size() > 1) {
			List<PresenceNotice.Sighting> seen = notice.seen();
			int half = seen.size() / 2;
			publish(new PresenceNotice(notice.instance(), seen.subList(0, half), notice.gone(), notice.select(),
					notice.hello()));
			publish(PresenceNotice.seen(notice.instance(), seen.subList(half, seen.size())));
			return;
		}
		try {
			this.jdbc.query("select pg_notify(?, ?)", (ResultSetExtractor<Void>) (rows) -> null, CHANNEL, payload);
		}
		catch (DataAccessException ex) {
			// The next heartbeat says it again; the others' view of this instance is at
			// most one heartbeat late.
			logger.warn("Presence could not be sent to the other instances: {}", ex.toString());
		}
	}

	PresenceNotice read(String payload) {
		return this.json.readValue(payload, PresenceNotice.class);
	}

}
