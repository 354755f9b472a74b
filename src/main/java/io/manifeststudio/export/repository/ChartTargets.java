package io.manifeststudio.export.repository;

import java.time.Clock;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;

import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.helm.SecretGeneration;

/**
 * What each manifest's published charts are built for ({@code chart_repository_setting}):
 * a manifest page setting, {@link ChartTarget#DEFAULT} until someone changes it. A change
 * publishes the approved revisions under new versions; the archives built before stay as
 * they are.
 */
@Service
public class ChartTargets {

	private final JdbcTemplate jdbc;

	private final Clock clock;

	@Autowired
	public ChartTargets(JdbcTemplate jdbc) {
		this(jdbc, Clock.systemUTC());
	}

	ChartTargets(JdbcTemplate jdbc, Clock clock) {
		this.jdbc = jdbc;
		this.clock = clock;
	}

	/**
	 * The target of the manifest's published charts: its setting, else Kubernetes 1.33
	 * and fissile's generator.
	 */
	public ChartTarget of(long manifestId) {
		return this.jdbc
			.query("select kube_version, secrets from chart_repository_setting where manifest_id = ?",
					(row, number) -> new ChartTarget(KubeVersion.parse(row.getString(1)),
							SecretGeneration.parse(row.getString(2))),
					manifestId)
			.stream()
			.findFirst()
			.orElse(ChartTarget.DEFAULT);
	}

	/**
	 * Stores the manifest's target.
	 * @throws org.springframework.dao.DataIntegrityViolationException when there is no
	 * such manifest
	 */
	public ChartTarget set(long manifestId, ChartTarget target, String who) {
		Object[] values = { target.kubeVersion().toString(), target.secrets().value(), who,
				this.clock.instant().truncatedTo(ChronoUnit.MICROS).atOffset(ZoneOffset.UTC), manifestId };
		String update = "update chart_repository_setting set kube_version = ?, secrets = ?, updated_by = ?, "
				+ "updated_at = ? where manifest_id = ?";
		if (this.jdbc.update(update, values) == 0) {
			try {
				this.jdbc.update("insert into chart_repository_setting (kube_version, secrets, updated_by, updated_at, "
						+ "manifest_id) values (?, ?, ?, ?, ?)", values);
			}
			catch (DuplicateKeyException meanwhile) {
				this.jdbc.update(update, values);
			}
		}
		return target;
	}

}
