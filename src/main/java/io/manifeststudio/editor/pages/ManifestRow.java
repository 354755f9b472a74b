package io.manifeststudio.editor.pages;

import io.manifeststudio.manifest.ManifestSummary;

/**
 * One manifest in the list, linking to its page: its draft version and how many revisions
 * it has.
 */
public record ManifestRow(long id, String name, String format, long draftVersion, int revisions, String updated,
		String updatedIso, String href) {

	static ManifestRow of(ManifestSummary summary) {
		return new ManifestRow(summary.id(), summary.name(), summary.format().label(), summary.draftVersion(),
				summary.latestRevision(), Times.human(summary.updatedAt()), Times.iso(summary.updatedAt()),
				"/manifests/" + summary.id());
	}

}
