package io.manifeststudio.editor.pages;

import io.manifeststudio.manifest.RevisionSummary;

/**
 * One revision in the manifest page's list, with the download address of its
 * role-manifest YAML and the addresses of the review's diff page: what it changed from
 * the revision before ({@code null} for revision 1) and what the draft changed since.
 */
public record RevisionRow(int number, String message, String author, String created, String createdIso,
		String downloadHref, String changesHref, String draftDiffHref) {

	static RevisionRow of(RevisionSummary revision) {
		long id = revision.manifestId();
		int number = revision.number();
		return new RevisionRow(number, revision.message(), revision.author(), Times.human(revision.createdAt()),
				Times.iso(revision.createdAt()), Downloads.roleManifest(id, number),
				(number > 1) ? diffHref(id, String.valueOf(number - 1), String.valueOf(number)) : null,
				diffHref(id, String.valueOf(number), "draft"));
	}

	/**
	 * The review's diff page ({@code review.web.DiffPageController}) from one version to
	 * another.
	 */
	private static String diffHref(long id, String from, String to) {
		return "/manifests/" + id + "/diff?from=" + from + "&to=" + to;
	}

}
