package io.manifeststudio.export.repository;

import java.time.Clock;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import io.manifeststudio.export.ImageTagInputs;

/**
 * What fissile hashed into a manifest's image tags besides the manifest and its releases
 * ({@link ImageTagInputs}), stored with its chart settings
 * ({@code chart_repository_setting}, {@code chart_image_script}): the exports of its
 * draft derive the tags from them.
 */
@Service
public class ImageTagSettings {

	private final JdbcTemplate jdbc;

	private final Clock clock = Clock.systemUTC();

	public ImageTagSettings(JdbcTemplate jdbc) {
		this.jdbc = jdbc;
	}

	/** The manifest's inputs: {@link ImageTagInputs#NONE} until someone gives them. */
	@Transactional(readOnly = true)
	public ImageTagInputs of(long manifestId) {
		Map<String, byte[]> scripts = new LinkedHashMap<>();
		this.jdbc.query("select name, content_base64 from chart_image_script where manifest_id = ? order by name",
				(row) -> {
					scripts.put(row.getString(1), Base64.getDecoder().decode(row.getString(2)));
				}, manifestId);
		return this.jdbc
			.query("select fissile_version, tag_extra, light_opinions, dark_opinions from chart_repository_setting "
					+ "where manifest_id = ?",
					(row, number) -> new ImageTagInputs(row.getString(1), row.getString(2), row.getString(3),
							row.getString(4), scripts),
					manifestId)
			.stream()
			.findFirst()
			.orElse(ImageTagInputs.NONE.withScripts(scripts));
	}

	/**
	 * Stores the fissile version, {@code --tag-extra} and, when not {@code null}, the
	 * opinions files' text (an opinions file stays as stored when none is given;
	 * {@code clearOpinions} removes both).
	 */
	@Transactional
	public void set(long manifestId, String fissileVersion, String tagExtra, String lightOpinions, String darkOpinions,
			boolean clearOpinions, String who) {
		ImageTagInputs now = of(manifestId);
		String light = clearOpinions ? null : (lightOpinions != null) ? lightOpinions : now.lightOpinions();
		String dark = clearOpinions ? null : (darkOpinions != null) ? darkOpinions : now.darkOpinions();
		ChartTarget target = ChartTarget.DEFAULT;
		Object[] values = { blankToNull(fissileVersion), (tagExtra != null) ? tagExtra : "", light, dark, who,
				this.clock.instant().truncatedTo(ChronoUnit.MICROS).atOffset(ZoneOffset.UTC), manifestId };
		String update = "update chart_repository_setting set fissile_version = ?, tag_extra = ?, light_opinions = ?, "
				+ "dark_opinions = ?, updated_by = ?, updated_at = ? where manifest_id = ?";
		if (this.jdbc.update(update, values) == 0) {
			try {
				this.jdbc.update(
						"insert into chart_repository_setting (fissile_version, tag_extra, light_opinions, "
								+ "dark_opinions, updated_by, updated_at, manifest_id, kube_version, secrets) "
								+ "values (?, ?, ?, ?, ?, ?, ?, ?, ?)",
						values[0], values[1], values[2], values[3], values[4], values[5], values[6],
						target.kubeVersion().toString(), target.secrets().value());
			}
			catch (DuplicateKeyException meanwhile) {
				this.jdbc.update(update, values);
			}
		}
	}

	/**
	 * Stores the contents of a script the manifest names (replacing what was stored under
	 * that name).
	 */
	@Transactional
	public void putScript(long manifestId, String name, byte[] contents, String who) {
		this.jdbc.update("delete from chart_image_script where manifest_id = ? and name = ?", manifestId, name);
		this.jdbc.update(
				"insert into chart_image_script (manifest_id, name, content_base64, updated_by, updated_at) "
						+ "values (?, ?, ?, ?, ?)",
				manifestId, name, Base64.getEncoder().encodeToString(contents), who,
				this.clock.instant().truncatedTo(ChronoUnit.MICROS).atOffset(ZoneOffset.UTC));
	}

	@Transactional
	public void removeScript(long manifestId, String name) {
		this.jdbc.update("delete from chart_image_script where manifest_id = ? and name = ?", manifestId, name);
	}

	private static String blankToNull(String text) {
		return (text == null || text.isBlank()) ? null : text.trim();
	}

}
