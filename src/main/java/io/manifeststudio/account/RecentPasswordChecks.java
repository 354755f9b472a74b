package io.manifeststudio.account;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Duration;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * The password checks that succeeded lately, so that a client sending HTTP Basic on every
 * request (a pipeline's {@code curl -u}) pays Argon2id or bcrypt (tens of milliseconds of
 * CPU each) once, not on every request.
 * <p>
 * Nothing here can be used to learn or try a password: an entry is known by an
 * HMAC-SHA256 of the user name and the password under a key drawn at random when the
 * application starts and never stored, and holds the account's stored hash as it was when
 * the password matched it. A check is skipped only for the same user name and password
 * and the same stored hash: a changed password (a new hash) misses, and the account (its
 * role, whether it is enabled) is read anew on every request by the caller anyway.
 * Besides, every change to an account forgets its entries ({@link #forget}, where its
 * browser sessions end), and an entry lives at most
 * {@code manifest-studio.sign-in.password-check-ttl} (5 minutes by default). Only
 * successes are kept: a wrong password is checked in full every time and counted by
 * {@link SignInThrottle}.
 */
@Component
class RecentPasswordChecks {

	static final int MAX_ENTRIES = 10_000;

	private static final String HMAC = "HmacSHA256";

	private final SecretKeySpec key;

	private final Cache<ByteBuffer, Passed> passed;

	RecentPasswordChecks(@Value("${manifest-studio.sign-in.password-check-ttl:5m}") Duration ttl) {
		byte[] random = new byte[32];
		new SecureRandom().nextBytes(random);
		this.key = new SecretKeySpec(random, HMAC);
		this.passed = Caffeine.newBuilder().maximumSize(MAX_ENTRIES).expireAfterWrite(ttl).build();
	}

	/**
	 * Whether this password matched this account's stored hash {@code storedHash} lately.
	 */
	boolean matchedLately(String username, String password, String storedHash) {
		Passed entry = this.passed.getIfPresent(keyOf(username, password));
		return entry != null && entry.username().equals(username) && MessageDigest
			.isEqual(entry.storedHash().getBytes(StandardCharsets.UTF_8), storedHash.getBytes(StandardCharsets.UTF_8));
	}

	/**
	 * Records that this password matched this account's stored hash {@code storedHash}
	 * just now.
	 */
	void matched(String username, String password, String storedHash) {
		this.passed.put(keyOf(username, password), new Passed(username, storedHash));
	}

	/**
	 * Forgets every check of the account: its password, role or state changed, or it was
	 * deleted.
	 */
	void forget(String username) {
		this.passed.asMap().values().removeIf((entry) -> entry.username().equals(username));
	}

	long size() {
		this.passed.cleanUp();
		return this.passed.estimatedSize();
	}

	private ByteBuffer keyOf(String username, String password) {
		try {
			Mac mac = Mac.getInstance(HMAC);
			mac.init(this.key);
			byte[] name = username.getBytes(StandardCharsets.UTF_8);
			// the length first, so that no other user name and password give the same
			// input
			mac.update(ByteBuffer.allocate(Integer.BYTES).putInt(name.length).array());
			mac.update(name);
			mac.update(password.getBytes(StandardCharsets.UTF_8));
			return ByteBuffer.wrap(mac.doFinal());
		}
		catch (GeneralSecurityException ex) {
			throw new IllegalStateException("HmacSHA256 is part of every Java runtime", ex);
		}
	}

	private record Passed(String username, String storedHash) {
	}

}
