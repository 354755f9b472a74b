package io.manifeststudio.benchmark.load;

import java.net.URI;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The dedicated PostgreSQL database of a benchmark: used when it exists, created when the
 * user may create databases, and otherwise a clear message saying how to create it (the
 * benchmark never fills a database it was not given).
 */
final class BenchDatabase {

	private BenchDatabase() {
	}

	static void ensureExists(String url, String user, String password) throws SQLException {
		try (Connection connection = DriverManager.getConnection(url, user, password)) {
			return;
		}
		catch (SQLException ex) {
			if (!"3D000".equals(ex.getSQLState())) {
				throw ex;
			}
		}
		URI uri = URI.create(url.substring("jdbc:".length()));
		String name = uri.getPath().substring(1);
		if (!name.matches("[a-z_][a-z0-9_]*")) {
			throw new IllegalArgumentException("Database name " + name + ": use lower-case letters, digits and _");
		}
		String server = "jdbc:postgresql://" + uri.getHost() + ((uri.getPort() > 0) ? ":" + uri.getPort() : "")
				+ "/postgres";
		try (Connection connection = DriverManager.getConnection(server, user, password);
				Statement statement = connection.createStatement()) {
			statement.execute("create database " + name);
			System.out.println("Created the database " + name);
		}
		catch (SQLException ex) {
			throw new IllegalStateException(
					"The database " + name + " does not exist and " + user + " may not create it (" + ex.getMessage()
							+ "). Create it once, for example: " + "sudo -u postgres createdb -O " + user + " " + name,
					ex);
		}
	}

	/**
	 * Gives the benchmark database's {@code admin} this run's password. The app makes
	 * {@code admin} with the password of the run that first started it; a database kept
	 * for later runs would refuse the next run's password.
	 */
	static void adminPassword(String url, String user, String password, String adminPassword) throws SQLException {
		String hash = org.springframework.security.crypto.factory.PasswordEncoderFactories
			.createDelegatingPasswordEncoder()
			.encode(adminPassword);
		try (Connection connection = DriverManager.getConnection(url, user, password);
				PreparedStatement update = connection
					.prepareStatement("update account set password_hash = ? where username = 'admin'")) {
			update.setString(1, hash);
			update.executeUpdate();
		}
	}

}
