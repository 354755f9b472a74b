package io.manifeststudio.export.helm;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.ImageTags;

/**
 * What a chart export is for: the export settings shared with the Kubernetes YAML export
 * (target version, image naming, external IPs), the default of {@code sidecars.native},
 * the provenance of the manifest, and the default of {@code secrets.generate}.
 * <p>
 * The chart is named after the manifest; its version is {@code 0.1.<revision>} for a
 * revision (and a draft without unsaved changes, which is its latest revision), and
 * {@code 0.1.0+<first 12 hex digits of the content hash>} for content that is no revision
 * (a draft with unsaved changes, a posted manifest, the command line), so that two
 * contents never share a version; its appVersion is the same 12 hex digits, so a chart
 * says which content it came from. Images named with fissile's derived tags add the tags'
 * fingerprint to the version's build metadata ({@link #chartVersion(ImageTags)}).
 */
public record HelmChartOptions(ExportSettings settings, SidecarMode sidecars, ChartProvenance provenance,
		SecretGeneration secrets) {

	public HelmChartOptions {
		settings = (settings != null) ? settings : ExportSettings.defaults();
		sidecars = (sidecars != null) ? sidecars : SidecarMode.AUTO;
		secrets = (secrets != null) ? secrets : SecretGeneration.FISSILE;
	}

	/**
	 * Generated secrets made by fissile's secret generator, as fissile's chart had them.
	 */
	public HelmChartOptions(ExportSettings settings, SidecarMode sidecars, ChartProvenance provenance) {
		this(settings, sidecars, provenance, SecretGeneration.FISSILE);
	}

	public String chartName() {
		return HelmNames.chartName(this.provenance.manifestName());
	}

	/**
	 * {@code 0.1.<revision>}, or for content that is no revision
	 * {@code 0.1.0+<content hash prefix>} (SemVer build metadata, which Helm accepts in a
	 * chart version; fissile's {@code helm.sh/chart} label already wrote the {@code +} as
	 * {@code _}).
	 */
	public String chartVersion() {
		int revision = Math.max(0, this.provenance.revision());
		return (revision > 0) ? "0.1." + revision : "0.1.0+" + appVersion();
	}

	/**
	 * {@link #chartVersion()} for a chart whose images are named by {@code tags}: when
	 * any tag is fissile's derived one, the tags' {@linkplain ImageTags#fingerprint()
	 * fingerprint} is added to the build metadata ({@code 0.1.3+<tags>},
	 * {@code 0.1.0+<content>-<tags>}), so that tag inputs that change an image (stored
	 * with the chart settings, or given with a posted manifest) change the version too.
	 * (A dash, not a dot: the {@code helm.sh/chart} label, cut to 63 characters, drops a
	 * trailing dash and would keep a trailing dot, which no label value may end with.)
	 */
	public String chartVersion(ImageTags tags) {
		String version = chartVersion();
		return tags.fingerprint()
			.map((fingerprint) -> version + (version.contains("+") ? "-" : "+") + fingerprint)
			.orElse(version);
	}

	public String appVersion() {
		String hash = this.provenance.contentHash();
		String hex = hash.startsWith("sha256:") ? hash.substring("sha256:".length()) : hash;
		return hex.substring(0, Math.min(12, hex.length()));
	}

	/**
	 * Text naming the source, for comments:
	 * {@code manifest "scf" revision 3 (sha256:...)}.
	 */
	String provenanceText() {
		return "manifest \"" + this.provenance.manifestName() + "\" revision " + this.provenance.revision() + " ("
				+ this.provenance.contentHash() + ")";
	}

}
