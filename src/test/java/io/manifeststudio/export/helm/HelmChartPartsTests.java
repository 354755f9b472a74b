package io.manifeststudio.export.helm;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import tools.jackson.databind.json.JsonMapper;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Unit tests of the chart's parts: values, schema, names, the template renderer and the
 * literals it inserts.
 */
class HelmChartPartsTests {

	static final String MANIFEST = """
			instance_groups:
			- name: api-server
			  if_feature: api
			  jobs:
			  - name: api
			    release: r
			    properties:
			      bosh_containerization:
			        ports: [{name: admin-port, protocol: TCP, internal: 9000, port-configurable: true}]
			        run:
			          scaling: {min: 1, max: 5, ha: 3}
			          mem: {request: 128, limit: 256}
			          cpu: {request: 0.25}
			          volumes: [{path: /data, type: persistent, tag: api-data, size: 4}]
			- name: worker
			  default_feature: jobs
			  jobs:
			  - name: w
			    release: r
			    properties:
			      bosh_containerization:
			        run: {}
			variables:
			- name: PASSWORD
			  options: {secret: true, description: The password, required: true}
			- name: COLOR
			  options: {default: blue, description: "The color,\\nin two lines"}
			- name: SCRIPT_ONLY
			  options: {type: environment, description: set by scripts}
			""";

	static final Yaml YAML = new Yaml(new SafeConstructor(new LoaderOptions()));

	static RoleManifest manifest() {
		return new ManifestCodec().read(MANIFEST);
	}

	@Nested
	class Values {

		@SuppressWarnings("unchecked")
		Map<String, Object> values(SidecarMode mode) {
			String text = new ValuesYamlWriter().write(ChartValues.of(manifest(),
					new ExportSettings(KubeVersion.DEFAULT, "quay.io", "acme", "fissile", "1", List.of("1.2.3.4")),
					mode));
			return (Map<String, Object>) YAML.load(text);
		}

		@Test
		@SuppressWarnings("unchecked")
		void sizingFollowsFissilesLayoutWithUnderscoredKeys() {
			Map<String, Object> sizing = (Map<String, Object>) values(SidecarMode.AUTO).get("sizing");
			assertThat(sizing).containsOnlyKeys("api_server", "worker");
			Map<String, Object> api = (Map<String, Object>) sizing.get("api_server");
			assertThat(api).containsEntry("count", null)
				.containsEntry("disk_sizes", Map.of("api_data", 4))
				.containsEntry("ports", Map.of("admin_port", Map.of("port", 9000)));
			assertThat((Map<String, Object>) api.get("memory")).containsEntry("request", 128)
				.containsEntry("limit", 256);
			assertThat((Map<String, Object>) api.get("cpu")).containsEntry("request", 250).containsEntry("limit", null);
		}

		@Test
		@SuppressWarnings("unchecked")
		void imageSettingsAndExternalIpsAreTheDefaults() {
			Map<String, Object> kube = (Map<String, Object>) values(SidecarMode.AUTO).get("kube");
			assertThat(kube).containsEntry("organization", "acme").containsEntry("external_ips", List.of("1.2.3.4"));
			assertThat((Map<String, Object>) kube.get("registry")).containsEntry("hostname", "quay.io");
		}

		@Test
		@SuppressWarnings("unchecked")
		void variablesGoToEnvOrSecretsButNotThoseScriptsSupply() {
			Map<String, Object> values = values(SidecarMode.AUTO);
			assertThat((Map<String, Object>) values.get("env")).containsEntry("COLOR", "blue")
				.containsKey("KUBERNETES_CLUSTER_DOMAIN")
				.doesNotContainKeys("PASSWORD", "SCRIPT_ONLY");
			// beside the variables, who generates secrets and the length of the passwords
			// the chart makes
			assertThat((Map<String, Object>) values.get("secrets")).containsOnlyKeys("PASSWORD", "generate",
					"password_length");
			assertThat((Map<String, Object>) values.get("secrets")).containsEntry("generate", "fissile")
				.containsEntry("password_length", 64);
		}

		@Test
		void featuresDefaultAsInFissileAndSidecarsNativeCarriesTheMode() {
			Map<String, Object> values = values(SidecarMode.FALLBACK);
			assertThat(values.get("enable")).isEqualTo(Map.of("api", false, "jobs", true));
			assertThat(values.get("sidecars")).isEqualTo(Map.of("native", false));
			assertThat(values(SidecarMode.AUTO).get("sidecars")).isEqualTo(Map.of("native", "auto"));
		}

		@Test
		void commentsComeFromDescriptionsAndScaling() {
			String text = new ValuesYamlWriter()
				.write(ChartValues.of(manifest(), ExportSettings.defaults(), SidecarMode.AUTO));
			assertThat(text).contains("  # The color,\n  # in two lines\n  COLOR: blue")
				.contains("# The api_server instance group can scale between 1 and 5 instances.")
				.contains("# For high availability it needs at least 3 instances.")
				.contains("# - api");
		}

	}

	@Nested
	class Schema {

		@Test
		@SuppressWarnings("unchecked")
		void namesEveryGroupAndFeatureAndTheSidecarChoice() {
			CommentedValues values = ChartValues.of(manifest(), ExportSettings.defaults(), SidecarMode.AUTO);
			Map<String, Object> schema = JsonMapper.builder()
				.build()
				.readValue(ValuesSchema.of(manifest(), values), Map.class);
			Map<String, Object> properties = (Map<String, Object>) schema.get("properties");
			Map<String, Object> sizing = (Map<String, Object>) properties.get("sizing");
			assertThat((List<String>) sizing.get("required")).containsExactly("api_server", "worker");
			assertThat((List<String>) ((Map<String, Object>) properties.get("enable")).get("required"))
				.containsExactly("api", "jobs");
			assertThat(properties.get("sidecars").toString()).contains("enum=[auto, true, false]");
		}

	}

	@Nested
	class Names {

		@Test
		void chartNamesAreLowerCaseDnsLabelsOfAtMost53Characters() {
			assertThat(HelmNames.chartName("SCF 2.17.1 role-manifest.yml")).isEqualTo("scf-2-17-1-role-manifest");
			assertThat(HelmNames.chartName("___")).isEqualTo("role-manifest");
			assertThat(HelmNames.chartName("x".repeat(80))).hasSize(53);
		}

		@Test
		void valueKeysReplaceDashes() {
			assertThat(HelmNames.valueKey("log-agent")).isEqualTo("log_agent");
		}

		@Test
		void sidecarModesParseFromTheQueryValues() {
			assertThat(SidecarMode.parse(null)).isEqualTo(SidecarMode.AUTO);
			assertThat(SidecarMode.parse("native")).isEqualTo(SidecarMode.NATIVE);
			assertThat(SidecarMode.parse("FALSE")).isEqualTo(SidecarMode.FALLBACK);
			assertThatThrownBy(() -> SidecarMode.parse("sometimes")).isInstanceOf(IllegalArgumentException.class)
				.hasMessageContaining("auto, true (native) or false (fallback)");
		}

	}

	@Nested
	class Templates {

		@Test
		void placeholdersAreFilledOnceAndInsertedTextIsNotScannedAgain() {
			String rendered = HelmTemplates.render("objects.tpl", Map.of("objects", "[[objects]] {{ x }}"));
			assertThat(rendered).contains("`[[objects]] {{ x }}`");
		}

		@Test
		void aMissingValueIsAnError() {
			assertThatThrownBy(() -> HelmTemplates.render("objects.tpl", Map.of()))
				.hasMessageContaining("No value for [[objects]]");
		}

		@Test
		void rawJsonCannotEndTheGoRawStringEarly() {
			assertThat(TemplateLiterals.rawJson(Map.of("cmd", "echo `date`"))).doesNotContain("`")
				.contains("\\u0060date\\u0060");
		}

		@Test
		void goStringsAndCommentsAreSafe() {
			assertThat(TemplateLiterals.goString("a \"b\" {{ c }}")).isEqualTo("\"a \\\"b\\\" {{ c }}\"");
			assertThat(TemplateLiterals.commentText("x */ {{ y }}")).doesNotContain("*/").doesNotContain("{{");
		}

	}

	@Nested
	class Provenance {

		@Test
		void hashesTextAndPrefixesStoredHexHashes() {
			assertThat(ChartProvenance.of("m", 1, "abc").contentHash())
				.isEqualTo("sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
			assertThat(new ChartProvenance("m", 2, "ab".repeat(32)).contentHash())
				.isEqualTo("sha256:" + "ab".repeat(32));
		}

	}

}
