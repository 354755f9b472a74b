package io.manifeststudio.manifest;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;

/**
 * The shared fixtures at {@code ../shared/fixtures}: tests that need them skip, saying
 * why, when they are absent.
 */
public final class Fixtures {

	public static final Path ROOT = Path.of("../shared/fixtures");

	private Fixtures() {
	}

	public static boolean present() {
		return Files.isDirectory(ROOT);
	}

	public static void assumePresent() {
		Assumptions.assumeTrue(present(),
				"the shared fixtures are not at " + ROOT.toAbsolutePath().normalize() + " (a sibling checkout)");
	}

	/**
	 * A fixture's path under the root, which must exist (the test skips when the fixtures
	 * are absent).
	 */
	public static Path file(String relative) {
		assumePresent();
		Path path = ROOT.resolve(relative);
		Assumptions.assumeTrue(Files.isRegularFile(path), "fixture " + relative + " is absent");
		return path;
	}

	public static String text(String relative) {
		try {
			return Files.readString(file(relative));
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/**
	 * Every role manifest among the fixtures, as paths relative to the root, sorted. Left
	 * out: fissile's generated output under
	 * {@code fissile-output-examples/colocated-example-helm-chart} and {@code -kube}
	 * (Helm templates and Kubernetes objects, not role manifests; the Helm templates are
	 * not even YAML before rendering) and the BOSH release manifests under
	 * {@code fissile/releases/} (release metadata, not role manifests).
	 */
	public static List<String> roleManifests() {
		if (!present()) {
			return List.of();
		}
		try (Stream<Path> files = Files.walk(ROOT)) {
			return files.filter(Files::isRegularFile)
				.map((path) -> ROOT.relativize(path).toString().replace('\\', '/'))
				.filter((name) -> name.endsWith(".yml") || name.endsWith(".yaml"))
				.filter((name) -> !name.startsWith("fissile/fissile-output-examples/colocated-example-helm-chart/"))
				.filter((name) -> !name.startsWith("fissile/fissile-output-examples/colocated-example-kube/"))
				.filter((name) -> !name.startsWith("fissile/releases/"))
				.sorted()
				.toList();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}
