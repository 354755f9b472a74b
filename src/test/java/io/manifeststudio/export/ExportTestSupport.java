package io.manifeststudio.export;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Assumptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;

import static org.assertj.core.api.Assertions.assertThat;

/** Reading manifests, fixtures and golden files in the export tests. */
public final class ExportTestSupport {

	public static final Path FIXTURES = Path.of("../shared/fixtures");

	public static final Path GOLDEN = Path.of("src/test/resources/golden/export");

	/**
	 * Set {@code -Dgolden.update=true} to rewrite the golden files from the current
	 * output (then review the diff).
	 */
	public static final boolean UPDATE = Boolean.getBoolean("golden.update");

	private ExportTestSupport() {
	}

	public static Path fixture(String relative) {
		Assumptions.assumeTrue(Files.isDirectory(FIXTURES),
				"the shared fixtures are not at ../shared/fixtures; export fixture tests are skipped");
		return FIXTURES.resolve(relative);
	}

	public static RoleManifest manifest(Path path) {
		return new ManifestCodec().read(read(path));
	}

	public static RoleManifest resource(String name) {
		return manifest(Path.of("src/test/resources/manifests", name));
	}

	public static RoleManifest manifest(String yaml) {
		return new ManifestCodec().read(yaml);
	}

	public static String read(Path path) {
		try {
			return Files.readString(path, StandardCharsets.UTF_8);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/** Every non-empty document of a multi-document YAML text, as plain maps. */
	@SuppressWarnings("unchecked")
	public static List<Map<String, Object>> documents(String yaml) {
		List<Map<String, Object>> documents = new ArrayList<>();
		for (Object document : new Yaml(new SafeConstructor(new LoaderOptions())).loadAll(yaml)) {
			if (document != null) {
				documents.add((Map<String, Object>) document);
			}
		}
		return documents;
	}

	/**
	 * Compares the text with a golden file, or rewrites the file when
	 * {@code golden.update} is set.
	 */
	public static void assertGolden(String name, String actual) {
		Path file = GOLDEN.resolve(name);
		try {
			if (UPDATE) {
				Files.createDirectories(file.getParent());
				Files.writeString(file, actual, StandardCharsets.UTF_8);
			}
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		assertThat(file).as("golden file %s is missing: run the test with -Dgolden.update=true and review it", file)
			.exists();
		assertThat(actual).as("golden file %s (regenerate with -Dgolden.update=true)", file).isEqualTo(read(file));
	}

}
