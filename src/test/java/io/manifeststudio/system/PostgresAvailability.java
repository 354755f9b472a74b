package io.manifeststudio.system;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;

import org.junit.jupiter.api.Assumptions;

/**
 * Whether the tests that need the real PostgreSQL may run: they are skipped (with the
 * reason) only when PostgreSQL cannot be reached and the environment variable {@code CI}
 * is not {@code true}. In CI they always run, so a missing database fails the build
 * instead of hiding.
 */
public final class PostgresAvailability {

	private PostgresAvailability() {
	}

	/** For {@code @EnabledIf}: true in CI, otherwise true when PostgreSQL answers. */
	public static boolean shouldRun() {
		return "true".equalsIgnoreCase(System.getenv("CI")) || reachable(address());
	}

	public static void assumeReachableUnlessCi() {
		if ("true".equalsIgnoreCase(System.getenv("CI"))) {
			return;
		}
		InetSocketAddress address = address();
		Assumptions.assumeTrue(reachable(address), "PostgreSQL is not reachable at " + address
				+ " and CI is not true: start it (bash .ci/run does) to run the PostgreSQL tests");
	}

	public static InetSocketAddress address() {
		String url = System.getenv("POSTGRES_URL");
		if (url != null && url.startsWith("jdbc:postgresql://")) {
			URI uri = URI.create(url.substring("jdbc:".length()));
			return new InetSocketAddress((uri.getHost() != null) ? uri.getHost() : "localhost",
					(uri.getPort() > 0) ? uri.getPort() : 5432);
		}
		return new InetSocketAddress("localhost", 5432);
	}

	/**
	 * The database the PostgreSQL tests use: the one {@code POSTGRES_URL} names,
	 * {@code manifeststudio} by default, with the suffix of this test JVM when Maven runs
	 * several side by side ({@code manifeststudio.test.database-suffix} in
	 * {@code pom.xml}, e.g. {@code manifeststudio_fork2}), as the tests' own
	 * {@code config/application-postgres.properties} does for the application contexts.
	 */
	public static String database() {
		return baseDatabase() + System.getProperty("manifeststudio.test.database-suffix", "");
	}

	private static String baseDatabase() {
		String url = System.getenv("POSTGRES_URL");
		if (url != null && url.startsWith("jdbc:postgresql://")) {
			String path = URI.create(url.substring("jdbc:".length())).getPath();
			if (path != null && path.length() > 1) {
				return path.substring(1);
			}
		}
		return "manifeststudio";
	}

	static boolean reachable(InetSocketAddress address) {
		try (Socket socket = new Socket()) {
			socket.connect(address, 500);
			return true;
		}
		catch (IOException ex) {
			return false;
		}
	}

}
