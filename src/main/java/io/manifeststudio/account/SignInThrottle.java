package io.manifeststudio.account;

import java.time.Duration;
import java.util.Optional;
import java.util.function.Function;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.EstimationProbe;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.event.EventListener;
import org.springframework.security.authentication.InternalAuthenticationServiceException;
import org.springframework.security.authentication.event.AbstractAuthenticationFailureEvent;
import org.springframework.security.authentication.event.AuthenticationSuccessEvent;
import org.springframework.security.core.Authentication;
import org.springframework.security.web.authentication.WebAuthenticationDetails;
import org.springframework.stereotype.Component;

/**
 * Failed sign-ins (password by form or HTTP Basic, token as Basic password or
 * {@code Bearer}), counted in Bucket4j token buckets per client address
 * ({@code request.getRemoteAddr()}), kept in this instance's memory. Each failure takes
 * one token from three buckets, each refilled over
 * {@code manifest-studio.sign-in.failure-period}:
 * <ul>
 * <li>the address and the user name tried ({@code failures-per-address-and-account}, 10
 * by default): guessing one account's password from one address;</li>
 * <li>the address ({@code failures-per-address}, 30): trying many accounts, or tokens,
 * from one address;</li>
 * <li>the user name from anywhere ({@code failures-per-account}, 100): guessing one
 * account from many addresses. This one refuses only addresses that failed for the
 * account themselves, so that the account's owner still signs in from an address of their
 * own while it is being guessed elsewhere.</li>
 * </ul>
 * An attempt whose bucket is empty is refused before its password or token is looked at
 * ({@link SignInThrottledException}, 429 with {@code Retry-After}). A successful sign-in
 * empties the address's failures for that account (not those of the address). The buckets
 * of addresses and names not seen for a period are forgotten (they would be full again by
 * then); at most {@value #MAX_TRACKED} of each are kept.
 */
@Component
class SignInThrottle {

	static final int MAX_TRACKED = 50_000;

	/**
	 * Longer user names are counted by their first characters (a user name has at most
	 * 64).
	 */
	static final int MAX_NAME_KEY = 128;

	private final Limit perAddressAndAccount;

	private final Limit perAddress;

	private final Limit perAccount;

	SignInThrottle(@Value("${manifest-studio.sign-in.failures-per-address-and-account:10}") int perAddressAndAccount,
			@Value("${manifest-studio.sign-in.failures-per-address:30}") int perAddress,
			@Value("${manifest-studio.sign-in.failures-per-account:100}") int perAccount,
			@Value("${manifest-studio.sign-in.failure-period:10m}") Duration period) {
		this.perAddressAndAccount = new Limit(perAddressAndAccount, period);
		this.perAddress = new Limit(perAddress, period);
		this.perAccount = new Limit(perAccount, period);
	}

	/**
	 * Refuses an attempt to sign in as {@code name} from {@code address} while too many
	 * failed: the wait until the next one may go ahead.
	 */
	void check(String address, String name) {
		Optional<Duration> wait = refusal(address, name);
		if (wait.isPresent()) {
			throw new SignInThrottledException(wait.get());
		}
	}

	/**
	 * How long an attempt to sign in as {@code name} from {@code address} must wait;
	 * empty: it may go ahead.
	 */
	Optional<Duration> refusal(String address, String name) {
		if (address == null) {
			return Optional.empty();
		}
		String pair = pair(address, name);
		Duration wait = this.perAddress.wait(address);
		wait = longer(wait, this.perAddressAndAccount.wait(pair));
		if (this.perAddressAndAccount.hasFailed(pair)) {
			wait = longer(wait, this.perAccount.wait(key(name)));
		}
		return wait.isZero() ? Optional.empty() : Optional.of(wait);
	}

	/** Counts a failed attempt. */
	void failed(String address, String name) {
		if (address == null) {
			return;
		}
		this.perAddress.take(address);
		this.perAddressAndAccount.take(pair(address, name));
		this.perAccount.take(key(name));
	}

	/** Forgets the failures of this address for this account, after it signed in. */
	void succeeded(String address, String name) {
		if (address != null) {
			this.perAddressAndAccount.forget(pair(address, name));
		}
	}

	@EventListener
	void onFailure(AbstractAuthenticationFailureEvent event) {
		if (event.getException() instanceof SignInThrottledException
				|| event.getException() instanceof InternalAuthenticationServiceException) {
			// refused unchecked, or not checked at all (the database is down): no guess
			// was made
			return;
		}
		failed(address(event.getAuthentication()), event.getAuthentication().getName());
	}

	@EventListener
	void onSuccess(AuthenticationSuccessEvent event) {
		succeeded(address(event.getAuthentication()), event.getAuthentication().getName());
	}

	/**
	 * The client address Spring Security recorded with the attempt
	 * ({@code request.getRemoteAddr()}).
	 */
	static String address(Authentication authentication) {
		return (authentication != null && authentication.getDetails() instanceof WebAuthenticationDetails web)
				? web.getRemoteAddress() : null;
	}

	private static String pair(String address, String name) {
		return address + '\n' + key(name);
	}

	private static String key(String name) {
		String key = (name != null) ? name : "";
		return (key.length() > MAX_NAME_KEY) ? key.substring(0, MAX_NAME_KEY) : key;
	}

	private static Duration longer(Duration one, Duration other) {
		return (one.compareTo(other) >= 0) ? one : other;
	}

	/** A number of failures per period, one bucket per key. */
	private static final class Limit {

		private final long capacity;

		private final Duration period;

		private final Cache<String, Bucket> buckets;

		private final Function<String, Bucket> newBucket;

		Limit(long capacity, Duration period) {
			if (capacity < 1 || period.isNegative() || period.isZero()) {
				throw new IllegalArgumentException(
						"A sign-in failure limit needs at least 1 failure per positive period, not " + capacity
								+ " per " + period);
			}
			this.capacity = capacity;
			this.period = period;
			this.buckets = Caffeine.newBuilder().maximumSize(MAX_TRACKED).expireAfterAccess(period).build();
			this.newBucket = (key) -> Bucket.builder()
				.addLimit((limit) -> limit.capacity(capacity).refillGreedy(capacity, period))
				.build();
		}

		Duration wait(String key) {
			Bucket bucket = this.buckets.getIfPresent(key);
			if (bucket == null) {
				return Duration.ZERO;
			}
			EstimationProbe probe = bucket.estimateAbilityToConsume(1);
			return probe.canBeConsumed() ? Duration.ZERO : Duration.ofNanos(probe.getNanosToWaitForRefill());
		}

		boolean hasFailed(String key) {
			Bucket bucket = this.buckets.getIfPresent(key);
			return bucket != null && bucket.getAvailableTokens() < this.capacity;
		}

		void take(String key) {
			this.buckets.get(key, this.newBucket).tryConsume(1);
		}

		void forget(String key) {
			this.buckets.invalidate(key);
		}

		@Override
		public String toString() {
			return this.capacity + " per " + this.period;
		}

	}

}
