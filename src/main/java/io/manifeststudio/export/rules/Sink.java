package io.manifeststudio.export.rules;

import java.util.List;

import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;

/**
 * Where a check reports: field errors at the check's own severity, or a message at a
 * severity of its choosing.
 */
public final class Sink {

	private final KubeCheck check;

	private final List<Violation> violations;

	Sink(KubeCheck check, List<Violation> violations) {
		this.check = check;
		this.violations = violations;
	}

	public void report(FieldError error) {
		this.violations.add(new Violation(this.check.id(), this.check.severity(), error.path(), error.message()));
	}

	public void report(Severity severity, FieldError error) {
		this.violations.add(new Violation(this.check.id(), severity, error.path(), error.message()));
	}

	/**
	 * A message that is not a field error, such as the API server's warnings
	 * ({@code <path>: <text>}).
	 */
	public void warn(String path, String text) {
		this.violations.add(new Violation(this.check.id(), Severity.WARNING, path, path + ": " + text));
	}

	/**
	 * A message that is not a field error, at the check's severity
	 * ({@code <path>: <text>}).
	 */
	public void report(String path, String text) {
		report(this.check.severity(), path, text);
	}

	public void report(Severity severity, String path, String text) {
		this.violations.add(new Violation(this.check.id(), severity, path, path + ": " + text));
	}

}
