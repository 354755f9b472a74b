package io.manifeststudio.manifest;

import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Parsed models are reused per content hash, and the cache keeps no more than its memory
 * budget.
 */
class ParsedManifestCacheTests {

	static final String YAML = "roles:\n- name: r\n  jobs: []\n";

	final AtomicInteger reads = new AtomicInteger();

	final ManifestCodec countingCodec = new ManifestCodec() {

		@Override
		public RoleManifest read(String yaml) {
			ParsedManifestCacheTests.this.reads.incrementAndGet();
			return super.read(yaml);
		}

	};

	@Test
	void equalHashesAreParsedOnce() {
		ParsedManifestCache cache = new ParsedManifestCache(this.countingCodec, 1024 * 1024, Runnable::run);

		RoleManifest first = cache.parse("h1", YAML);

		assertThat(cache.parse("h1", YAML)).isSameAs(first);
		assertThat(this.reads).hasValue(1);
		assertThat(first.era()).isEqualTo(FormatEra.V1_ROLES);
	}

	@Test
	void aModelWeighsWhatItsEntriesHold() {
		RoleManifest small = this.countingCodec.read(YAML);
		RoleManifest large = this.countingCodec.read(withKeys(20_000));

		assertThat(ParsedManifestCache.weigh(small)).isEqualTo(1);
		// 20,000 keys of about 300 bytes each: about 6 MB, counted in KiB
		assertThat(ParsedManifestCache.weigh(large)).isBetween(5_800, 6_000);
	}

	@Test
	void theCacheKeepsNoMoreThanItsBudgetWhateverTheNumberOfModels() {
		long budget = 16L * 1024 * 1024;
		ParsedManifestCache cache = new ParsedManifestCache(this.countingCodec, budget, Runnable::run);
		String large = withKeys(20_000);

		for (int i = 0; i < 10; i++) {
			cache.parse("large-" + i, large + "# " + i + "\n");
		}

		assertThat(cache.weight()).isLessThanOrEqualTo(budget / 1024);
		assertThat(cache.size()).isBetween(1L, 2L);
		for (int i = 0; i < 200; i++) {
			cache.parse("small-" + i, YAML);
		}
		assertThat(cache.weight()).isLessThanOrEqualTo(budget / 1024);
		assertThat(cache.size()).isGreaterThan(100);
	}

	@Test
	void aModelLargerThanTheWholeBudgetIsGivenButNotKept() {
		ParsedManifestCache cache = new ParsedManifestCache(this.countingCodec, 1024 * 1024, Runnable::run);
		String large = withKeys(20_000);

		assertThat(cache.parse("large", large).instanceGroups()).hasSize(1);
		assertThat(cache.size()).isZero();
		cache.parse("large", large);
		assertThat(this.reads).hasValue(2);
	}

	/** A manifest with one group whose job has {@code keys} properties. */
	static String withKeys(int keys) {
		StringBuilder text = new StringBuilder(
				"instance_groups:\n- name: main\n  jobs:\n  - name: j\n    release: r\n" + "    properties:\n");
		for (int i = 0; i < keys; i++) {
			text.append("      key").append(i).append(": value").append(i).append('\n');
		}
		return text.toString();
	}

}
