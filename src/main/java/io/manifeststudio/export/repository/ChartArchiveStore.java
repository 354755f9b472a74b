package io.manifeststudio.export.repository;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

/**
 * The published chart archives ({@code chart_archive}): each is written once and never
 * changed, so that its file answers the same bytes on every request, on every instance.
 */
@Repository
class ChartArchiveStore {

	private static final String COLUMNS = "chart_name, version, manifest_id, revision_number, kube_version, secrets, "
			+ "content_hash, digest, chart_yaml, created_at";

	private final JdbcTemplate jdbc;

	ChartArchiveStore(JdbcTemplate jdbc) {
		this.jdbc = jdbc;
	}

	/** The archive with this name and version, if there is one. */
	Optional<StoredChart> find(String chartName, String version) {
		return this.jdbc
			.query("select " + COLUMNS + " from chart_archive where chart_name = ? and version = ?",
					ChartArchiveStore::chart, chartName, version)
			.stream()
			.findFirst();
	}

	/** The bytes of the archive with this name and version. */
	Optional<byte[]> bytes(String chartName, String version) {
		List<byte[]> found = this.jdbc.query("select archive from chart_archive where chart_name = ? and version = ?",
				(row, number) -> row.getBytes(1), chartName, version);
		return found.stream().findFirst();
	}

	/**
	 * Keeps a new archive. When another request kept one under the same name and version
	 * first, that one stays and is answered (it is the one every client gets).
	 */
	StoredChart keep(StoredChart chart, byte[] archive) {
		try {
			this.jdbc.update(
					"insert into chart_archive (" + COLUMNS + ", archive) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
					chart.chartName(), chart.version(), chart.manifestId(), chart.revision(), chart.kubeVersion(),
					chart.secrets(), chart.contentHash(), chart.digest(), chart.chartYaml(),
					chart.createdAt().atOffset(ZoneOffset.UTC), archive);
			return chart;
		}
		catch (DuplicateKeyException kept) {
			return find(chart.chartName(), chart.version()).orElseThrow(() -> kept);
		}
	}

	/**
	 * Which manifest each chart name was first published for (a name, once used, stays
	 * that manifest's).
	 */
	Map<String, Long> owners() {
		Map<String, Long> owners = new HashMap<>();
		this.jdbc.query("select chart_name, min(manifest_id) from chart_archive group by chart_name",
				(ResultSet row) -> {
					owners.put(row.getString(1), row.getLong(2));
				});
		return owners;
	}

	private static StoredChart chart(ResultSet row, int number) throws SQLException {
		OffsetDateTime created = row.getObject("created_at", OffsetDateTime.class);
		Instant at = (created != null) ? created.toInstant() : Instant.EPOCH;
		return new StoredChart(row.getString("chart_name"), row.getString("version"), row.getLong("manifest_id"),
				row.getInt("revision_number"), row.getString("kube_version"), row.getString("secrets"),
				row.getString("content_hash"), row.getString("digest"), row.getString("chart_yaml"), at);
	}

}
