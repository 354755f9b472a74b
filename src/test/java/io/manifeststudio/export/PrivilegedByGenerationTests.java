package io.manifeststudio.export;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.manifeststudio.export.helm.ChartDefaults;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.export.rules.Validators;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code capabilities: [ALL]} made a container privileged until fissile commit c09cfe8d
 * (2019-05-21, "Add explicit Privileged setting and decouple it from capabilities"); from
 * it on only {@code run.privileged} does. Each fixture is inferred to the generation of
 * its time, and the same manifest under the other side's generation shows the other
 * behaviour.
 */
class PrivilegedByGenerationTests {

	private static final String FOLDER = "fissile-history/";

	@Test
	void beforeC09cfe8dCapabilityAllMakesTheContainerPrivileged() {
		RoleManifest manifest = ExportTestSupport.resource(FOLDER + "privileged-capabilities-all-before-c09cfe8d.yml");
		assertThat(FissileGeneration.infer(manifest).generation()).isEqualTo(FissileGeneration.FISSILE_7);
		List<Map<String, Object>> documents = export(manifest, ExportSettings.defaults());
		assertThat(securityContext(documents, "diego-cell")).containsEntry("privileged", true)
			.containsEntry("allowPrivilegeEscalation", true);
		assertThat(securityContext(documents, "router")).doesNotContainKey("privileged")
			.containsEntry("allowPrivilegeEscalation", false);
	}

	@Test
	void afterC09cfe8dOnlyThePrivilegedSettingDoes() {
		RoleManifest manifest = ExportTestSupport.resource(FOLDER + "privileged-capabilities-all-after-c09cfe8d.yml");
		assertThat(FissileGeneration.infer(manifest).generation()).isEqualTo(FissileGeneration.FISSILE_7_FINAL);
		List<Map<String, Object>> documents = export(manifest, ExportSettings.defaults());
		assertThat(securityContext(documents, "diego-cell")).doesNotContainKey("privileged")
			.containsEntry("allowPrivilegeEscalation", true)
			.containsEntry("capabilities", Map.of("add", List.of("ALL")));
		assertThat(securityContext(documents, "nats")).containsEntry("privileged", true);
	}

	@Test
	void theSameManifestFollowsTheChosenGenerationOnEachSide() {
		RoleManifest manifest = ExportTestSupport.resource(FOLDER + "privileged-capabilities-all-after-c09cfe8d.yml");
		assertThat(securityContext(
				export(manifest, ExportSettings.defaults().withGeneration(FissileGeneration.FISSILE_7_FEATURES)),
				"diego-cell"))
			.containsEntry("privileged", true);
		RoleManifest before = ExportTestSupport.resource(FOLDER + "privileged-capabilities-all-before-c09cfe8d.yml");
		assertThat(securityContext(
				export(before, ExportSettings.defaults().withGeneration(FissileGeneration.FISSILE_7_FINAL)),
				"diego-cell"))
			.doesNotContainKey("privileged");
	}

	@Test
	void aRolesManifestOfFissile5MakesAllPrivileged() {
		RoleManifest manifest = ExportTestSupport.resource(FOLDER + "privileged-capabilities-all-roles-5.0.0.yml");
		assertThat(securityContext(export(manifest, ExportSettings.defaults()), "diego-cell"))
			.containsEntry("privileged", true);
	}

	private static List<Map<String, Object>> export(RoleManifest manifest, ExportSettings settings) {
		KubernetesExport.Result result = new KubernetesExport(ChartDefaults::expressions).export(manifest, settings,
				null, Validators.create(settings));
		assertThat(result.validation()
			.findings()
			.stream()
			.filter((finding) -> finding.severity() == Severity.ERROR)
			.map(Finding::message)).isEmpty();
		return ExportTestSupport.documents(result.yaml());
	}

	@SuppressWarnings("unchecked")
	private static Map<String, Object> securityContext(List<Map<String, Object>> documents, String group) {
		for (Map<String, Object> document : documents) {
			Map<String, Object> metadata = (Map<String, Object>) document.get("metadata");
			if (!"StatefulSet".equals(document.get("kind")) && !"Deployment".equals(document.get("kind"))
					|| !group.equals(metadata.get("name"))) {
				continue;
			}
			Map<String, Object> spec = (Map<String, Object>) ((Map<String, Object>) ((Map<String, Object>) document
				.get("spec")).get("template")).get("spec");
			for (Object container : (List<Object>) spec.get("containers")) {
				if (group.equals(((Map<String, Object>) container).get("name"))) {
					return (Map<String, Object>) ((Map<String, Object>) container).get("securityContext");
				}
			}
		}
		throw new AssertionError("no workload " + group);
	}

}
