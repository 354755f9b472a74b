package io.manifeststudio.export.rules;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import io.manifeststudio.export.helm.ChartDefaults;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.validation.RuleFamily;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.KubernetesExport;
import io.manifeststudio.export.KubernetesObjects;
import io.manifeststudio.export.KubernetesYamlWriter;
import io.manifeststudio.export.ExportTestSupport;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every valid fixture manifest (fissile's test manifests that {@code fissile validate}
 * accepts, and the real ones) exports objects that pass the K8S family with no error, for
 * the default target and for 1.27.
 */
class KubernetesRulesFixtureTests {

	static Stream<String> validFixtures() throws Exception {
		Path fissile = ExportTestSupport.fixture("fissile");
		List<String> names = new ArrayList<>();
		JsonNode expected = JsonMapper.builder().build().readTree(fissile.resolve("expected-validate.json").toFile());
		for (Map.Entry<String, JsonNode> entry : expected.properties()) {
			if (entry.getValue().path("validate_exit").asInt(-1) == 0) {
				names.add("fissile/role-manifests/" + entry.getKey());
			}
		}
		try (Stream<Path> real = Files.list(ExportTestSupport.fixture("real"))) {
			real.filter((path) -> path.toString().endsWith(".yml"))
				.sorted()
				.forEach((path) -> names.add("real/" + path.getFileName()));
		}
		assertThat(names).hasSizeGreaterThan(20);
		return names.stream();
	}

	@ParameterizedTest
	@MethodSource("validFixtures")
	void validManifestsExportObjectsWithoutK8sErrors(String fixture) {
		RoleManifest manifest = ExportTestSupport.manifest(ExportTestSupport.fixture(fixture));
		for (String version : List.of("1.33", "1.27")) {
			ExportSettings settings = ExportSettings.defaults().withKubeVersion(KubeVersion.parse(version));
			ManifestValidator validator = ManifestValidator.of(List.of(new KubernetesRules(settings)));
			List<Finding> errors = validator.validate(manifest)
				.of(RuleFamily.K8S)
				.stream()
				.filter(Finding::isError)
				.toList();
			assertThat(errors).as("K8S errors of %s for %s", fixture, version).extracting(Finding::message).isEmpty();
		}
	}

	@ParameterizedTest
	@MethodSource("validFixtures")
	void theWrittenYamlReadsBackAndPassesTheChecksOnPlainObjects(String fixture) {
		RoleManifest manifest = ExportTestSupport.manifest(ExportTestSupport.fixture(fixture));
		String yaml = new KubernetesYamlWriter().write(KubernetesExport.objects(manifest, ExportSettings.defaults(),
				new KubernetesObjects(manifest, ExportSettings.defaults(),
						ChartDefaults.expressions(manifest, ExportSettings.defaults()))
					.all(),
				ChartDefaults.expressions(manifest, ExportSettings.defaults())));
		List<Violation> errors = KubeChecks.check(ExportTestSupport.documents(yaml), KubeVersion.DEFAULT)
			.stream()
			.filter((violation) -> violation.severity() == Severity.ERROR)
			.toList();
		assertThat(errors).as(fixture).extracting(Violation::message).isEmpty();
	}

}
