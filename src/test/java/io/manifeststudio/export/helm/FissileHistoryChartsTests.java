package io.manifeststudio.export.helm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import com.marcnuri.helm.LintResult;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.FissileHistoryFixtures;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The fixtures of fissile's history (src/test/resources/manifests/fissile-history, each
 * citing the fissile commit whose behaviour it shows) export as charts that pass
 * {@code helm lint --strict} and render for Kubernetes 1.27 and 1.33, in both secrets
 * modes, under the generation each is for ({@link FissileHistoryFixtures}).
 */
class FissileHistoryChartsTests {

	static final Path FOLDER = FissileHistoryFixtures.FOLDER;

	@TempDir
	Path dir;

	static Stream<Arguments> fixturesAndModes() throws IOException {
		List<Arguments> arguments = new ArrayList<>();
		for (String name : FissileHistoryFixtures.names()) {
			for (SecretGeneration mode : SecretGeneration.values()) {
				arguments.add(Arguments.of(name, mode));
			}
		}
		return arguments.stream();
	}

	@ParameterizedTest(name = "{0} secrets.generate={1}")
	@MethodSource("fixturesAndModes")
	void lintsStrictAndRendersFor127And133(String fixture, SecretGeneration mode) throws IOException {
		String text = Files.readString(FOLDER.resolve(fixture));
		RoleManifest manifest = new ManifestCodec().read(text);
		ExportSettings settings = ExportSettings.defaults()
			.withGeneration(FissileHistoryFixtures.generation(fixture, manifest));
		Path archive = HelmCharts.write(
				new HelmChartExporter().export(manifest,
						new HelmChartOptions(settings, SidecarMode.AUTO, ChartProvenance.of("history", 1, text), mode)),
				this.dir);
		LintResult lint = HelmCharts.lint(archive);
		assertThat(lint.isFailed()).as("helm lint --strict of %s: %s", fixture, lint.getMessages()).isFalse();
		for (String version : List.of("1.27.0", "1.33.0")) {
			assertThat(HelmCharts.documents(HelmCharts.template(archive, version, Map.of())))
				.as("%s rendered for %s", fixture, version)
				.anyMatch((object) -> "StatefulSet".equals(object.get("kind")));
		}
	}

}
