package io.manifeststudio.export.helm;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubernetesExport;
import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationResult;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * SCF 2.12.0, 2.14.5 and 2.15.2 (test resources under {@code scf/}, see the README there)
 * with the rules of the fissile that built them: 2.12.0 (fissile 6.0.0) has no error and
 * exports; 2.14.5 and 2.15.2 (fissile develop of November 2018 and January 2019) get none
 * of the warnings that describe a later fissile. With the last fissile's rules forced on
 * them, the false errors and warnings of one rule set for all eras come back.
 */
class ScfGenerationTests {

	/** What a later fissile says, which the fissile of SCF 2.14 and 2.15 did not. */
	private static final List<String> LATER_FISSILE = List.of("fissile raises min to 1", "fissile defaults ha to 1",
			"fissile no longer reads pod-security-policy");

	@TempDir
	Path dir;

	static RoleManifest scf(String version) {
		try (InputStream in = ScfGenerationTests.class.getResourceAsStream("/scf/role-manifest-" + version + ".yml")) {
			return new ManifestCodec().read(in.readAllBytes());
		}
		catch (IOException ex) {
			throw new IllegalStateException(ex);
		}
	}

	@Test
	void generationsAreInferredFromTheManifests() {
		assertThat(FissileGeneration.infer(scf("2.12.0")).generation()).isEqualTo(FissileGeneration.FISSILE_6);
		assertThat(FissileGeneration.infer(scf("2.14.5")).generation()).isEqualTo(FissileGeneration.FISSILE_7);
		assertThat(FissileGeneration.infer(scf("2.15.2")).generation()).isEqualTo(FissileGeneration.FISSILE_7);
	}

	@Test
	void scf2120HasNoErrorAndExports() {
		RoleManifest manifest = scf("2.12.0");
		ValidationResult result = Validators.create().validate(manifest);
		assertThat(result.findings()
			.stream()
			.filter((finding) -> finding.severity() == Severity.ERROR)
			.map(Finding::message)).isEmpty();
		assertThat(result.findings()).anySatisfy((finding) -> {
			assertThat(finding.rule()).isEqualTo("FISSILE-GENERATION");
			assertThat(finding.message()).startsWith("rules of fissile-6");
		});
		KubernetesExport.Result exported = new KubernetesExport(ChartDefaults::expressions).export(manifest,
				ExportSettings.defaults(), null, Validators.create());
		assertThat(exported.yaml()).contains("kind: StatefulSet");
		Path archive = HelmCharts
			.write(new HelmChartExporter().export(manifest, new HelmChartOptions(ExportSettings.defaults(),
					SidecarMode.AUTO, ChartProvenance.of("scf", 1, "2.12.0"))), this.dir);
		Map<String, Map<String, Object>> workloads = HelmCharts.byKindAndName(HelmCharts
			.documents(HelmCharts.template(archive, "1.33.0", HelmChartFixturesTests.requiredValues(manifest))));
		assertThat(replicas(workloads, "consul")).as("fissile 6 left min: 0 groups at 0 instances").isEqualTo(0);
		assertThat(replicas(workloads, "nats")).isEqualTo(1);
	}

	@Test
	void scf2120WithTheLastFissilesRulesGetsTheFalseErrors() {
		List<String> errors = Validators.create()
			.validate(scf("2.12.0"), FissileGeneration.FISSILE_7_FINAL)
			.findings()
			.stream()
			.filter((finding) -> finding.severity() == Severity.ERROR)
			.map(Finding::message)
			.toList();
		assertThat(errors).filteredOn((message) -> message.endsWith("Unknown tag")).hasSize(8);
		assertThat(errors).filteredOn((message) -> message.endsWith("Description is required")).hasSize(112);
	}

	@ParameterizedTest
	@ValueSource(strings = { "2.14.5", "2.15.2" })
	void noLaterFissileWarnings(String version) {
		ValidationResult own = Validators.create().validate(scf(version));
		assertThat(own.errors()).isZero();
		assertThat(laterFissile(own)).isEmpty();
		ValidationResult last = Validators.create().validate(scf(version), FissileGeneration.FISSILE_7_FINAL);
		assertThat(laterFissile(last)).as("the last fissile's rules do warn").isNotEmpty();
	}

	@Test
	void scf2145OptionalGroupsAreOffByDefault() {
		RoleManifest manifest = scf("2.14.5");
		Path archive = HelmCharts
			.write(new HelmChartExporter().export(manifest, new HelmChartOptions(ExportSettings.defaults(),
					SidecarMode.AUTO, ChartProvenance.of("scf", 1, "2.14.5"))), this.dir);
		Map<String, Map<String, Object>> workloads = HelmCharts.byKindAndName(HelmCharts
			.documents(HelmCharts.template(archive, "1.33.0", HelmChartFixturesTests.requiredValues(manifest))));
		assertThat(replicas(workloads, "credhub-user")).as("fissile 7 (merge from 0) left min: 0 at 0").isEqualTo(0);
		Path later = HelmCharts.write(new HelmChartExporter().export(manifest,
				new HelmChartOptions(ExportSettings.defaults().withGeneration(FissileGeneration.FISSILE_7_FINAL),
						SidecarMode.AUTO, ChartProvenance.of("scf-later", 1, "2.14.5"))),
				this.dir);
		assertThat(replicas(
				HelmCharts.byKindAndName(HelmCharts
					.documents(HelmCharts.template(later, "1.33.0", HelmChartFixturesTests.requiredValues(manifest)))),
				"credhub-user"))
			.as("the last fissile raised min to 1")
			.isEqualTo(1);
	}

	private static List<String> laterFissile(ValidationResult result) {
		return result.findings()
			.stream()
			.map(Finding::message)
			.filter((message) -> LATER_FISSILE.stream().anyMatch(message::contains))
			.toList();
	}

	@SuppressWarnings("unchecked")
	private static Object replicas(Map<String, Map<String, Object>> workloads, String group) {
		Map<String, Object> workload = workloads.get("StatefulSet/" + group);
		assertThat(workload).as("StatefulSet/" + group).isNotNull();
		return ((Map<String, Object>) workload.get("spec")).get("replicas");
	}

}
