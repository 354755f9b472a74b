package io.manifeststudio.account;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.diagnostics.FailureAnalyzer;
import org.springframework.core.io.support.SpringFactoriesLoader;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What a password may be (8 to 128 characters), Argon2id for new hashes, old bcrypt
 * hashes still read.
 */
class PasswordsTests {

	static final String EUROS_100 = "€".repeat(100);

	final PasswordEncoder encoder = Passwords.encoder();

	@Test
	void aHundredEuroSignsAre300BytesAndAreStoredAsArgon2AndMatch() {
		assertThat(EUROS_100.getBytes(StandardCharsets.UTF_8)).hasSize(300);
		String encoded = this.encoder.encode(Passwords.valid(EUROS_100));
		assertThat(encoded).startsWith("{argon2}$argon2id$");
		assertThat(this.encoder.matches(EUROS_100, encoded)).isTrue();
		assertThat(this.encoder.matches("€".repeat(99) + "e", encoded)).isFalse();
		assertThat(this.encoder.upgradeEncoding(encoded)).isFalse();
	}

	@Test
	void theLimitIs8To128CharactersCountedAsCodePointsAndTheRefusalNamesIt() {
		assertThat(Passwords.valid("€".repeat(128))).hasSize(128);
		assertThat(Passwords.valid("12345678")).isEqualTo("12345678");
		// 64 emoji: 128 UTF-16 units, 64 characters
		assertThat(Passwords.valid("😀".repeat(64))).isNotNull();
		assertThatThrownBy(() -> Passwords.valid("😀".repeat(129)))
			.isInstanceOfSatisfying(AccountRequestException.class, (ex) -> {
				assertThat(ex.status().value()).isEqualTo(400);
				assertThat(ex.field()).isEqualTo("password");
				assertThat(ex.getMessage()).isEqualTo("A password has 8 to 128 characters (this one has 129)");
			});
		assertThatThrownBy(() -> Passwords.valid("1234567")).hasMessageContaining("8 to 128 characters");
		assertThatThrownBy(() -> Passwords.valid(null)).hasMessage("A password has 8 to 128 characters");
	}

	@Test
	void anOldBcryptHashIsStillReadAndMarkedForUpgrade() {
		String old = "{bcrypt}" + new BCryptPasswordEncoder().encode("an-old-password");
		assertThat(this.encoder.matches("an-old-password", old)).isTrue();
		assertThat(this.encoder.matches("another-password", old)).isFalse();
		assertThat(this.encoder.upgradeEncoding(old)).isTrue();
	}

	@Test
	void aPasswordLongerThanBcryptReadsDoesNotMatchAnOldBcryptHashInsteadOfThrowing() {
		String old = "{bcrypt}" + new BCryptPasswordEncoder().encode("€".repeat(24));
		// what answered 500: bcrypt refuses to hash more than 72 bytes
		assertThatThrownBy(() -> new BCryptPasswordEncoder().encode(EUROS_100))
			.isInstanceOf(IllegalArgumentException.class);
		assertThat(this.encoder.matches(EUROS_100, old)).isFalse();
		assertThat(this.encoder.matches("€".repeat(24) + "more than bcrypt reads", old)).isFalse();
		assertThat(this.encoder.matches("€".repeat(24), old)).isTrue();
	}

	@Test
	void aRefusedFirstAdminPasswordStopsTheStartSayingWhyAndWhatToDo() {
		AdminPasswordRefused refused = new AdminPasswordRefused("A password has 8 to 128 characters (this one has 5)");
		FailureAnalyzer analyzer = SpringFactoriesLoader.forDefaultResourceLocation()
			.load(FailureAnalyzer.class, SpringFactoriesLoader.FailureHandler.handleMessage((message, ex) -> {
			}))
			.stream()
			.filter(AdminPasswordRefused.Analyzer.class::isInstance)
			.findFirst()
			.orElseThrow();
		FailureAnalysis analysis = analyzer
			.analyze(new IllegalStateException("Failed to execute ApplicationRunner", refused));
		assertThat(analysis.getDescription()).startsWith(
				"MANIFEST_STUDIO_ADMIN_PASSWORD is refused as the first admin's password: A password has 8 to 128 "
						+ "characters (this one has 5)");
		assertThat(analysis.getAction()).contains("8 to 128 characters").contains("start again");
	}

}
