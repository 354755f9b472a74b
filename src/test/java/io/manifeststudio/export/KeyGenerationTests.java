package io.manifeststudio.export;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The keys of generated secrets are made side by side on a pool of at most four threads,
 * one task per key.
 */
class KeyGenerationTests {

	@Test
	void thePoolRunsSideBySideButNeverMoreThanFourAtOnce() {
		AtomicInteger running = new AtomicInteger();
		AtomicInteger most = new AtomicInteger();
		List<CompletableFuture<Void>> tasks = new ArrayList<>();
		for (int i = 0; i < 16; i++) {
			tasks.add(CompletableFuture.runAsync(() -> {
				most.accumulateAndGet(running.incrementAndGet(), Math::max);
				try {
					Thread.sleep(40);
				}
				catch (InterruptedException ex) {
					Thread.currentThread().interrupt();
				}
				running.decrementAndGet();
			}, KeyGeneration.POOL));
		}
		tasks.forEach(CompletableFuture::join);
		int cores = Runtime.getRuntime().availableProcessors();
		assertThat(most.get()).isLessThanOrEqualTo(KeyGeneration.MAX_THREADS)
			.isEqualTo(Math.min(KeyGeneration.MAX_THREADS, cores));
	}

	@Test
	void eachKeyOfAnExportIsOneTaskOnTheGivenExecutor() {
		RoleManifest manifest = new ManifestCodec().read(GeneratedSecretValuesTests.V3);
		AtomicInteger tasks = new AtomicInteger();
		Executor counting = (task) -> {
			tasks.incrementAndGet();
			KeyGeneration.POOL.execute(task);
		};
		GeneratedSecretValues.Filled filled = new GeneratedSecretValues(new SecureRandom(),
				GeneratedSecretValuesTests.SMALL, Clock.fixed(GeneratedSecretValuesTests.NOW, ZoneOffset.UTC), counting)
			.fill(manifest, Set.of("admin-password", "api-cert", "api-ssh-key"));
		// the CA that signs api-cert, api-cert and the SSH key; the password needs none
		assertThat(tasks).hasValue(3);
		assertThat(filled.values()).containsOnlyKeys("admin-password", "api-cert", "api-ssh-key");
	}

}
