package io.manifeststudio.editor.forms;

import io.manifeststudio.validation.Finding;

/**
 * A message beside a field or on the group: its severity ({@code error}, {@code warning},
 * {@code info}), its text, a fix hint or {@code null}, and the rule id when it is a
 * finding of the rule engine ({@code null} for the form's own type-level checks).
 */
record FieldMessage(String severity, String text, String hint, String rule) {

	static final String ERROR = "error";

	static FieldMessage of(Finding finding) {
		return new FieldMessage(finding.severity().label(), finding.message(), finding.hint(), finding.rule());
	}

	static FieldMessage error(String text) {
		return new FieldMessage(ERROR, text, null, null);
	}

	public boolean isError() {
		return ERROR.equals(this.severity);
	}

}
