package io.manifeststudio.validation.web;

import java.util.List;

import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.ValidationResult;

/**
 * The findings JSON of the API (docs/api.md):
 * {@code {"errors": 1, "warnings": 0, "findings": [{"rule", "severity", "path",
 * "message", "explanation", "hint", "line", "column"}]}}, findings in the validator's
 * deterministic order. Also the body of a refused export.
 */
public record FindingsJson(long errors, long warnings, List<Item> findings) {

	/**
	 * One finding; {@code hint}, {@code line} and {@code column} are {@code null} when
	 * there is none.
	 */
	public record Item(String rule, String severity, String path, String message, String explanation, String hint,
			Integer line, Integer column) {

		public static Item of(Finding finding) {
			return new Item(finding.rule(), finding.severity().label(), finding.path(), finding.message(),
					finding.explanation(), finding.hint(), finding.line(), finding.column());
		}

	}

	public static FindingsJson of(ValidationResult result) {
		return new FindingsJson(result.errors(), result.warnings(), result.findings().stream().map(Item::of).toList());
	}

}
