package io.manifeststudio.review.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

import io.manifeststudio.manifest.LineDiff;
import io.manifeststudio.review.CommentThread;
import io.manifeststudio.review.CommentsBeside;
import io.manifeststudio.review.DiffBudget;
import io.manifeststudio.review.VersionDiff;

/**
 * The answer of {@code GET /api/manifests/{id}/diff}: the versions compared, the summary
 * in words, the comment threads of the revisions compared (each with the change beside
 * which it shows), both diffs as {@code diff -u} text ({@code roleManifest},
 * {@code kubernetes}) and as hunks of numbered lines ({@code hunks}).
 * {@code kubernetesProblem} says why the Kubernetes YAML could not be made (then
 * {@code kubernetes} is absent). A diff larger than the {@link DiffBudget} is absent too,
 * and {@code overBudget} says which and why; when it is the Kubernetes YAML of every pod,
 * {@code podDiffs} links each pod's own diff. {@code summary} lists at most the budget's
 * {@code maxChanges} of the {@code changeCount} changes ({@code changesLeftOut} the
 * others).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record DiffJson(long manifestId, String from, String to, String pod, List<String> summary, int changeCount,
		Integer changesLeftOut, List<PlacedThread> comments, String roleManifest, String kubernetes,
		String kubernetesProblem, Hunks hunks, OverBudget overBudget, List<PodDiff> podDiffs) {

	/**
	 * Which line diffs were left out because they are larger than the budget, and the
	 * budget: at most {@code maxChangedLines} removed and added lines and
	 * {@code maxCharacters} characters of text per diff, at most
	 * {@code maxExportCharacters} of Kubernetes YAML per version.
	 */
	record OverBudget(boolean roleManifest, boolean kubernetes, int maxChangedLines, long maxCharacters,
			int maxExportCharacters, String explanation) {

		static OverBudget of(VersionDiff diff) {
			if (!diff.roleManifestOverBudget() && !diff.kubernetesOverBudget()) {
				return null;
			}
			DiffBudget budget = diff.budget();
			String left = diff.roleManifestOverBudget() ? (diff.kubernetesOverBudget()
					? "The role manifest's and the Kubernetes YAML's diffs are" : "The role manifest's diff is")
					: "The Kubernetes YAML's diff is";
			String rest = (diff.kubernetesOverBudget() && diff.pod() == null)
					? "; compare the Kubernetes YAML one pod at a time (podDiffs)" : "";
			return new OverBudget(diff.roleManifestOverBudget(), diff.kubernetesOverBudget(), budget.maxChangedLines(),
					budget.maxCharacters(), budget.maxExportCharacters(),
					left + " larger than one answer holds (" + budget.maxChangedLines() + " changed lines, "
							+ budget.maxCharacters() + " characters of diff, " + budget.maxExportCharacters()
							+ " characters of Kubernetes YAML per version), so " + "left out; the summary is complete"
							+ rest);
		}

	}

	/** The diff of one pod's Kubernetes YAML, on demand. */
	record PodDiff(String pod, String href) {
	}

	/**
	 * A comment thread of a revision compared, with {@code change}: the index in
	 * {@code summary} of the change that touched its place (absent when none did).
	 */
	@JsonInclude(JsonInclude.Include.NON_NULL)
	record PlacedThread(Integer change, CommentJson.ThreadJson thread) {
	}

	record Hunks(List<HunkJson> roleManifest, List<HunkJson> kubernetes) {
	}

	/**
	 * A hunk: its {@code @@} header and its lines, each {@code {kind: same|removed|added,
	 * old, new, text}}.
	 */
	record HunkJson(String header, List<LineJson> lines) {

		static HunkJson of(LineDiff.Hunk hunk) {
			return new HunkJson(hunk.header(), hunk.lines().stream().map(LineJson::of).toList());
		}

	}

	@JsonInclude(JsonInclude.Include.NON_NULL)
	record LineJson(String kind, Integer old, @JsonProperty("new") Integer newNumber, String text) {

		static LineJson of(LineDiff.Line line) {
			return new LineJson(line.kind().name().toLowerCase(Locale.ROOT), line.oldNumber(), line.newNumber(),
					line.text());
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
		List<PodDiff> podDiffs = null;
		if (diff.kubernetesOverBudget() && diff.pod() == null) {
			podDiffs = diff.pods()
				.stream()
				.map((pod) -> new PodDiff(pod, DiffLinks.api(diff.manifestId(), diff.from(), diff.to(), pod)))
				.toList();
		}
		return new DiffJson(diff.manifestId(), diff.from().parameter(), diff.to().parameter(), diff.pod(),
				diff.summary(), diff.changeCount(), (diff.changesLeftOut() > 0) ? diff.changesLeftOut() : null,
				comments, diff.roleManifestUnified(), diff.kubernetesUnified(), diff.kubernetesProblem(),
				new Hunks(diff.roleManifestHunks().stream().map(HunkJson::of).toList(),
						diff.kubernetesHunks().stream().map(HunkJson::of).toList()),
				OverBudget.of(diff), podDiffs);
	}

}
