package io.manifeststudio.manifest;

import java.util.concurrent.Executor;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * Parsed role manifests by content hash, so the pages can ask for the model of a draft or
 * revision as often as they like: the model is immutable, and equal content gives an
 * equal model.
 * <p>
 * The cache is bounded by the memory its models hold, not by their number: one model of a
 * large manifest holds as much as hundreds of small ones (a 4 MB manifest with 200,000
 * keys holds about 50 MB), so a count would let a few large imports fill the heap. Each
 * model is weighed by {@link #weigh}, and Caffeine evicts what was least worth keeping
 * once the total passes the budget
 * ({@code manifest-studio.cache.parsed-manifests.max-megabytes}, 64 by default).
 */
@Component
public class ParsedManifestCache {

	static final int DEFAULT_MAX_MEGABYTES = 64;

	/**
	 * Bytes of heap a model holds per entry of its document (the entry, its key and
	 * value, its path and source position), measured on large manifests (about 250,
	 * rounded up).
	 */
	static final long BYTES_PER_ENTRY = 300;

	private final ManifestCodec codec;

	private final Cache<String, RoleManifest> entries;

	@Autowired
	public ParsedManifestCache(ManifestCodec codec, @Value("${manifest-studio.cache.parsed-manifests.max-megabytes:"
			+ DEFAULT_MAX_MEGABYTES + "}") int maxMegabytes) {
		this(codec, maxMegabytes * 1024L * 1024L, null);
	}

	public ParsedManifestCache(ManifestCodec codec) {
		this(codec, DEFAULT_MAX_MEGABYTES * 1024L * 1024L, null);
	}

	/**
	 * With {@code executor}, evictions run there (tests pass {@code Runnable::run} to see
	 * them at once).
	 */
	ParsedManifestCache(ManifestCodec codec, long maxBytes, Executor executor) {
		this.codec = codec;
		Caffeine<String, RoleManifest> builder = Caffeine.newBuilder()
			.maximumWeight(Math.max(1, maxBytes / 1024))
			.weigher((String hash, RoleManifest manifest) -> weigh(manifest));
		if (executor != null) {
			builder.executor(executor);
		}
		this.entries = builder.build();
	}

	/**
	 * The model of this content, parsed once per hash (concurrent requests for one hash
	 * wait for one parse).
	 */
	public RoleManifest parse(String contentHash, String content) {
		return this.entries.get(contentHash, (hash) -> this.codec.read(content));
	}

	/** Remembers a model that was just parsed from content with this hash. */
	public void put(String contentHash, RoleManifest manifest) {
		this.entries.put(contentHash, manifest);
	}

	/** The memory a model holds, in KiB (at least 1): what the cache's budget counts. */
	static int weigh(RoleManifest manifest) {
		long bytes = BYTES_PER_ENTRY * (manifest.document().positions().size() + 1L);
		return (int) Math.min(Integer.MAX_VALUE, Math.max(1, bytes / 1024));
	}

	long size() {
		this.entries.cleanUp();
		return this.entries.estimatedSize();
	}

	/** The weight of the models kept, in KiB. */
	long weight() {
		this.entries.cleanUp();
		return this.entries.policy().eviction().map((eviction) -> eviction.weightedSize().orElse(0)).orElse(0L);
	}

}
