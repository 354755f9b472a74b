package io.manifeststudio.editor;

import io.manifeststudio.manifest.Revision;

/** One revision in the manifest page's list, with the download address of its role-manifest YAML. */
public record RevisionRow(int number, String message, String author, String created, String createdIso,
		String downloadHref) {

	static RevisionRow of(Revision revision) {
		return new RevisionRow(revision.number(), revision.message(), revision.author(),
				Times.human(revision.createdAt()), Times.iso(revision.createdAt()),
				Downloads.roleManifest(revision.manifestId(), revision.number()));
	}

}
