package io.manifeststudio.editor.board;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.PlacedContainer;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationResult;

/**
 * Which pod cards, container chips and palette entries the errors and warnings of a
 * validation mark.
 * <ul>
 * <li>A finding whose subject is a pod marks its card, and the chips of the containers it
 * involves (both containers of a port collision) or whose field it points at.</li>
 * <li>A finding whose subject is a colocated container marks that container's chips in
 * every pod and its palette entry.</li>
 * <li>A finding without a subject marks what its field belongs to.</li>
 * </ul>
 * Information findings mark nothing: they tell, they do not ask for a change.
 */
final class FindingMarks {

	private final Map<String, List<Finding>> cards = new HashMap<>();

	private final Map<String, List<Finding>> chips = new HashMap<>();

	private final Map<String, List<Finding>> palette = new HashMap<>();

	private FindingMarks() {
	}

	static FindingMarks of(RoleManifest manifest, ValidationResult result) {
		FindingMarks marks = new FindingMarks();
		Map<String, Pod> pods = new HashMap<>();
		manifest.pods().forEach((pod) -> pods.putIfAbsent(pod.name(), pod));
		for (Finding finding : result.findings()) {
			if (finding.severity() == Severity.ERROR || finding.severity() == Severity.WARNING) {
				marks.mark(manifest, pods, finding);
			}
		}
		return marks;
	}

	private void mark(RoleManifest manifest, Map<String, Pod> pods, Finding finding) {
		String owner = owner(manifest, finding);
		String subject = (finding.subject() != null) ? finding.subject() : owner;
		if (subject == null) {
			return;
		}
		Pod pod = pods.get(subject);
		if (pod != null) {
			add(this.cards, subject, finding);
			Set<String> containers = new LinkedHashSet<>(finding.involves());
			if (containers.isEmpty() && owner != null && !owner.equals(subject)) {
				containers.add(owner);
			}
			for (String container : containers) {
				add(this.chips, chipKey(subject, container), finding);
			}
			return;
		}
		InstanceGroup group = manifest.group(subject).orElse(null);
		if (group != null && group.isColocatedContainer()) {
			add(this.palette, subject, finding);
			for (Pod host : manifest.pods()) {
				for (PlacedContainer placed : host.containers()) {
					if (subject.equals(placed.name())) {
						add(this.chips, chipKey(host.name(), subject), finding);
					}
				}
			}
		}
	}

	/**
	 * The group whose part of the document the finding's field is in, or {@code null}.
	 */
	private static String owner(RoleManifest manifest, Finding finding) {
		if (finding.source() == null) {
			return null;
		}
		for (InstanceGroup group : manifest.instanceGroups()) {
			if (group.location() != null && group.name() != null && finding.source().startsWith(group.location())) {
				return group.name();
			}
		}
		return null;
	}

	private static void add(Map<String, List<Finding>> marks, String key, Finding finding) {
		List<Finding> findings = marks.computeIfAbsent(key, (unused) -> new ArrayList<>());
		if (!findings.contains(finding)) {
			findings.add(finding);
		}
	}

	private static String chipKey(String pod, String container) {
		return pod + "\u0000" + container;
	}

	Marks card(String pod) {
		return marks(this.cards.get(pod));
	}

	/**
	 * The marks of a container chip in a pod; the main container's chip is
	 * {@code chip(pod, pod)}.
	 */
	Marks chip(String pod, String container) {
		return marks(this.chips.get(chipKey(pod, container)));
	}

	Marks palette(String container) {
		return marks(this.palette.get(container));
	}

	private static Marks marks(List<Finding> findings) {
		if (findings == null || findings.isEmpty()) {
			return Marks.NONE;
		}
		boolean error = findings.stream().anyMatch(Finding::isError);
		return new Marks(error ? "error" : "warning", findings.stream().map(Finding::rule).distinct().toList(),
				findings.stream().map(Finding::message).toList());
	}

}
