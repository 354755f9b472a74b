package io.manifeststudio.export.web;

import io.manifeststudio.validation.Finding;

/**
 * A finding as the export panel lists it: its rule, its whole message and where it is
 * ({@code line:column}).
 */
public record ExportFinding(String rule, String message, String location) {

	static ExportFinding of(Finding finding) {
		String location = (finding.position() != null) ? finding.position().toString() : null;
		return new ExportFinding(finding.rule(), finding.message(), location);
	}

}
