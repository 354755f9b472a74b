package io.manifeststudio.manifest.web;

import io.manifeststudio.manifest.ManifestSummary;

/** One manifest in the list, linking to its page. */
public record ManifestRow(long id, String name, String format, long draftVersion, String updated, String updatedIso,
		String href) {

	static ManifestRow of(ManifestSummary summary) {
		return new ManifestRow(summary.id(), summary.name(), summary.format().label(), summary.draftVersion(),
				Times.human(summary.updatedAt()), Times.iso(summary.updatedAt()), "/manifests/" + summary.id());
	}

}
