package io.manifeststudio.export.repository;

import java.util.Optional;

/**
 * A file name of the chart repository, {@code <name>-<version>.tgz}: the name is all
 * before the last {@code -} (chart names have dashes, the repository's versions have
 * none).
 */
record ChartFile(String chartName, String version) {

	static Optional<ChartFile> parse(String fileName) {
		if (fileName == null || !fileName.endsWith(".tgz")) {
			return Optional.empty();
		}
		String stem = fileName.substring(0, fileName.length() - ".tgz".length());
		int dash = stem.lastIndexOf('-');
		if (dash <= 0 || dash == stem.length() - 1) {
			return Optional.empty();
		}
		return Optional.of(new ChartFile(stem.substring(0, dash), stem.substring(dash + 1)));
	}

}
