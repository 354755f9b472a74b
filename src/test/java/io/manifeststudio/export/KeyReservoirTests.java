package io.manifeststudio.export;

import java.math.BigInteger;
import java.security.KeyPair;
import java.security.SecureRandom;
import java.security.interfaces.RSAPublicKey;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Keys made beforehand for generated secrets: each handed out once, refilled after it is
 * taken, made only while the application is idle, and an empty reservoir leaves the keys
 * to be made on demand. Keys are 1024 bits here.
 */
class KeyReservoirTests {

	private static final Duration WAIT = Duration.ofMinutes(2);

	private final AtomicBoolean idle = new AtomicBoolean(true);

	private final List<KeyReservoir> reservoirs = new ArrayList<>();

	@AfterEach
	void close() {
		this.reservoirs.forEach(KeyReservoir::close);
	}

	private KeyReservoir reservoir(int keys) {
		KeyReservoir reservoir = new KeyReservoir(Map.of(1024, keys), new SecureRandom(), this.idle::get);
		this.reservoirs.add(reservoir);
		return reservoir;
	}

	@Test
	void eachKeyIsHandedOutOnceAndTheReservoirRefills() throws InterruptedException {
		KeyReservoir reservoir = reservoir(3);
		assertThat(reservoir.awaitFull(WAIT)).isTrue();
		assertThat(reservoir.available(1024)).isEqualTo(3);
		this.idle.set(false);
		Set<BigInteger> seen = new HashSet<>();
		for (int i = 0; i < 3; i++) {
			KeyPair key = reservoir.take(1024);
			assertThat(key).isNotNull();
			assertThat(((RSAPublicKey) key.getPublic()).getModulus().bitLength()).isEqualTo(1024);
			assertThat(seen.add(((RSAPublicKey) key.getPublic()).getModulus())).as("a key handed out twice").isTrue();
		}
		// busy: nothing is made, so the next download makes its own key
		assertThat(reservoir.take(1024)).isNull();
		this.idle.set(true);
		assertThat(reservoir.awaitFull(WAIT)).isTrue();
		for (int i = 0; i < 3; i++) {
			assertThat(seen.add(((RSAPublicKey) reservoir.take(1024).getPublic()).getModulus()))
				.as("a refilled key equals one handed out before")
				.isTrue();
		}
		assertThat(reservoir.take(2048)).as("no store of that size").isNull();
	}

	@Test
	void nothingIsMadeWhileTheApplicationIsBusy() throws InterruptedException {
		this.idle.set(false);
		KeyReservoir reservoir = reservoir(2);
		reservoir.refill();
		assertThat(reservoir.awaitFull(Duration.ofMillis(600))).isFalse();
		assertThat(reservoir.available(1024)).isZero();
	}

	@Test
	void aDownloadTakesItsKeysFromTheReservoirAndMakesTheRestWhenItIsEmpty() throws Exception {
		RoleManifest manifest = new ManifestCodec().read(GeneratedSecretValuesTests.V3);
		Set<String> keys = Set.of("admin-password", "internal-ca-cert", "api-cert", "api-cert-key");
		KeyReservoir reservoir = reservoir(3);
		assertThat(reservoir.awaitFull(WAIT)).isTrue();
		this.idle.set(false);
		GeneratedSecretValues.Filled first = values(reservoir).fill(manifest, keys);
		// the CA and the certificate took one key each
		assertThat(reservoir.available(1024)).isEqualTo(1);
		GeneratedSecretValues.Filled second = values(reservoir).fill(manifest, keys);
		// one from the reservoir, one made on the pool
		assertThat(reservoir.available(1024)).isZero();
		for (GeneratedSecretValues.Filled filled : List.of(first, second)) {
			X509Certificate ca = GeneratedSecretValuesTests.certificate(filled.values().get("internal-ca-cert"));
			X509Certificate certificate = GeneratedSecretValuesTests.certificate(filled.values().get("api-cert"));
			certificate.verify(ca.getPublicKey());
			assertThat(certificate.getPublicKey()).isNotEqualTo(ca.getPublicKey());
		}
		Set<Object> publicKeys = new HashSet<>();
		for (GeneratedSecretValues.Filled filled : List.of(first, second)) {
			publicKeys
				.add(GeneratedSecretValuesTests.certificate(filled.values().get("internal-ca-cert")).getPublicKey());
			publicKeys.add(GeneratedSecretValuesTests.certificate(filled.values().get("api-cert")).getPublicKey());
		}
		assertThat(publicKeys).as("no key in two places").hasSize(4);
		GeneratedSecretValues.Filled third = values(reservoir).fill(manifest, keys);
		GeneratedSecretValuesTests.certificate(third.values().get("api-cert"))
			.verify(GeneratedSecretValuesTests.certificate(third.values().get("internal-ca-cert")).getPublicKey());
	}

	private static GeneratedSecretValues values(KeyReservoir reservoir) {
		return new GeneratedSecretValues(new SecureRandom(), GeneratedSecretValuesTests.SMALL,
				Clock.fixed(GeneratedSecretValuesTests.NOW, ZoneOffset.UTC), KeyGeneration.POOL, reservoir);
	}

}
