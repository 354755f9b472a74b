package io.manifeststudio.account;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Personal access tokens: {@code mst_} and 32 random bytes (base64url), shown once when
 * made and stored only as their SHA-256. A token signs its owner in for the API
 * ({@code Authorization: Bearer mst_...}) until revoked or the account is disabled or
 * deleted; a use records when it was last used (to the minute).
 */
@Service
public class AccessTokens {

	public static final String PREFIX = "mst_";

	static final int MAX_NAME = 100;

	/** How exactly the last use of a token is recorded. */
	static final Duration LAST_USE_PRECISION = Duration.ofMinutes(1);

	private static final SecureRandom RANDOM = new SecureRandom();

	private final AccessTokenRepository tokens;

	private final Accounts accounts;

	private final ApplicationEventPublisher events;

	AccessTokens(AccessTokenRepository tokens, Accounts accounts, ApplicationEventPublisher events) {
		this.tokens = tokens;
		this.accounts = accounts;
		this.events = events;
	}

	@Transactional
	public NewTokenJson create(String owner, String name) {
		if (name == null || name.isBlank() || name.strip().length() > MAX_NAME) {
			throw AccountRequestException.invalid("name", "A token needs a name of 1 to " + MAX_NAME + " characters");
		}
		if (name.chars().anyMatch(Character::isISOControl)) {
			// A NUL, which PostgreSQL cannot store in text, a line break or an escape
			// that would garble a listing
			throw AccountRequestException.invalid("name",
					"A token name is one line of text: it cannot hold control characters such as a NUL, a tab or a "
							+ "line break");
		}
		AccountEntity account = this.accounts.find(owner);
		byte[] random = new byte[32];
		RANDOM.nextBytes(random);
		String token = PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(random);
		AccessTokenEntity saved = this.tokens
			.saveAndFlush(new AccessTokenEntity(account.id(), name.strip(), hash(token), now()));
		this.events.publishEvent(AccountActivity.now(AccountActivity.TOKEN_CREATE, account.username(),
				"token " + saved.id() + " '" + name.strip() + "'"));
		return new NewTokenJson(saved.id(), name.strip(), token, saved.toJson().createdAt());
	}

	@Transactional(readOnly = true)
	public List<TokenJson> list(String owner) {
		AccountEntity account = this.accounts.find(owner);
		return this.tokens.findAllByAccountIdOrderByIdAsc(account.id())
			.stream()
			.map(AccessTokenEntity::toJson)
			.toList();
	}

	/**
	 * Revokes one of the owner's tokens; another account's token is as unknown as one
	 * that does not exist.
	 */
	@Transactional
	public TokenJson revoke(String owner, long id) {
		AccountEntity account = this.accounts.find(owner);
		AccessTokenEntity token = this.tokens.findById(id)
			.filter((found) -> found.accountId() == account.id())
			.orElseThrow(() -> AccountRequestException.notFound("There is no token " + id + " of " + owner));
		if (!token.revoked()) {
			token.revoke(now());
			this.events.publishEvent(AccountActivity.now(AccountActivity.TOKEN_REVOKE, account.username(),
					"token " + token.id() + " '" + token.toJson().name() + "'"));
		}
		return token.toJson();
	}

	/**
	 * The account a presented token signs in, if the token is known, not revoked and its
	 * account enabled. The use is recorded to the minute ({@link #LAST_USE_PRECISION}): a
	 * token that signs in a busy pipeline's every request writes at most once a minute,
	 * not once per request.
	 */
	@Transactional
	public Optional<SignedInAccount> authenticate(String token) {
		return authenticate(token, null);
	}

	/**
	 * The account a token presented with a user name signs in (HTTP Basic with the token
	 * as the password): as {@link #authenticate(String)}, and only if the token is that
	 * user's. Another user's token is refused without being recorded as used.
	 */
	@Transactional
	public Optional<SignedInAccount> authenticateAs(String username, String token) {
		if (username == null) {
			return Optional.empty();
		}
		return authenticate(token, username);
	}

	private Optional<SignedInAccount> authenticate(String token, String username) {
		if (token == null || !token.startsWith(PREFIX)) {
			return Optional.empty();
		}
		Optional<TokenSignIn> signIn = this.tokens.signIn(hash(token))
			.filter((found) -> username == null || found.username().equals(username));
		signIn.ifPresent((found) -> {
			Instant now = now();
			Instant since = now.minus(LAST_USE_PRECISION);
			if (found.lastUsedAt() == null || found.lastUsedAt().isBefore(since)) {
				this.tokens.recordUse(found.tokenId(), now, since);
			}
		});
		return signIn.map((found) -> new SignedInAccount(found.username(), Role.of(found.role()).orElseThrow()));
	}

	static String hash(String token) {
		try {
			return HexFormat.of()
				.formatHex(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8)));
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("SHA-256 is part of every Java runtime", ex);
		}
	}

	private static Instant now() {
		return Instant.now().truncatedTo(ChronoUnit.MICROS);
	}

	/** Who a token signs in. */
	public record SignedInAccount(String username, Role role) {
	}

}
