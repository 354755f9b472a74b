package io.manifeststudio.export.helm;

import io.manifeststudio.export.ExportSettings;

/**
 * What a chart export is for: the export settings shared with the Kubernetes YAML export (target version, image
 * naming, external IPs), the default of {@code sidecars.native}, the provenance of the manifest, and the default
 * of {@code secrets.generate}.
 * <p>
 * The chart is named after the manifest; its version is {@code 0.1.<revision>} and its appVersion the first 12 hex
 * digits of the manifest's content hash, so a chart says which revision it came from.
 */
public record HelmChartOptions(ExportSettings settings, SidecarMode sidecars, ChartProvenance provenance,
		SecretGeneration secrets) {

	public HelmChartOptions {
		settings = (settings != null) ? settings : ExportSettings.defaults();
		sidecars = (sidecars != null) ? sidecars : SidecarMode.AUTO;
		secrets = (secrets != null) ? secrets : SecretGeneration.FISSILE;
	}

	/** Generated secrets made by fissile's secret generator, as fissile's chart had them. */
	public HelmChartOptions(ExportSettings settings, SidecarMode sidecars, ChartProvenance provenance) {
		this(settings, sidecars, provenance, SecretGeneration.FISSILE);
	}

	public String chartName() {
		return HelmNames.chartName(this.provenance.manifestName());
	}

	public String chartVersion() {
		return "0.1." + Math.max(0, this.provenance.revision());
	}

	public String appVersion() {
		String hash = this.provenance.contentHash();
		String hex = hash.startsWith("sha256:") ? hash.substring("sha256:".length()) : hash;
		return hex.substring(0, Math.min(12, hex.length()));
	}

	/** Text naming the source, for comments: {@code manifest "scf" revision 3 (sha256:...)}. */
	String provenanceText() {
		return "manifest \"" + this.provenance.manifestName() + "\" revision " + this.provenance.revision() + " ("
				+ this.provenance.contentHash() + ")";
	}

}
