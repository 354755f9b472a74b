package io.manifeststudio.export;

import java.time.Duration;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Ticker;

/**
 * The generated secret values of recent Kubernetes YAML downloads, per person: the same
 * person downloading the same content (the same revision, or a draft that has not
 * changed) for the same pods within {@link #KEEP} gets the same values again, at once,
 * instead of ~40 new RSA keys (SCF) each time. After that, or for anything else, values
 * are made anew.
 * <p>
 * What is kept is keyed by who downloads, the hash of the content as that person reads it
 * (a viewer's is the masked text's, see {@code account.ManifestContent}) and the Secret's
 * keys the download fills: one person's values are never given to another, and a download
 * never mixes values of two makings (a certificate always comes with the CA made with
 * it). Entries are dropped {@link #KEEP} after they were made, never later (reading them
 * does not extend it), and the least recently used first when more than
 * {@link #MAX_CHARACTERS} characters of values are kept.
 */
public final class GeneratedSecretsCache {

	/** How long a download's values are given again. */
	public static final Duration KEEP = Duration.ofMinutes(30);

	/**
	 * At most this many characters of values are kept (an SCF download's are about
	 * 120,000).
	 */
	static final long MAX_CHARACTERS = 32L * 1024 * 1024;

	private record Key(String user, String contentHash, Set<String> keys) {
	}

	private final Cache<Key, GeneratedSecretValues.Filled> kept;

	private final Supplier<GeneratedSecretValues> fresh;

	public GeneratedSecretsCache() {
		this((KeyReservoir) null);
	}

	/** New values take their keys from {@code reservoir} first ({@code null}: none). */
	public GeneratedSecretsCache(KeyReservoir reservoir) {
		this(() -> GeneratedSecretValues.forExport(reservoir), Ticker.systemTicker());
	}

	/**
	 * @param fresh what makes new values; @param ticker the cache's clock (tests move it)
	 */
	public GeneratedSecretsCache(Supplier<GeneratedSecretValues> fresh, Ticker ticker) {
		this.fresh = fresh;
		this.kept = Caffeine.newBuilder()
			.expireAfterWrite(KEEP)
			.maximumWeight(MAX_CHARACTERS)
			.weigher((Key key, GeneratedSecretValues.Filled filled) -> weight(filled))
			.ticker(ticker)
			.build();
	}

	/**
	 * The values for one download by {@code user} of the content with hash
	 * {@code contentHash}: the kept ones when this user downloaded the same content for
	 * the same keys within {@link #KEEP}, else new ones, kept from now.
	 */
	public GeneratedSecretSource forDownload(String user, String contentHash) {
		Objects.requireNonNull(user, "user");
		Objects.requireNonNull(contentHash, "contentHash");
		return (manifest, keys) -> this.kept.get(new Key(user, contentHash, new TreeSet<>(keys)), (key) -> {
			GeneratedSecretValues.Filled filled = this.fresh.get().fill(manifest, keys);
			return filled.keptUntil(filled.madeAt().plus(KEEP));
		});
	}

	private static int weight(GeneratedSecretValues.Filled filled) {
		long characters = 1;
		for (String value : filled.values().values()) {
			characters += value.length();
		}
		return (int) Math.min(Integer.MAX_VALUE, characters);
	}

}
