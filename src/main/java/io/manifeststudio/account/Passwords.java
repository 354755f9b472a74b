package io.manifeststudio.account;

import java.nio.charset.StandardCharsets;
import java.util.Map;

import org.springframework.security.crypto.argon2.Argon2PasswordEncoder;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.DelegatingPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;

/**
 * What a password may be, and how it is stored.
 * <p>
 * A password has {@value #MIN} to {@value #MAX} characters (counted as a person counts
 * them: one per code point, so 100 × "€" is 100 characters, 300 bytes in UTF-8); every
 * way a password is set (the account API and page, a reset, a change of one's own, the
 * first admin from {@code MANIFEST_STUDIO_ADMIN_PASSWORD}) checks it here and refuses
 * another with {@link #LIMIT}.
 * <p>
 * New passwords are stored as Argon2id ({@code {argon2}...}, Spring Security's
 * recommended parameters: 16 MiB, 2 iterations), which has no length limit. Hashes stored
 * before as bcrypt ({@code {bcrypt}$2a$...}) are still read through the delegating
 * encoder, and replaced by Argon2id at the account's next sign-in
 * ({@code AccountUserDetailsService.updatePassword}). bcrypt reads at most 72 bytes; a
 * longer password can never have been stored as bcrypt by this application (Spring
 * Security 7 refuses to hash it), so it simply does not match one, where bcrypt itself
 * would throw (and the sign-in would answer 500).
 */
final class Passwords {

	static final int MIN = 8;

	static final int MAX = 128;

	static final String LIMIT = "A password has " + MIN + " to " + MAX + " characters";

	static final String ARGON2 = "argon2";

	static final String BCRYPT = "bcrypt";

	private Passwords() {
	}

	/** Argon2id for new hashes; bcrypt read too. */
	static PasswordEncoder encoder() {
		return new DelegatingPasswordEncoder(ARGON2, Map.of(ARGON2,
				Argon2PasswordEncoder.defaultsForSpringSecurity_v5_8(), BCRYPT, new BcryptUpTo72Bytes()));
	}

	/**
	 * The password if it is of an allowed length, else a refusal (400) that names the
	 * limit.
	 */
	static String valid(String password) {
		int length = (password != null) ? password.codePointCount(0, password.length()) : 0;
		if (password == null || length < MIN || length > MAX) {
			throw AccountRequestException.invalid("password",
					LIMIT + ((password != null) ? " (this one has " + length + ")" : ""));
		}
		return password;
	}

	/**
	 * bcrypt that answers "no match" for a password longer than bcrypt reads, instead of
	 * throwing.
	 */
	static final class BcryptUpTo72Bytes extends BCryptPasswordEncoder {

		static final int MAX_BYTES = 72;

		@Override
		protected boolean matchesNonNull(String rawPassword, String encodedPassword) {
			if (rawPassword.getBytes(StandardCharsets.UTF_8).length > MAX_BYTES) {
				return false;
			}
			return super.matchesNonNull(rawPassword, encodedPassword);
		}

	}

}
