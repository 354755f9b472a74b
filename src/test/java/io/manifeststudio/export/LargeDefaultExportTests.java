package io.manifeststudio.export;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.manifeststudio.export.helm.ChartDefaults;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.export.rules.Validators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * A variable's default goes to every container whose templates may use it. A large one is
 * written once, into the Secret {@code secrets}, and read by each container from there: a
 * 1 MB manifest whose one default every container reads once exported to more than 100 MB
 * of YAML.
 */
class LargeDefaultExportTests {

	/**
	 * 200 groups whose containers all get BIG (a global template uses it), whose default
	 * is {@code size} bytes.
	 */
	static String manifest(int groups, int size) {
		StringBuilder text = new StringBuilder("instance_groups:\n");
		for (int i = 0; i < groups; i++) {
			text.append("- name: group-")
				.append(i)
				.append("\n  jobs:\n  - name: tor\n    release: tor\n")
				.append("    properties:\n      bosh_containerization:\n        run: {memory: 64}\n");
		}
		text.append(
				"configuration:\n  templates:\n    properties.tor.big: ((BIG))\n    properties.tor.small: ((SMALL))\n")
			.append("variables:\n- name: BIG\n  options:\n    description: A large default\n    default: ")
			.append("x".repeat(size))
			.append("\n- name: NUMBERS\n  options:\n    description: A long list\n    internal: true\n")
			.append("    default: [")
			.append("1, ".repeat(600))
			.append("2]\n")
			.append("- name: SMALL\n  options:\n    description: A small default\n    default: small\n");
		return text.toString();
	}

	@Test
	void theExportOfAOneMegabyteManifestWithALargeDefaultStaysUnderFiveMegabytes() {
		String text = manifest(200, 900_000);
		assertThat(text.length()).isBetween(900_000, 1_100_000);
		RoleManifest manifest = ExportTestSupport.manifest(text);

		String yaml = new KubernetesExport(ChartDefaults::expressions)
			.export(manifest, ExportSettings.defaults(), null, Validators.create(ExportSettings.defaults()))
			.yaml();

		assertThat(yaml.length()).isLessThan(5 * 1024 * 1024);
		// written once: base64 in the Secret
		assertThat(yaml.split("x".repeat(1000), -1)).hasSize(1);
		// indexOf/lastIndexOf rather than containsOnlyOnce: AssertJ counts a 1.2 MB
		// needle
		// in about 100 s, these find it in milliseconds
		String encoded = base64("x".repeat(900_000));
		assertThat(yaml.indexOf(encoded)).isNotNegative().isEqualTo(yaml.lastIndexOf(encoded));
	}

	@Test
	void aLargeDefaultIsReadFromTheSecretAndASmallOneStaysInTheContainer() {
		RoleManifest manifest = ExportTestSupport.manifest(manifest(2, SecretFactory.LARGE_VALUE_BYTES + 1));
		List<Map<String, Object>> documents = ExportTestSupport
			.documents(new KubernetesExport(ChartDefaults::expressions)
				.export(manifest, ExportSettings.defaults(), null, Validators.create(ExportSettings.defaults()))
				.yaml());

		Map<?, ?> data = (Map<?, ?>) documents.get(1).get("data");
		assertThat(data.get("big")).isEqualTo(base64("x".repeat(SecretFactory.LARGE_VALUE_BYTES + 1)));
		// a list default is JSON, as in a container's value: [1,1,...,2] is longer than
		// the limit
		assertThat(new String(Base64.getDecoder().decode((String) data.get("numbers")), StandardCharsets.UTF_8))
			.startsWith("[1,1,")
			.endsWith(",2]");
		for (Map<String, Object> workload : documents.subList(2, documents.size())) {
			List<Map<String, Object>> env = env(workload);
			assertThat(entry(env, "BIG")).isEqualTo(Map.of("name", "BIG", "valueFrom",
					Map.of("secretKeyRef", Map.of("name", "secrets", "key", "big"))));
			assertThat(entry(env, "NUMBERS")).containsKey("valueFrom");
			assertThat(entry(env, "SMALL")).isEqualTo(Map.of("name", "SMALL", "value", "small"));
		}
	}

	@Test
	void aDefaultOfExactlyTheLimitStaysInTheContainer() {
		RoleManifest manifest = ExportTestSupport.manifest(manifest(1, SecretFactory.LARGE_VALUE_BYTES));
		List<Map<String, Object>> documents = ExportTestSupport
			.documents(new KubernetesExport(ChartDefaults::expressions)
				.export(manifest, ExportSettings.defaults(), null, Validators.create(ExportSettings.defaults()))
				.yaml());

		assertThat(((Map<?, ?>) documents.get(1).get("data")).containsKey("big")).isFalse();
		assertThat(entry(env(documents.get(2)), "BIG")).containsEntry("value",
				"x".repeat(SecretFactory.LARGE_VALUE_BYTES));
	}

	@Test
	void aLargeDefaultCountsItsUtf8Bytes() {
		// 400 euro signs: 400 characters, 1200 bytes
		RoleManifest manifest = ExportTestSupport
			.manifest(manifest(1, 1).replace("default: x\n", "default: " + "\u20ac".repeat(400) + "\n"));

		assertThat(SecretFactory.holds(manifest.variables().get(0))).isTrue();
		assertThat(SecretFactory.holds(manifest.variables().get(2))).isFalse();
	}

	@Test
	void anExportLargerThanTheLimitIsRefusedAsSoonAsItPassesIt() {
		RoleManifest manifest = ExportTestSupport.manifest(manifest(20, 10));
		List<KubeObject> objects = KubernetesExport.objects(manifest, new KubernetesObjects(manifest,
				ExportSettings.defaults(), ChartDefaults.expressions(manifest, ExportSettings.defaults()))
			.all());
		int size = new KubernetesYamlWriter().write(objects).length();

		assertThat(new KubernetesYamlWriter(size).write(objects)).hasSize(size);
		assertThatExceptionOfType(ExportTooLargeException.class)
			.isThrownBy(() -> new KubernetesYamlWriter(size - 1).write(objects))
			.withMessageContaining("Kubernetes YAML would be larger than " + (size - 1) + " characters");
	}

	@SuppressWarnings("unchecked")
	static List<Map<String, Object>> env(Map<String, Object> workload) {
		Map<?, ?> spec = (Map<?, ?>) ((Map<?, ?>) ((Map<?, ?>) workload.get("spec")).get("template")).get("spec");
		Map<?, ?> container = (Map<?, ?>) ((List<?>) spec.get("containers")).get(0);
		return (List<Map<String, Object>>) container.get("env");
	}

	static Map<String, Object> entry(List<Map<String, Object>> env, String name) {
		return env.stream().filter((entry) -> name.equals(entry.get("name"))).findFirst().orElseThrow();
	}

	private static String base64(String text) {
		return Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
	}

}
