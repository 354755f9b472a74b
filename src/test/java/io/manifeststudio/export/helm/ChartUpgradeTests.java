package io.manifeststudio.export.helm;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An upgrade restarts only what changed (issue 23, item 7), with real Helm on SCF 2.17.1:
 * two revisions that differ in one group's memory have different chart versions and
 * render the same pod templates but that group's; a changed secret value changes the
 * {@code checksum/config} annotation of exactly the pods that read it; content that is no
 * revision gets a version of its own.
 */
class ChartUpgradeTests {

	@TempDir
	Path dir;

	/**
	 * SCF 2.17.1 with the memory of the group {@code nats} (its job's {@code run.memory})
	 * raised from 128 to 256.
	 */
	static String withNatsMemory(String text) {
		int group = text.indexOf("\n- name: nats\n", text.indexOf("\ninstance_groups:"));
		int memory = text.indexOf("memory: 128", group);
		assertThat(group).isPositive();
		assertThat(text.indexOf("\n- name: ", group + 1)).as("the memory is nats's").isGreaterThan(memory);
		return text.substring(0, memory) + "memory: 256" + text.substring(memory + "memory: 128".length());
	}

	HelmChart chart(String text, int revision) {
		RoleManifest manifest = new ManifestCodec().read(text);
		return new HelmChartExporter().export(manifest, new HelmChartOptions(ExportSettings.defaults(),
				SidecarMode.AUTO, ChartProvenance.of("scf", revision, text)));
	}

	/**
	 * What fissile's chart required, and requests and limits switched on so that memory
	 * reaches the pods.
	 */
	static Map<String, Object> values(String text) {
		Map<String, Object> values = new LinkedHashMap<>(requiredValues(new ManifestCodec().read(text)));
		values.put("config.memory.requests", true);
		values.put("config.memory.limits", true);
		return values;
	}

	static Map<String, Object> requiredValues(RoleManifest manifest) {
		Map<String, Object> values = new LinkedHashMap<>();
		HelmChartExporter.valuesToSet(manifest).forEach((key) -> values.put(key, "given"));
		return values;
	}

	@Test
	void twoRevisionsDifferingInOneGroupsMemoryHaveTwoVersionsAndOnlyThatGroupsPodTemplateChanges() {
		ValidFixtures.assumePresent();
		String first = ValidFixtures.read(GeneratedSecretsTests.SCF);
		String second = withNatsMemory(first);
		HelmChart one = chart(first, 1);
		HelmChart two = chart(second, 2);
		assertThat(one.version()).isEqualTo("0.1.1");
		assertThat(two.version()).isEqualTo("0.1.2");

		Map<String, Object> before = podTemplates(
				HelmCharts.template(HelmCharts.write(one, this.dir), "1.33.0", values(first)));
		Map<String, Object> after = podTemplates(
				HelmCharts.template(HelmCharts.write(two, this.dir), "1.33.0", values(second)));
		assertThat(after.keySet()).isEqualTo(before.keySet()).hasSizeGreaterThan(20);
		Set<String> changed = new TreeSet<>();
		before.forEach((workload, template) -> {
			if (!template.equals(after.get(workload))) {
				changed.add(workload);
			}
		});
		assertThat(changed).containsExactly("StatefulSet/nats");
		assertThat(String.valueOf(after.get("StatefulSet/nats"))).contains("memory=256Mi");
		assertThat(String.valueOf(before.get("StatefulSet/nats"))).contains("memory=128Mi");
	}

	/**
	 * Two groups, each reading a secret of its own through its group's templates (SCF's
	 * pods all read the same global templates, so each of its secrets is read by nearly
	 * every pod), and a third reading neither.
	 */
	static final String TWO_SECRETS = """
			instance_groups:
			- name: web
			  configuration:
			    templates:
			      properties.web.password: ((WEB_PASSWORD))
			  jobs:
			  - {name: web, release: shop, properties: {bosh_containerization: {run: {memory: 64}}}}
			- name: worker
			  configuration:
			    templates:
			      properties.worker.token: ((WORKER_TOKEN))
			  jobs:
			  - {name: worker, release: shop, properties: {bosh_containerization: {run: {memory: 64}}}}
			- name: cache
			  jobs:
			  - {name: cache, release: shop, properties: {bosh_containerization: {run: {memory: 64}}}}
			variables:
			- name: WEB_PASSWORD
			  options: {secret: true, description: The web password.}
			- name: WORKER_TOKEN
			  options: {secret: true, description: The worker's token.}
			""";

	@Test
	@SuppressWarnings("unchecked")
	void aChangedSecretValueChangesTheChecksumOfExactlyThePodsThatReadIt() {
		Path archive = HelmCharts.write(chart(TWO_SECRETS, 1), this.dir);
		Map<String, Object> values = Map.of("secrets.WEB_PASSWORD", "one", "secrets.WORKER_TOKEN", "two");
		Map<String, Object> before = podTemplates(HelmCharts.template(archive, "1.33.0", values));
		for (String variable : List.of("WEB_PASSWORD", "WORKER_TOKEN")) {
			Map<String, Object> changedValues = new LinkedHashMap<>(values);
			changedValues.put("secrets." + variable, "another value");
			Map<String, Object> after = podTemplates(HelmCharts.template(archive, "1.33.0", changedValues));
			Set<String> readers = new TreeSet<>();
			Set<String> changed = new TreeSet<>();
			before.forEach((workload, template) -> {
				Map<String, Object> pod = (Map<String, Object>) template;
				if (readsFromSecrets(pod, variable)) {
					readers.add(workload);
				}
				Map<String, Object> other = (Map<String, Object>) after.get(workload);
				if (!checksum(pod).equals(checksum(other))) {
					changed.add(workload);
				}
				// nothing else in the template changes
				assertThat(withoutChecksum(other)).as(workload).isEqualTo(withoutChecksum(pod));
			});
			assertThat(readers).as("pods reading %s", variable).hasSize(1);
			assertThat(changed).as("pods restarted by a new %s", variable).isEqualTo(readers);
		}
	}

	@Test
	void contentThatIsNoRevisionGetsAVersionOfItsOwnThatHelmAccepts() {
		String text = """
				instance_groups:
				- name: web
				  jobs:
				  - name: tor
				    release: tor
				    properties:
				      bosh_containerization:
				        run: {memory: 64}
				""";
		HelmChart one = chart(text, 0);
		HelmChart two = chart(text.replace("memory: 64", "memory: 65"), 0);
		assertThat(one.version()).matches("0\\.1\\.0\\+[0-9a-f]{12}");
		assertThat(two.version()).matches("0\\.1\\.0\\+[0-9a-f]{12}").isNotEqualTo(one.version());
		Path archive = HelmCharts.write(one, this.dir);
		assertThat(HelmCharts.lint(archive).isFailed()).as(HelmCharts.lint(archive).getMessages().toString()).isFalse();
		Map<String, Map<String, Object>> objects = HelmCharts
			.byKindAndName(HelmCharts.documents(HelmCharts.template(archive, "1.33.0", Map.of())));
		@SuppressWarnings("unchecked")
		Map<String, Object> labels = (Map<String, Object>) ((Map<String, Object>) objects.get("StatefulSet/web")
			.get("metadata")).get("labels");
		assertThat(labels).containsEntry("helm.sh/chart", "scf-" + one.version().replace('+', '_'));
	}

	/** Each workload's pod template, by kind and name. */
	@SuppressWarnings("unchecked")
	static Map<String, Object> podTemplates(String rendered) {
		Map<String, Object> templates = new LinkedHashMap<>();
		HelmCharts.byKindAndName(HelmCharts.documents(rendered)).forEach((key, object) -> {
			if (object.get("spec") instanceof Map<?, ?> spec && spec.get("template") != null) {
				templates.put(key, spec.get("template"));
			}
		});
		return templates;
	}

	@SuppressWarnings("unchecked")
	static Object checksum(Map<String, Object> template) {
		Map<String, Object> annotations = (Map<String, Object>) ((Map<String, Object>) template.get("metadata"))
			.get("annotations");
		assertThat(annotations).containsKey("checksum/config");
		return annotations.get("checksum/config");
	}

	@SuppressWarnings("unchecked")
	static String withoutChecksum(Map<String, Object> template) {
		String text = String.valueOf(template);
		return text.replace("checksum/config=" + checksum(template), "");
	}

	@SuppressWarnings("unchecked")
	static boolean readsFromSecrets(Map<String, Object> template, String variable) {
		Map<String, Object> pod = (Map<String, Object>) template.get("spec");
		for (String field : List.of("initContainers", "containers")) {
			for (Object container : (List<Object>) pod.getOrDefault(field, List.of())) {
				for (Object entry : (List<Object>) ((Map<String, Object>) container).getOrDefault("env", List.of())) {
					Map<String, Object> env = (Map<String, Object>) entry;
					if (variable.equals(env.get("name")) && env.get("valueFrom") instanceof Map<?, ?> from
							&& from.get("secretKeyRef") instanceof Map<?, ?> ref && "secrets".equals(ref.get("name"))) {
						return true;
					}
				}
			}
		}
		return false;
	}

}
