package io.manifeststudio.editor.board;

import java.util.ArrayList;
import java.util.List;

import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationResult;

/**
 * The findings panel: counts per severity and the findings grouped by severity (errors,
 * then warnings, then info), leaving out severities without findings.
 */
public record FindingsPanel(long errors, long warnings, long infos, List<SeverityGroup> groups) {

	public FindingsPanel {
		groups = List.copyOf(groups);
	}

	public static FindingsPanel of(ValidationResult result) {
		List<SeverityGroup> groups = new ArrayList<>();
		for (Severity severity : Severity.values()) {
			List<FindingItem> items = result.findings()
				.stream()
				.filter((finding) -> finding.severity() == severity)
				.map(FindingsPanel::item)
				.toList();
			if (!items.isEmpty()) {
				groups.add(new SeverityGroup(severity.label(), items));
			}
		}
		long infos = result.findings().stream().filter((finding) -> finding.severity() == Severity.INFO).count();
		return new FindingsPanel(result.errors(), result.warnings(), infos, groups);
	}

	private static FindingItem item(Finding finding) {
		String location = (finding.position() != null) ? finding.position().toString() : null;
		String explanation = (finding.explanation() == null || finding.explanation().isBlank()) ? null
				: finding.explanation();
		return new FindingItem(finding.rule(), finding.severity().label(), finding.message(), explanation,
				finding.hint(), location, finding.subject());
	}

	public boolean isClean() {
		return this.groups.isEmpty();
	}

}
