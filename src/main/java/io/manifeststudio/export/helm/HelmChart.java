package io.manifeststudio.export.helm;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A generated Helm chart: its name and its files (path inside the chart to text, in
 * archive order). {@link #tgz()} packs it as Helm's {@code <name>-<version>.tgz} does,
 * every entry under {@code <name>/}.
 */
public record HelmChart(String name, String version, Map<String, String> files) {

	public HelmChart {
		files = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(files));
	}

	/** The gzip-compressed tar archive of the chart. */
	public byte[] tgz() {
		Map<String, byte[]> bytes = new LinkedHashMap<>();
		this.files.forEach((path, text) -> bytes.put(path, text.getBytes(StandardCharsets.UTF_8)));
		return ChartArchive.tgz(this.name, bytes);
	}

	/** The archive's file name: {@code <name>-<version>.tgz}. */
	public String fileName() {
		return this.name + "-" + this.version + ".tgz";
	}

}
