package io.manifeststudio.export.helm;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import com.marcnuri.helm.LintResult;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.GeneratedSecretValues;
import io.manifeststudio.export.KubernetesExport;
import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.ManifestExamples;
import io.manifeststudio.manifest.ManifestExamples.ManifestExample;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationResult;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The examples offered on a first run are what a newcomer tries first: each parses,
 * validates with no error (and no warning but the one that says the releases were not
 * given: a warning on the first thing one tries reads as a bug), exports as Kubernetes
 * YAML, and its chart passes real Helm's strict lint and renders.
 */
class ManifestExamplesTests {

	/**
	 * The one warning every manifest gets without its BOSH releases, which the examples
	 * do not come with.
	 */
	static final String WITHOUT_RELEASES = "FISSILE-RELEASES";

	@TempDir
	Path directory;

	static Stream<ManifestExample> examples() {
		return ManifestExamples.all().stream();
	}

	@ParameterizedTest
	@MethodSource("examples")
	void validatesWithoutFindingsExportsAndPassesHelm(ManifestExample example) {
		RoleManifest manifest = new ManifestCodec().read(example.yaml());
		ValidationResult result = Validators.create()
			.validate(manifest, FissileGeneration.resolve(manifest, null).generation());
		List<String> problems = result.findings()
			.stream()
			.filter((finding) -> finding.severity() != Severity.INFO)
			.filter((finding) -> !WITHOUT_RELEASES.equals(finding.rule()))
			.map(Finding::message)
			.toList();
		assertThat(problems).as(example.name()).isEmpty();

		KubernetesExport.Result kubernetes = new KubernetesExport(ChartDefaults::expressions).export(manifest,
				ExportSettings.defaults(), null, Validators.create(), GeneratedSecretValues.forExport());
		assertThat(kubernetes.yaml()).contains("kind: StatefulSet");

		HelmChart chart = new HelmChartExporter().export(manifest,
				new HelmChartOptions(ExportSettings.defaults(), SidecarMode.AUTO,
						ChartProvenance.of(example.name(), 0, new String(example.yaml())), SecretGeneration.FISSILE));
		Path archive = HelmCharts.write(chart, this.directory);
		LintResult lint = HelmCharts.lint(archive);
		assertThat(lint.isFailed()).as(String.join("\n", lint.getMessages())).isFalse();
		String rendered = HelmCharts.template(archive, "1.33.0", Map.of("env.DOMAIN", "chat.example.com"));
		assertThat(rendered).contains("restartPolicy: Always");
	}

	@ParameterizedTest
	@MethodSource("examples")
	void eachHasATitleAndSummary(ManifestExample example) {
		assertThat(example.title()).isNotBlank();
		assertThat(example.summary()).isNotBlank();
		assertThat(ManifestExamples.named(example.name())).contains(example);
	}

}
