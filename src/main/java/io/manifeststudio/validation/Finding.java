package io.manifeststudio.validation;

import java.util.Comparator;
import java.util.List;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.yaml.SourcePosition;

/**
 * One thing the validator found. {@code path} is the field path in fissile's (or
 * Kubernetes') style, {@code message} the whole line in that style, {@code explanation}
 * says it in plain words and {@code hint} how to fix it (or {@code null}). {@code source}
 * is the document path of the field it belongs to and {@code position} its place in the
 * text ({@code null} when the manifest was not read from text). {@code subject} names the
 * group (pod card or container) it concerns, or {@code null}; {@code involves} names the
 * containers of that pod it is about when it is about more than one (a port two
 * containers both use), so that the editor can mark each of them.
 */
public record Finding(String rule, RuleFamily family, Severity severity, String path, String message,
		String explanation, String hint, DocPath source, SourcePosition position, String subject,
		List<String> involves) {

	public Finding {
		involves = (involves != null) ? List.copyOf(involves) : List.of();
	}

	/**
	 * Deterministic order: by source position, then rule id, then message. Findings
	 * without a position go last.
	 */
	public static final Comparator<Finding> ORDER = Comparator
		.comparing((Finding finding) -> (finding.position() != null) ? finding.position().line() : Integer.MAX_VALUE)
		.thenComparing((finding) -> (finding.position() != null) ? finding.position().column() : Integer.MAX_VALUE)
		.thenComparing(Finding::rule)
		.thenComparing(Finding::message);

	public boolean isError() {
		return this.severity == Severity.ERROR;
	}

	public Integer line() {
		return (this.position != null) ? this.position.line() : null;
	}

	public Integer column() {
		return (this.position != null) ? this.position.column() : null;
	}

}
