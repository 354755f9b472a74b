package io.manifeststudio.export;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import io.manifeststudio.export.GeneratedSecretValues.Filled;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A person's generated secret values are given again for their downloads of the same
 * content within 30 minutes, and to nobody else: not to another person, not for other
 * content or other keys, not after 30 minutes. Keys are 1024 bits here.
 */
class GeneratedSecretsCacheTests {

	static final Set<String> KEYS = Set.of("admin-password", "internal-ca-cert", "api-cert", "api-cert-key");

	final RoleManifest manifest = new ManifestCodec().read(GeneratedSecretValuesTests.V3);

	final AtomicLong nanos = new AtomicLong();

	final AtomicInteger made = new AtomicInteger();

	final GeneratedSecretsCache cache = new GeneratedSecretsCache(() -> {
		this.made.incrementAndGet();
		return new GeneratedSecretValues(new SecureRandom(), GeneratedSecretValuesTests.SMALL,
				Clock.fixed(GeneratedSecretValuesTests.NOW, ZoneOffset.UTC));
	}, this.nanos::get);

	@Test
	void theSamePersonGetsTheSameValuesForTheSameContentAndSaysUntilWhen() {
		Filled first = this.cache.forDownload("alice", "hash-1").fill(this.manifest, KEYS);
		Filled again = this.cache.forDownload("alice", "hash-1").fill(this.manifest, KEYS);
		assertThat(first.values()).containsKeys("admin-password", "internal-ca-cert", "api-cert", "api-cert-key");
		assertThat(again.values()).isEqualTo(first.values());
		assertThat(this.made).hasValue(1);
		assertThat(again.kept()).isTrue();
		assertThat(again.keptUntil()).isEqualTo(GeneratedSecretValuesTests.NOW.plus(Duration.ofMinutes(30)));
		assertThat(GeneratedSecretsComment.lines(again)).contains(
				"Made at 2026-12-01 10:00 UTC for you: your downloads of this same content give these values again "
						+ "until 2026-12-01 10:30 UTC,",
				"  then new ones. Keep this file (or the Secret) to keep them.");
	}

	@Test
	void anotherPersonNeverGetsThem() {
		Filled alice = this.cache.forDownload("alice", "hash-1").fill(this.manifest, KEYS);
		Filled bob = this.cache.forDownload("bob", "hash-1").fill(this.manifest, KEYS);
		assertThat(bob.values().get("admin-password")).isNotEqualTo(alice.values().get("admin-password"));
		assertThat(bob.values().get("internal-ca-cert")).isNotEqualTo(alice.values().get("internal-ca-cert"));
		assertThat(this.made).hasValue(2);
	}

	@Test
	void otherContentOrOtherKeysGetNewValues() {
		Filled first = this.cache.forDownload("alice", "hash-1").fill(this.manifest, KEYS);
		Filled otherContent = this.cache.forDownload("alice", "hash-2").fill(this.manifest, KEYS);
		Filled otherKeys = this.cache.forDownload("alice", "hash-1").fill(this.manifest, Set.of("admin-password"));
		assertThat(otherContent.values().get("admin-password")).isNotEqualTo(first.values().get("admin-password"));
		assertThat(otherKeys.values().get("admin-password")).isNotEqualTo(first.values().get("admin-password"));
		assertThat(this.made).hasValue(3);
	}

	@Test
	void afterThirtyMinutesTheValuesAreNew() {
		Filled first = this.cache.forDownload("alice", "hash-1").fill(this.manifest, KEYS);
		this.nanos.addAndGet(Duration.ofMinutes(29).toNanos());
		assertThat(this.cache.forDownload("alice", "hash-1").fill(this.manifest, KEYS).values())
			.isEqualTo(first.values());
		// reading them did not extend their time
		this.nanos.addAndGet(Duration.ofMinutes(1).toNanos());
		assertThat(this.cache.forDownload("alice", "hash-1").fill(this.manifest, KEYS).values().get("admin-password"))
			.isNotEqualTo(first.values().get("admin-password"));
		assertThat(this.made).hasValue(2);
	}

}
