package io.manifeststudio.benchmark.load;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;

import io.manifeststudio.manifest.yaml.ManifestText;

/**
 * Fills a PostgreSQL database, whose schema the app's Flyway migrations made, with many
 * small manifests and their revisions for the list benchmark: {@code manifests} manifests
 * named {@code bench-<component>-<number>} (a small real role manifest each, varied by
 * name), each with its draft and {@code revisionsEach} revisions. Rows go in with
 * PostgreSQL's {@code COPY}, so half a million revisions take seconds rather than
 * minutes. The seed is kept between runs: when the database already holds exactly these
 * counts it is used as it is; otherwise the bench manifests (and, by the foreign keys,
 * their drafts and revisions) are deleted and written again. Nothing else in the database
 * is touched.
 */
final class ListSeed {

	/**
	 * The words in the names, so that a search can match one manifest, a tenth of them,
	 * or none.
	 */
	static final List<String> COMPONENTS = List.of("api", "router", "uaa", "diego-cell", "doppler", "nats", "adapter",
			"database", "blobstore", "tcp-router");

	private static final String CREATED_AT = "2026-01-01T00:00:00Z";

	private static final int BATCH = 2000;

	private final String url;

	private final String user;

	private final String password;

	ListSeed(String url, String user, String password) {
		this.url = url;
		this.user = user;
		this.password = password;
	}

	static String name(int number) {
		return String.format("bench-%s-%05d", COMPONENTS.get(number % COMPONENTS.size()), number);
	}

	static String manifest(String name, int revision) {
		String text = """
				instance_groups:
				- name: %s
				  jobs:
				  - name: %s
				    release: bench
				  run:
				    scaling:
				      min: 1
				      max: 3
				    memory: 256
				    exposed_ports:
				    - name: http
				      protocol: TCP
				      internal: 8080
				""".formatted(name, name.replaceAll("-\\d+$", ""));
		return (revision > 0) ? text + "# revision " + revision + "\n" : text;
	}

	/**
	 * Seeds unless the counts are already there; the seconds it took (0 when it reused
	 * the seed).
	 */
	double seed(int manifests, int revisionsEach) throws SQLException, IOException {
		try (Connection connection = DriverManager.getConnection(this.url, this.user, this.password)) {
			long haveManifests = count(connection, "select count(*) from manifest where name like 'bench-%'");
			long haveRevisions = count(connection, "select count(*) from manifest_revision r join manifest m "
					+ "on m.id = r.manifest_id where m.name like 'bench-%'");
			if (haveManifests == manifests && haveRevisions == (long) manifests * revisionsEach) {
				System.out.printf("Seed: %d manifests and %d revisions already there%n", haveManifests, haveRevisions);
				return 0;
			}
			long start = System.nanoTime();
			connection.setAutoCommit(false);
			try (Statement statement = connection.createStatement()) {
				statement.executeUpdate("delete from manifest where name like 'bench-%'");
			}
			CopyRows manifestRows = new CopyRows(connection,
					"copy manifest (name, created_by, created_at, latest_revision) from stdin with (format csv)");
			for (int i = 0; i < manifests; i++) {
				manifestRows.row(name(i), "bench", CREATED_AT, String.valueOf(revisionsEach));
			}
			manifestRows.end();
			List<long[]> ids = new ArrayList<>();
			try (Statement statement = connection.createStatement();
					ResultSet rows = statement
						.executeQuery("select id, cast(substring(name from '[0-9]+$') as integer) from manifest "
								+ "where name like 'bench-%'")) {
				while (rows.next()) {
					ids.add(new long[] { rows.getLong(1), rows.getInt(2) });
				}
			}
			// One COPY at a time on a connection: first the drafts, then the revisions.
			CopyRows drafts = new CopyRows(connection, "copy manifest_draft (manifest_id, content, content_hash, "
					+ "format_era, version, saved_as_revision, updated_by, updated_at) from stdin with (format csv)");
			for (long[] id : ids) {
				String latest = manifest(name((int) id[1]), revisionsEach);
				drafts.row(String.valueOf(id[0]), latest, ManifestText.sha256(latest), "V2_INSTANCE_GROUPS", "1",
						String.valueOf(revisionsEach), "bench", CREATED_AT);
			}
			drafts.end();
			CopyRows revisions = new CopyRows(connection, "copy manifest_revision (manifest_id, number, content, "
					+ "content_hash, format_era, author, message, created_at, draft_version) from stdin with (format csv)");
			for (long[] id : ids) {
				String name = name((int) id[1]);
				for (int number = 1; number <= revisionsEach; number++) {
					String content = manifest(name, number);
					revisions.row(String.valueOf(id[0]), String.valueOf(number), content, ManifestText.sha256(content),
							"V2_INSTANCE_GROUPS", "bench", "Revision " + number + " of " + name, CREATED_AT, "1");
				}
			}
			revisions.end();
			connection.commit();
			connection.setAutoCommit(true);
			try (Statement statement = connection.createStatement()) {
				statement.execute("analyze manifest");
				statement.execute("analyze manifest_draft");
				statement.execute("analyze manifest_revision");
			}
			double seconds = (System.nanoTime() - start) / 1e9;
			System.out.printf("Seed: %d manifests and %d revisions written in %.1f s%n", ids.size(),
					(long) ids.size() * revisionsEach, seconds);
			return seconds;
		}
	}

	private static long count(Connection connection, String sql) throws SQLException {
		try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery(sql)) {
			rows.next();
			return rows.getLong(1);
		}
	}

	/** Rows for one {@code COPY ... FROM STDIN (FORMAT csv)}, sent in batches. */
	private static final class CopyRows {

		private final CopyIn copy;

		private final StringBuilder batch = new StringBuilder();

		private int rows;

		CopyRows(Connection connection, String sql) throws SQLException {
			this.copy = connection.unwrap(PGConnection.class).getCopyAPI().copyIn(sql);
		}

		void row(String... fields) throws SQLException {
			for (int i = 0; i < fields.length; i++) {
				if (i > 0) {
					this.batch.append(',');
				}
				this.batch.append('"').append(fields[i].replace("\"", "\"\"")).append('"');
			}
			this.batch.append('\n');
			if (++this.rows % BATCH == 0) {
				flush();
			}
		}

		void end() throws SQLException {
			flush();
			this.copy.endCopy();
		}

		private void flush() throws SQLException {
			byte[] bytes = this.batch.toString().getBytes(StandardCharsets.UTF_8);
			this.copy.writeToCopy(bytes, 0, bytes.length);
			this.batch.setLength(0);
		}

	}

}
