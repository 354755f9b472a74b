package io.manifeststudio.editor.board;

import java.util.List;

/**
 * A preview of the selected pod's objects: the YAML text ({@code null} when there is
 * none), or the problem that kept it from being made, and {@code notes} to show above it
 * (such as the values a Helm render had to be given).
 */
public record PodPreview(String pod, String kubeVersion, String yaml, String problem, List<String> notes) {

	public PodPreview {
		notes = List.copyOf(notes);
	}

	static PodPreview of(String pod, String kubeVersion, String yaml, List<String> notes) {
		return new PodPreview(pod, kubeVersion, yaml, null, notes);
	}

	static PodPreview problem(String pod, String kubeVersion, String problem) {
		return new PodPreview(pod, kubeVersion, null, problem, List.of());
	}

	public boolean hasYaml() {
		return this.yaml != null;
	}

}
