package io.manifeststudio.export;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.FissileGeneration;
import io.manifeststudio.manifest.RoleManifest;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationResult;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The generation fissile-4 (fissile 4.0.0 and earlier, 2016 to March 2017): inferred for the manifests only it
 * accepted, validated without the rules that came from April 2017, and exported with fissile 4.0.0's port fix-ups
 * (commit 921e09ea: a name over 15 characters becomes 7 characters and a CRC-32; a protocol is upper-cased).
 */
class FissileFourGenerationTests {

	private static final String FOLDER = "fissile-history/";

	@Test
	void a2016ManifestWithSourceAndTargetPortsIsReadAndInferredToFissile4() {
		RoleManifest manifest = ExportTestSupport.resource(FOLDER + "hcf-2016-ports-source-target.yml");
		FissileGeneration.Choice choice = FissileGeneration.infer(manifest);
		assertThat(choice.generation()).isEqualTo(FissileGeneration.FISSILE_4);
		assertThat(choice.reason()).contains("source and target");
		assertThat(manifest.group("api").orElseThrow().run().exposedPorts().get(0).internal()).isEqualTo("9022");
		assertThat(manifest.group("api").orElseThrow().run().exposedPorts().get(0).external()).isEqualTo("80");
		List<Map<String, Object>> documents = export(manifest, ExportSettings.defaults());
		assertThat(ports(documents, "StatefulSet", "api")).containsExactly(Map.of("containerPort", 9022, "name",
				"api", "protocol", "TCP"));
		assertThat(servicePorts(documents, "api-public")).extracting((port) -> port.get("port")).containsExactly(80);
	}

	@Test
	void longPortNamesAndLowerCaseProtocolsAreRewrittenAsFissile4Did() {
		RoleManifest manifest = ExportTestSupport.resource(FOLDER + "long-port-name-fissile-4.yml");
		// a long name may as well be a mistake fissile 5 refused: inferred fissile-5, chosen fissile-4
		assertThat(FissileGeneration.infer(manifest).generation()).isEqualTo(FissileGeneration.FISSILE_5);
		List<Map<String, Object>> documents = export(manifest,
				ExportSettings.defaults().withGeneration(FissileGeneration.FISSILE_4));
		List<Map<String, Object>> ports = ports(documents, "StatefulSet", "routing-api");
		// crc32("routing-api-tcp-port") = 9faae319, crc32("routing-api-range-ports") = c07d4da9
		assertThat(ports).extracting((port) -> port.get("name")).containsExactly("routing9faae319", "routic07d4da9-0",
				"routic07d4da9-1", "routic07d4da9-2");
		assertThat(ports).extracting((port) -> port.get("protocol")).containsOnly("TCP");
	}

	@Test
	void fissile5RefusesWhatFissile4Rewrote() {
		RoleManifest manifest = ExportTestSupport.resource(FOLDER + "long-port-name-fissile-4.yml");
		ValidationResult result = Validators.create().validate(manifest, FissileGeneration.FISSILE_5);
		assertThat(result.findings().stream().filter((finding) -> finding.severity() == Severity.ERROR)
			.map(Finding::rule)).contains("FISSILE-29", "FISSILE-31");
	}

	private static List<Map<String, Object>> export(RoleManifest manifest, ExportSettings settings) {
		KubernetesExport.Result result = new KubernetesExport().export(manifest, settings, null,
				Validators.create(settings));
		assertThat(result.validation().findings().stream().filter((finding) -> finding.severity() == Severity.ERROR)
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
				return (List<Map<String, Object>>) ((Map<String, Object>) ((List<Object>) spec.get("containers")).get(0))
					.get("ports");
			}
		}
		throw new AssertionError("no " + kind + " " + name);
	}

	@SuppressWarnings("unchecked")
	private static List<Map<String, Object>> servicePorts(List<Map<String, Object>> documents, String name) {
		for (Map<String, Object> document : documents) {
			Map<String, Object> metadata = (Map<String, Object>) document.get("metadata");
			if ("Service".equals(document.get("kind")) && name.equals(metadata.get("name"))) {
				return (List<Map<String, Object>>) ((Map<String, Object>) document.get("spec")).get("ports");
			}
		}
		throw new AssertionError("no Service " + name + " in " + documents.stream()
			.map((document) -> ((Map<String, Object>) document.get("metadata")).get("name")).toList());
	}

}
