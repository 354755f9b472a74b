package io.manifeststudio.manifest;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;

/**
 * The example role manifests the project ships (under {@code examples/} on the class
 * path), offered on a first run ("Try an example") and by the command line
 * ({@code validate --example NAME}). Each is the project's own work and validates without
 * errors under the generation it is inferred to use.
 */
public final class ManifestExamples {

	private static final List<ManifestExample> EXAMPLES = List.of(
			new ManifestExample("pods-and-sidecars", "Pods and sidecars",
					"A pod with a colocated log shipper and a sidecar proxy, and a task with a sidecar: 5 groups."),
			new ManifestExample("chat-platform", "Chat platform",
					"A realistic service of 13 groups with ports, persistent volumes, generated secrets and variables."));

	private ManifestExamples() {
	}

	public static List<ManifestExample> all() {
		return EXAMPLES;
	}

	public static Optional<ManifestExample> named(String name) {
		return EXAMPLES.stream().filter((example) -> example.name().equals(name)).findFirst();
	}

	/** The names, for messages that list what can be asked for. */
	public static List<String> names() {
		return EXAMPLES.stream().map(ManifestExample::name).toList();
	}

	/**
	 * One example: its name (also its file, {@code examples/<name>.yml}), a title and a
	 * one-line summary.
	 */
	public record ManifestExample(String name, String title, String summary) {

		/** The manifest's text, as the project wrote it. */
		public byte[] yaml() {
			try (InputStream in = ManifestExamples.class.getResourceAsStream("/examples/" + this.name + ".yml")) {
				if (in == null) {
					throw new IllegalStateException("examples/" + this.name + ".yml is missing from the class path");
				}
				return in.readAllBytes();
			}
			catch (IOException ex) {
				throw new UncheckedIOException(ex);
			}
		}

	}

}
