package io.manifeststudio.editor.board;

import java.util.List;

/** The findings of one severity (error, warning or info), in the validator's order. */
public record SeverityGroup(String severity, List<FindingItem> findings) {

	public SeverityGroup {
		findings = List.copyOf(findings);
	}

	public int count() {
		return this.findings.size();
	}

}
