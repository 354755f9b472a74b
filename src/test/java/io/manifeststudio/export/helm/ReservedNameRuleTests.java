package io.manifeststudio.export.helm;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.RuleFamily;
import io.manifeststudio.validation.Severity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

/**
 * A group named as one of the export's own objects or chart templates is refused, with
 * the name it collides with; and the chart never lets a group's template replace one of
 * its own.
 */
class ReservedNameRuleTests {

	@TempDir
	Path dir;

	static String manifest(String name) {
		return """
				instance_groups:
				- name: NAME
				  jobs:
				  - name: tor
				    release: tor
				    properties:
				      bosh_containerization:
				        run: {memory: 64}
				""".replace("NAME", name);
	}

	@Test
	void theReservedNamesAreTheExportsOwnSecretsAndChartTemplates() {
		assertThat(ReservedNameRule.reservedNames()).containsOnlyKeys("deployment-manifest", "secrets",
				"registry-credentials", "deployment-manifest-secret", "registry-secret");
		assertThat(ReservedNameRule.reservedNames().get("secrets"))
			.isEqualTo("Secret secrets and chart template templates/secrets.yaml");
	}

	@ParameterizedTest
	@ValueSource(strings = { "secrets", "deployment-manifest", "deployment-manifest-secret", "registry-secret",
			"registry-credentials" })
	void aGroupNamedAsOneOfTheExportsOwnIsAnError(String name) {
		List<Finding> found = findings(manifest(name));

		assertThat(found).hasSize(1);
		Finding finding = found.get(0);
		assertThat(finding.family()).isEqualTo(RuleFamily.STUDIO);
		assertThat(finding.severity()).isEqualTo(Severity.ERROR);
		assertThat(finding.path()).isEqualTo("instance_groups[" + name + "].name");
		assertThat(finding.message()).contains("\"" + name + "\"").contains("is a name the export uses for its own");
		assertThat(finding.hint()).contains("Rename the group");
		assertThat(finding.position().line()).isEqualTo(2);
	}

	@Test
	void namesThatOnlyContainAReservedOneArePlain() {
		assertThat(findings(manifest("secrets-store"))).isEmpty();
		assertThat(findings(manifest("my-secrets"))).isEmpty();
	}

	@Test
	void theChartRendersTheSecretsOfItsOwnTemplate() {
		RoleManifest manifest = new ManifestCodec().read(manifest("web"));
		HelmChart chart = new HelmChartExporter().export(manifest,
				new HelmChartOptions(ExportSettings.defaults(), SidecarMode.AUTO, ChartProvenance.of("web", 1, "")));
		Path archive = HelmCharts.write(chart, this.dir);

		Map<String, Map<String, Object>> objects = HelmCharts.byKindAndName(HelmCharts.documents(HelmCharts
			.template(archive, "1.33.0", Map.of("kube.registry.username", "me", "kube.registry.password", "pw"))));
		assertThat(objects).containsKeys("Secret/secrets", "Secret/deployment-manifest", "Secret/registry-credentials",
				"StatefulSet/web");
	}

	@Test
	void aGroupsTemplateNeverReplacesOneOfTheChartsOwn() {
		RoleManifest manifest = new ManifestCodec().read(manifest("secrets"));

		assertThatIllegalStateException()
			.isThrownBy(() -> new HelmChartExporter().export(manifest,
					new HelmChartOptions(ExportSettings.defaults(), SidecarMode.AUTO, ChartProvenance.of("x", 1, ""))))
			.withMessageContaining("templates/secrets.yaml");
	}

	private static List<Finding> findings(String yaml) {
		return Validators.create()
			.validate(new ManifestCodec().read(yaml))
			.findings()
			.stream()
			.filter((finding) -> finding.rule().equals("STUDIO-RESERVED-NAME"))
			.toList();
	}

}
