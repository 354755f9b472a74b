package io.manifeststudio.export.rules;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import io.manifeststudio.export.helm.ChartDefaults;
import io.manifeststudio.manifest.yaml.ManifestParseException;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.KubernetesExport;
import io.manifeststudio.export.KubernetesObjects;
import io.manifeststudio.export.KubernetesYamlWriter;
import io.manifeststudio.export.ExportTestSupport;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every fixture manifest, valid or not, in every era: the K8S family and the export build
 * their objects without tripping (a rule that throws would show as an "Internal error"
 * finding and block the export).
 */
class KubernetesRulesRobustnessTests {

	static Stream<Path> everyFixture() throws IOException {
		Path root = ExportTestSupport.fixture("");
		List<Path> manifests;
		try (Stream<Path> files = Files.walk(root)) {
			manifests = files.filter((path) -> path.toString().endsWith(".yml") || path.toString().endsWith(".yaml"))
				.filter((path) -> !path.toString().contains("fissile-output-examples/colocated-example-"))
				.sorted()
				.toList();
		}
		assertThat(manifests).hasSizeGreaterThan(100);
		return manifests.stream();
	}

	@ParameterizedTest
	@MethodSource("everyFixture")
	void buildsAndChecksWithoutTripping(Path fixture) {
		RoleManifest manifest;
		try {
			manifest = ExportTestSupport.manifest(fixture);
		}
		catch (ManifestParseException ex) {
			return; // not a readable role manifest: the codec answers it, there is
					// nothing to export
		}
		for (String version : List.of("1.27", "1.33")) {
			ExportSettings settings = ExportSettings.defaults().withKubeVersion(KubeVersion.parse(version));
			List<Finding> findings = ManifestValidator.of(List.of(new KubernetesRules(settings)))
				.validate(manifest)
				.findings();
			assertThat(findings).extracting(Finding::message)
				.noneMatch((message) -> message.contains("Internal error"));
			assertThat(new KubernetesYamlWriter().write(KubernetesExport.objects(manifest,
					new KubernetesObjects(manifest, settings, ChartDefaults.expressions(manifest, settings)).all())))
				.isNotNull();
		}
	}

}
