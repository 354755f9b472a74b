package io.manifeststudio.validation;

import java.util.List;

/** The findings of one validation, sorted, with their counts. */
public record ValidationResult(List<Finding> findings) {

	public ValidationResult {
		findings = List.copyOf(findings);
	}

	public long errors() {
		return this.findings.stream().filter((finding) -> finding.severity() == Severity.ERROR).count();
	}

	public long warnings() {
		return this.findings.stream().filter((finding) -> finding.severity() == Severity.WARNING).count();
	}

	public boolean hasErrors() {
		return errors() > 0;
	}

	public List<Finding> of(RuleFamily family) {
		return this.findings.stream().filter((finding) -> finding.family() == family).toList();
	}

}
