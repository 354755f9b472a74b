package io.manifeststudio.export.repository;

import java.time.Instant;

/**
 * A published chart archive as the repository keeps it (without its bytes): chart name
 * and version (together its file, {@code <name>-<version>.tgz}), the manifest revision
 * and target it was built from, the content hash of that revision, the archive's SHA-256
 * (hex) and its {@code Chart.yaml}, and when it was built.
 */
public record StoredChart(String chartName, String version, long manifestId, int revision, String kubeVersion,
		String secrets, String contentHash, String digest, String chartYaml, Instant createdAt) {

	public String fileName() {
		return this.chartName + "-" + this.version + ".tgz";
	}

}
