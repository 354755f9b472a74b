package io.manifeststudio.editor.live;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;

import javax.sql.DataSource;

import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.context.SmartLifecycle;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Component;

/**
 * On PostgreSQL, listens on {@link ChangeRelay#CHANNEL} and {@link PresenceRelay#CHANNEL}
 * on a connection of its own (not one of the pool: it is held for as long as the
 * application runs) and hands each change, comment and other instance's presence notice
 * to this instance's streams. When the connection breaks it connects again after a
 * second; the boards that missed a change meanwhile catch up when they next hear one.
 */
@Component
class PostgresChangeListener implements SmartLifecycle {

	private static final Logger logger = LoggerFactory.getLogger(PostgresChangeListener.class);

	private final LiveStreams streams;

	private final ChangeRelay relay;

	private final PresenceRelay presence;

	private final Environment environment;

	private final boolean postgres;

	private volatile boolean running;

	private volatile Thread thread;

	private volatile boolean listening;

	PostgresChangeListener(LiveStreams streams, ChangeRelay relay, PresenceRelay presence, DataSource dataSource,
			Environment environment) throws SQLException {
		this.streams = streams;
		this.relay = relay;
		this.presence = presence;
		this.environment = environment;
		this.postgres = ChangeRelay.isPostgres(dataSource);
	}

	@Override
	public void start() {
		if (!this.postgres) {
			return;
		}
		this.running = true;
		this.thread = new Thread(this::listen, "live-changes-listener");
		this.thread.setDaemon(true);
		this.thread.start();
		long deadline = System.currentTimeMillis() + 5000;
		while (!this.listening && System.currentTimeMillis() < deadline) {
			Thread.onSpinWait();
			try {
				Thread.sleep(10);
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				return;
			}
		}
	}

	@Override
	public void stop() {
		this.running = false;
		Thread listener = this.thread;
		if (listener != null) {
			listener.interrupt();
		}
	}

	@Override
	public boolean isRunning() {
		return this.running;
	}

	/**
	 * Whether this instance listens now (for tests and the health of the live boards).
	 */
	boolean isListening() {
		return this.listening;
	}

	private void listen() {
		while (this.running) {
			try (Connection connection = connect(); Statement statement = connection.createStatement()) {
				statement.execute("LISTEN " + ChangeRelay.CHANNEL);
				statement.execute("LISTEN " + PresenceRelay.CHANNEL);
				PGConnection pg = connection.unwrap(PGConnection.class);
				this.listening = true;
				this.streams.listening();
				while (this.running) {
					PGNotification[] notifications = pg.getNotifications(500);
					if (notifications == null) {
						continue;
					}
					for (PGNotification notification : notifications) {
						if (PresenceRelay.CHANNEL.equals(notification.getName())) {
							hear(notification.getParameter());
						}
						else {
							deliver(notification.getParameter());
						}
					}
				}
			}
			catch (SQLException | RuntimeException ex) {
				this.listening = false;
				if (this.running) {
					logger.warn("Listening for changes on PostgreSQL failed; connecting again in 1 s: {}",
							ex.toString());
					try {
						Thread.sleep(1000);
					}
					catch (InterruptedException interrupted) {
						return;
					}
				}
			}
		}
		this.listening = false;
	}

	private void deliver(String payload) {
		try {
			this.relay.deliverHere(this.relay.read(payload));
		}
		catch (RuntimeException ex) {
			logger.warn("A change notification could not be read: {}", ex.toString());
		}
	}

	private void hear(String payload) {
		try {
			this.streams.heard(this.presence.read(payload));
		}
		catch (RuntimeException ex) {
			logger.warn("A presence notification could not be read: {}", ex.toString());
		}
	}

	private Connection connect() throws SQLException {
		Properties properties = new Properties();
		properties.setProperty("user", this.environment.getProperty("spring.datasource.username", ""));
		properties.setProperty("password", this.environment.getProperty("spring.datasource.password", ""));
		properties.setProperty("ApplicationName", "manifest-studio live changes");
		return DriverManager.getConnection(this.environment.getRequiredProperty("spring.datasource.url"), properties);
	}

}
