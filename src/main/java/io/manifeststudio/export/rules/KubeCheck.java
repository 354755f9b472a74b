package io.manifeststudio.export.rules;

import java.util.List;

import io.manifeststudio.validation.Severity;

/**
 * One of the API server's rules (Kubernetes' pkg/apis/core/validation/validation.go), or
 * one of the checks beyond it (G1 to G5), over a generated or rendered object. {@code id}
 * is stable ({@code K8S-C3}); {@code severity} is that of its field errors (a check may
 * report its warnings at a lower one); {@code explanation} and {@code hint} say in plain
 * words what it means and how to fix it in the manifest.
 */
public record KubeCheck(String id, Severity severity, String explanation, String hint, Body body) {

	/** What the check does with one object. */
	@FunctionalInterface
	public interface Body {

		void check(CheckTarget target, Sink sink);

	}

	/** Runs the check on one object, adding what it finds to {@code violations}. */
	public void run(CheckTarget target, List<Violation> violations) {
		this.body.check(target, new Sink(this, violations));
	}

}
