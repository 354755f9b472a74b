package io.manifeststudio.export;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import io.manifeststudio.export.helm.ChartDefaults;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationResult;
import io.manifeststudio.export.rules.Validators;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The generations of the {@code roles:} era, each validating as the fissile of its time
 * and exporting with its fix-ups, with a fixture of
 * src/test/resources/manifests/fissile-history per case, citing the fissile commit:
 * fissile 0.10.0 to 4.0.0 read nothing of {@code run}; 5.0.0 brought the load checks and
 * rewrote long port names; 5.1.0 the probe kinds; 5.2.0 refused long port names; 5.3.0
 * unknown tags and URL probes on bosh roles; and only the fissile after 7.0.0 refused a
 * global template value that is not a string.
 */
class EarlyFissileGenerationsTests {

	private static final String FOLDER = "fissile-history/";

	@Test
	void a2016ManifestWithSourceAndTargetPortsIsInferredToTheFissileOfItsTime() {
		RoleManifest manifest = ExportTestSupport.resource(FOLDER + "hcf-2016-ports-source-target.yml");
		FissileGeneration.Choice choice = FissileGeneration.infer(manifest);
		assertThat(choice.generation()).isEqualTo(FissileGeneration.FISSILE_0_12);
		assertThat(choice.generation().description()).contains("0.10.0 to 2.0.1");
		assertThat(choice.reason()).contains("source and target").contains("e52dd063");
		assertThat(manifest.group("api").orElseThrow().run().exposedPorts().get(0).internal()).isEqualTo("9022");
		assertThat(manifest.group("api").orElseThrow().run().exposedPorts().get(0).external()).isEqualTo("80");
		List<Map<String, Object>> documents = export(manifest, ExportSettings.defaults());
		assertThat(ports(documents, "StatefulSet", "api"))
			.containsExactly(Map.of("containerPort", 9022, "name", "api", "protocol", "TCP"));
		assertThat(servicePorts(documents, "api-public")).extracting((port) -> port.get("port")).containsExactly(80);
	}

	@Test
	void longPortNamesAndLowerCaseProtocolsOfLate2016AreRewrittenAsTheFirstKubernetesFissileDid() {
		RoleManifest manifest = ExportTestSupport.resource(FOLDER + "long-port-name-fissile-4.yml");
		// a long name or a lower-case protocol may as well be a mistake a later fissile
		// refused: not inferred
		assertThat(FissileGeneration.infer(manifest).generation()).isEqualTo(FissileGeneration.FISSILE_5);
		List<Map<String, Object>> documents = export(manifest,
				ExportSettings.defaults().withGeneration(FissileGeneration.FISSILE_4));
		List<Map<String, Object>> ports = ports(documents, "StatefulSet", "routing-api");
		// crc32("routing-api-tcp-port") = 9faae319, crc32("routing-api-range-ports") =
		// c07d4da9
		assertThat(ports).extracting((port) -> port.get("name"))
			.containsExactly("routing9faae319", "routic07d4da9-0", "routic07d4da9-1", "routic07d4da9-2");
		assertThat(ports).extracting((port) -> port.get("protocol")).containsOnly("TCP");
		// 5.0.0 refused the lower-case protocol (02adcd46) but not yet the long names
		// (a3d6f101, 5.2.0)
		assertThat(errors(manifest, FissileGeneration.FISSILE_5_0)).contains("FISSILE-31").doesNotContain("FISSILE-29");
		assertThat(errors(manifest, FissileGeneration.FISSILE_5_2)).contains("FISSILE-29", "FISSILE-31");
	}

	@Test
	void fissile51RewroteLongPortNamesThatFissile52Refused() {
		RoleManifest manifest = ExportTestSupport.resource(FOLDER + "long-port-name-fissile-5.1.yml");
		List<Map<String, Object>> ports = ports(
				export(manifest, ExportSettings.defaults().withGeneration(FissileGeneration.FISSILE_5_1)),
				"StatefulSet", "routing-api");
		assertThat(ports).extracting((port) -> port.get("name"))
			.containsExactly("routing9faae319", "routic07d4da9-0", "routic07d4da9-1", "routic07d4da9-2");
		assertThat(errors(manifest, FissileGeneration.FISSILE_5_0)).isEmpty();
		assertThat(errors(manifest, FissileGeneration.FISSILE_5_2)).contains("FISSILE-29");
		// from 5.2.0 the names are refused, so nothing is rewritten any more
		assertThat(FissileGeneration.FISSILE_5_2.rewritesLongPortNames()).isFalse();
		assertThat(FissileGeneration.FISSILE_5_1.upperCasesProtocols()).isFalse();
	}

	@Test
	void urlProbesOnBoshRolesAndUnknownTagsCameWithFissile53() {
		RoleManifest manifest = ExportTestSupport.resource(FOLDER + "url-probe-and-unknown-tag-fissile-5.2.yml");
		assertThat(errors(manifest, FissileGeneration.FISSILE_5_2)).isEmpty();
		export(manifest, ExportSettings.defaults().withGeneration(FissileGeneration.FISSILE_5_2));
		assertThat(errors(manifest, FissileGeneration.FISSILE_5)).contains("FISSILE-13", "FISSILE-19")
			.doesNotContain("FISSILE-3");
	}

	@Test
	void aNonStringGlobalTemplateValueIsRefusedOnlyFromSeptember2018() {
		RoleManifest roles = ExportTestSupport.resource(FOLDER + "url-probe-and-unknown-tag-fissile-5.2.yml");
		assertThat(errors(roles, FissileGeneration.FISSILE_5)).doesNotContain("FISSILE-3");
		RoleManifest v2 = new ManifestCodec().read("instance_groups:\n- name: tor\n  run: {memory: 128}\n  jobs:\n"
				+ "  - name: tor\n    release: tor\nconfiguration:\n  templates:\n    properties.tor.port: 9050\n");
		assertThat(errors(v2, FissileGeneration.FISSILE_6)).contains("FISSILE-3");
	}

	@Test
	void fissile4CheckedNothingOfRunOrVariablesThatFissile50Refused() {
		RoleManifest manifest = ExportTestSupport.resource(FOLDER + "early-variables-fissile-4.yml");
		assertThat(errors(manifest, FissileGeneration.FISSILE_4)).isEmpty();
		assertThat(errors(manifest, FissileGeneration.FISSILE_0_12)).isEmpty();
		export(manifest, ExportSettings.defaults().withGeneration(FissileGeneration.FISSILE_4));
		assertThat(errors(manifest, FissileGeneration.FISSILE_5_0)).contains("FISSILE-7", "FISSILE-V13", "FISSILE-V14",
				"FISSILE-V16");
	}

	@Test
	void aHealthCheckUrlOnTheCheckItselfIsInferredAsFissile50AndIsItsReadinessProbe() {
		RoleManifest manifest = ExportTestSupport.resource(FOLDER + "healthcheck-url-2017.yml");
		FissileGeneration.Choice choice = FissileGeneration.infer(manifest);
		assertThat(choice.generation()).isEqualTo(FissileGeneration.FISSILE_5_0);
		assertThat(choice.reason()).contains("roles[api].run.healthcheck.url").contains("44abf92f");
		assertThat(errors(manifest, FissileGeneration.FISSILE_5_0)).isEmpty();
		Map<String, Object> readiness = container(export(manifest, ExportSettings.defaults()), "api");
		assertThat(readiness).extracting("readinessProbe").asString().contains("/v2/info").contains("9022");
	}

	@Test
	void aClusteredTagIsInferredAsTheLastFissileThatReadIt() {
		RoleManifest manifest = ExportTestSupport.resource(FOLDER + "clustered-tag-2017.yml");
		FissileGeneration.Choice choice = FissileGeneration.infer(manifest);
		assertThat(choice.generation()).isEqualTo(FissileGeneration.FISSILE_5_2);
		assertThat(choice.reason()).contains("tagged clustered").contains("86fc6266").contains("6d8c75e2");
		assertThat(errors(manifest, FissileGeneration.FISSILE_5_2)).isEmpty();
		assertThat(errors(manifest, FissileGeneration.FISSILE_5)).contains("FISSILE-13");
	}

	@Test
	void keysNoFissileReadTogetherLeaveTheNewestGeneration() {
		RoleManifest manifest = new ManifestCodec().read("""
				roles:
				- name: main-role
				  jobs: [{name: nats, release_name: nats}]
				  tags: [clustered]
				  colocated_containers: [to-be-colocated]
				  run: {scaling: {min: 1, max: 1}, memory: 256}
				- name: to-be-colocated
				  type: colocated-container
				  jobs: [{name: ntpd, release_name: ntp}]
				  run: {memory: 128}
				""");
		assertThat(FissileGeneration.infer(manifest).generation()).isEqualTo(FissileGeneration.FISSILE_5);
		RoleManifest plain = new ManifestCodec().read("""
				roles:
				- name: nats
				  jobs: [{name: nats, release_name: nats}]
				  run: {scaling: {min: 1, max: 1}, memory: 256}
				""");
		assertThat(FissileGeneration.infer(plain).generation()).isEqualTo(FissileGeneration.FISSILE_5);
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("io.manifeststudio.export.FissileHistoryFixtures#names")
	void everyHistoryFixtureValidatesWithoutErrorUnderItsGeneration(String name) {
		RoleManifest manifest = ExportTestSupport.resource(FOLDER + name);
		FissileGeneration generation = FissileHistoryFixtures.generation(name, manifest);
		ValidationResult result = Validators.create().validate(manifest, generation);
		// the objects the K8S family checks are those of the generation validated (its
		// port fix-ups)
		assertThat(result.findings()
			.stream()
			.filter(Finding::isError)
			.map((finding) -> finding.rule() + " " + finding.path() + " " + finding.message()))
			.as("%s under %s", name, generation.id())
			.isEmpty();
	}

	private static List<String> errors(RoleManifest manifest, FissileGeneration generation) {
		ValidationResult result = Validators.create(ExportSettings.defaults().withGeneration(generation))
			.validate(manifest, generation);
		return result.findings()
			.stream()
			.filter((finding) -> finding.severity() == Severity.ERROR)
			.map(Finding::rule)
			.toList();
	}

	private static List<Map<String, Object>> export(RoleManifest manifest, ExportSettings settings) {
		KubernetesExport.Result result = new KubernetesExport(ChartDefaults::expressions).export(manifest, settings,
				null, Validators.create(settings));
		assertThat(result.validation()
			.findings()
			.stream()
			.filter((finding) -> finding.severity() == Severity.ERROR)
			.map((finding) -> finding.rule() + " " + finding.message())).isEmpty();
		return ExportTestSupport.documents(result.yaml());
	}

	@SuppressWarnings("unchecked")
	private static List<Map<String, Object>> ports(List<Map<String, Object>> documents, String kind, String name) {
		for (Map<String, Object> document : documents) {
			Map<String, Object> metadata = (Map<String, Object>) document.get("metadata");
			if (kind.equals(document.get("kind")) && name.equals(metadata.get("name"))) {
				Map<String, Object> spec = (Map<String, Object>) ((Map<String, Object>) ((Map<String, Object>) document
					.get("spec")).get("template")).get("spec");
				return (List<Map<String, Object>>) ((Map<String, Object>) ((List<Object>) spec.get("containers"))
					.get(0)).get("ports");
			}
		}
		throw new AssertionError("no " + kind + " " + name);
	}

	@SuppressWarnings("unchecked")
	private static Map<String, Object> container(List<Map<String, Object>> documents, String name) {
		for (Map<String, Object> document : documents) {
			Map<String, Object> metadata = (Map<String, Object>) document.get("metadata");
			if ("StatefulSet".equals(document.get("kind")) && name.equals(metadata.get("name"))) {
				Map<String, Object> spec = (Map<String, Object>) ((Map<String, Object>) ((Map<String, Object>) document
					.get("spec")).get("template")).get("spec");
				return (Map<String, Object>) ((List<Object>) spec.get("containers")).get(0);
			}
		}
		throw new AssertionError("no StatefulSet " + name);
	}

	@SuppressWarnings("unchecked")
	private static List<Map<String, Object>> servicePorts(List<Map<String, Object>> documents, String name) {
		for (Map<String, Object> document : documents) {
			Map<String, Object> metadata = (Map<String, Object>) document.get("metadata");
			if ("Service".equals(document.get("kind")) && name.equals(metadata.get("name"))) {
				return (List<Map<String, Object>>) ((Map<String, Object>) document.get("spec")).get("ports");
			}
		}
		throw new AssertionError("no Service " + name + " in "
				+ documents.stream()
					.map((document) -> ((Map<String, Object>) document.get("metadata")).get("name"))
					.toList());
	}

}
