package io.manifeststudio.review.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

import io.manifeststudio.manifest.LineDiff;
import io.manifeststudio.review.CommentThread;
import io.manifeststudio.review.CommentsBeside;
import io.manifeststudio.review.VersionDiff;

/**
 * The answer of {@code GET /api/manifests/{id}/diff}: the versions compared, the summary in words, the comment threads
 * of the revisions compared (each with the change beside which it shows), both diffs as
 * {@code diff -u} text ({@code roleManifest}, {@code kubernetes}) and as hunks of numbered lines ({@code hunks}).
 * {@code kubernetesProblem} says why the Kubernetes YAML could not be made (then {@code kubernetes} is absent).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record DiffJson(long manifestId, String from, String to, String pod, List<String> summary,
		List<PlacedThread> comments, String roleManifest, String kubernetes, String kubernetesProblem, Hunks hunks) {

	/**
	 * A comment thread of a revision compared, with {@code change}: the index in {@code summary} of the change that
	 * touched its place (absent when none did).
	 */
	@JsonInclude(JsonInclude.Include.NON_NULL)
	record PlacedThread(Integer change, CommentJson.ThreadJson thread) {
	}

	record Hunks(List<HunkJson> roleManifest, List<HunkJson> kubernetes) {
	}

	/** A hunk: its {@code @@} header and its lines, each {@code {kind: same|removed|added, old, new, text}}. */
	record HunkJson(String header, List<LineJson> lines) {

		static HunkJson of(LineDiff.Hunk hunk) {
			return new HunkJson(hunk.header(), hunk.lines().stream().map(LineJson::of).toList());
		}

	}

	@JsonInclude(JsonInclude.Include.NON_NULL)
	record LineJson(String kind, Integer old, @JsonProperty("new") Integer newNumber,
			String text) {

		static LineJson of(LineDiff.Line line) {
			return new LineJson(line.kind().name().toLowerCase(Locale.ROOT), line.oldNumber(),
					line.newNumber(), line.text());
		}

	}

	static DiffJson of(VersionDiff diff, CommentsBeside beside) {
		List<PlacedThread> comments = new ArrayList<>();
		for (int i = 0; i < beside.changes().size(); i++) {
			for (CommentThread thread : beside.changes().get(i).threads()) {
				comments.add(new PlacedThread(i, CommentJson.ThreadJson.of(thread)));
			}
		}
		beside.elsewhere().forEach((thread) -> comments.add(new PlacedThread(null, CommentJson.ThreadJson.of(thread))));
		return new DiffJson(diff.manifestId(), diff.from().parameter(), diff.to().parameter(), diff.pod(),
				diff.summary(), comments, diff.roleManifestUnified(), diff.kubernetesUnified(), diff.kubernetesProblem(),
				new Hunks(diff.roleManifestHunks().stream().map(HunkJson::of).toList(),
						diff.kubernetesHunks().stream().map(HunkJson::of).toList()));
	}

}
