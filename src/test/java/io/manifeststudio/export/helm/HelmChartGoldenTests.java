package io.manifeststudio.export.helm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.manifest.model.ManifestCodec;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Golden files of every generated chart file and of what real Helm renders from it for
 * Kubernetes 1.27 and 1.33, under {@code src/test/resources/golden/helm/<example>/}:
 * fissile's worked example (a colocated container) and {@code sidecar-example.yml}
 * (sidecars in a StatefulSet and in a Job). Regenerate with
 * {@code mvn -o test -Dtest=HelmChartGoldenTests -Dgolden.update=true} and review the
 * diff.
 */
class HelmChartGoldenTests {

	static final Path GOLDEN = Path.of("src/test/resources/golden/helm");

	static final boolean UPDATE = Boolean.getBoolean("golden.update");

	static final Map<String, Path> EXAMPLES = Map.of("colocated-example",
			Path.of("../shared/fixtures/fissile/fissile-output-examples/colocated-example-role-manifest.yml"),
			"sidecar-example", Path.of("src/test/resources/manifests/sidecar-example.yml"));

	@TempDir
	Path dir;

	@ParameterizedTest(name = "{0}")
	@ValueSource(strings = { "colocated-example", "sidecar-example" })
	void chartFilesAndRenderedOutputMatchTheGoldenFiles(String example) throws IOException {
		Path source = EXAMPLES.get(example);
		Assumptions.assumeTrue(Files.exists(source), source + " is absent (shared fixtures missing)");
		String text = Files.readString(source);
		ExportSettings settings = new ExportSettings(KubeVersion.DEFAULT, "docker.io", "myorg", "fissile", "1.0.0",
				List.of("192.168.77.77"));
		HelmChart chart = new HelmChartExporter().export(new ManifestCodec().read(text),
				new HelmChartOptions(settings, SidecarMode.AUTO, ChartProvenance.of(example, 1, text)));
		chart.files().forEach((path, content) -> assertGolden(example + "/chart/" + path, content));
		Path archive = HelmCharts.write(chart, this.dir);
		for (String version : List.of("1.27", "1.33")) {
			assertGolden(example + "/rendered-" + version + ".yaml",
					HelmCharts.template(archive, version + ".0", Map.of()));
		}
	}

	static void assertGolden(String name, String actual) {
		Path file = GOLDEN.resolve(name);
		try {
			if (UPDATE) {
				Files.createDirectories(file.getParent());
				Files.writeString(file, actual, StandardCharsets.UTF_8);
			}
			assertThat(file).as("golden file %s is missing: run with -Dgolden.update=true and review it", file)
				.exists();
			assertThat(actual).as("golden file %s (regenerate with -Dgolden.update=true)", file)
				.isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}
