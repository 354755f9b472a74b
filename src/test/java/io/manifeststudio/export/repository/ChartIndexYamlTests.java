package io.manifeststudio.export.repository;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The repository's {@code index.yaml}, read back with SnakeYAML: Helm's layout
 * ({@code apiVersion: v1}, {@code entries} by chart name, {@code generated}), each
 * version with its {@code Chart.yaml} fields and annotations, its file as a relative URL,
 * when it was built and the archive's digest, newest version first.
 */
class ChartIndexYamlTests {

	private static final String CHART_YAML = """
			apiVersion: v2
			name: shop
			description: Exported by Manifest Studio from role manifest "shop" revision %d
			type: application
			version: %s
			appVersion: 0123456789ab
			annotations:
			  manifeststudio.io/manifest: shop
			  manifeststudio.io/revision: '%d'
			  manifeststudio.io/content-hash: sha256:%s
			  manifeststudio.io/review: approved
			  manifeststudio.io/approvers: rita,roger
			""";

	@Test
	@SuppressWarnings("unchecked")
	void theIndexListsEveryVersionWithItsChartFieldsFileCreatedAndDigest() {
		Instant built = Instant.parse("2026-12-05T20:00:00.123456Z");
		StoredChart first = chart(1, "1.33.0", built);
		StoredChart second = chart(2, "2.33.0", built.plusSeconds(60));
		StoredChart other = new StoredChart("cart", "4.27.1", 2, 4, "1.27", "helm", "sha256:" + "ab".repeat(32),
				"ef".repeat(32), CHART_YAML.replace("shop", "cart").formatted(4, "4.27.1", 4, "ab".repeat(32)), built);

		String text = ChartIndexYaml.write(List.of(first, other, second), Instant.parse("2026-12-05T21:00:00Z"));
		Map<String, Object> index = new Yaml(new SafeConstructor(new LoaderOptions())).load(text);

		assertThat(index).containsEntry("apiVersion", "v1").containsEntry("generated", "2026-12-05T21:00:00Z");
		Map<String, List<Map<String, Object>>> entries = (Map<String, List<Map<String, Object>>>) index.get("entries");
		assertThat(entries).containsOnlyKeys("cart", "shop");
		List<Map<String, Object>> shop = entries.get("shop");
		assertThat(shop).extracting((entry) -> entry.get("version")).containsExactly("2.33.0", "1.33.0");
		Map<String, Object> newest = shop.get(0);
		assertThat(newest).containsEntry("apiVersion", "v2")
			.containsEntry("name", "shop")
			.containsEntry("type", "application")
			.containsEntry("appVersion", "0123456789ab")
			.containsEntry("urls", List.of("shop-2.33.0.tgz"))
			.containsEntry("created", "2026-12-05T20:01:00.123456Z")
			.containsEntry("digest", second.digest());
		assertThat((Map<String, Object>) newest.get("annotations")).containsEntry("manifeststudio.io/revision", "2")
			.containsEntry("manifeststudio.io/content-hash", "sha256:" + "cd".repeat(32))
			.containsEntry("manifeststudio.io/review", "approved")
			.containsEntry("manifeststudio.io/approvers", "rita,roger");
		assertThat(entries.get("cart").get(0)).containsEntry("version", "4.27.1")
			.containsEntry("urls", List.of("cart-4.27.1.tgz"));
	}

	@Test
	void anEmptyRepositoryHasAnEmptyEntriesMap() {
		Map<String, Object> index = new Yaml(new SafeConstructor(new LoaderOptions()))
			.load(ChartIndexYaml.write(List.of(), Instant.EPOCH));
		assertThat(index).containsEntry("apiVersion", "v1").containsEntry("entries", Map.of());
	}

	private static StoredChart chart(int revision, String version, Instant created) {
		String hash = "cd".repeat(32);
		return new StoredChart("shop", version, 1, revision, "1.33", "fissile", "sha256:" + hash,
				String.valueOf(revision).repeat(64), CHART_YAML.formatted(revision, version, revision, hash), created);
	}

}
