package io.manifeststudio.manifest;

import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Parsed models are reused per content hash, and only the most recently used are kept. */
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
		ParsedManifestCache cache = new ParsedManifestCache(this.countingCodec, 4);

		RoleManifest first = cache.parse("h1", YAML);

		assertThat(cache.parse("h1", YAML)).isSameAs(first);
		assertThat(this.reads).hasValue(1);
		assertThat(first.era()).isEqualTo(FormatEra.V1_ROLES);
	}

	@Test
	void theLeastRecentlyUsedEntryGoesFirst() {
		ParsedManifestCache cache = new ParsedManifestCache(this.countingCodec, 2);
		cache.parse("a", YAML);
		cache.parse("b", YAML);
		cache.parse("a", YAML);
		cache.parse("c", YAML);

		assertThat(cache.size()).isEqualTo(2);
		assertThat(this.reads).hasValue(3);
		cache.parse("a", YAML);
		assertThat(this.reads).hasValue(3);
		cache.parse("b", YAML);
		assertThat(this.reads).hasValue(4);
	}

}
