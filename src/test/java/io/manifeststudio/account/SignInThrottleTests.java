package io.manifeststudio.account;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The throttle's three limits, without HTTP: per address and account, per address, per
 * account.
 */
class SignInThrottleTests {

	private final SignInThrottle throttle = new SignInThrottle(10, 30, 100, Duration.ofMinutes(10));

	@Test
	void tenFailuresForOneAccountFromOneAddressStopThatPairOnly() {
		for (int i = 0; i < 10; i++) {
			assertThat(this.throttle.refusal("10.0.0.1", "alice")).as("attempt " + (i + 1)).isEmpty();
			this.throttle.failed("10.0.0.1", "alice");
		}
		assertThat(this.throttle.refusal("10.0.0.1", "alice"))
			.hasValueSatisfying((wait) -> assertThat(wait).isPositive().isLessThanOrEqualTo(Duration.ofMinutes(1)));
		assertThat(this.throttle.refusal("10.0.0.2", "alice")).as("the account from elsewhere").isEmpty();
		assertThat(this.throttle.refusal("10.0.0.1", "bob")).as("another account from the address").isEmpty();
	}

	@Test
	void thirtyFailuresFromOneAddressStopItForEveryAccount() {
		for (int i = 0; i < 30; i++) {
			this.throttle.failed("10.0.0.1", "user-" + i);
		}
		assertThat(this.throttle.refusal("10.0.0.1", "someone-new")).isPresent();
		assertThat(this.throttle.refusal("10.0.0.2", "someone-new")).isEmpty();
	}

	@Test
	void aGuessedAccountRefusesTheGuessingAddressesNotANewOne() {
		for (int address = 0; address < 25; address++) {
			for (int i = 0; i < 4; i++) {
				this.throttle.failed("10.0.1." + address, "alice");
			}
		}
		assertThat(this.throttle.refusal("10.0.1.0", "alice")).as("4 failures there, 100 in all").isPresent();
		assertThat(this.throttle.refusal("10.0.2.1", "alice")).as("an address without failures").isEmpty();
		this.throttle.failed("10.0.2.1", "alice");
		assertThat(this.throttle.refusal("10.0.2.1", "alice")).as("after its own failure").isPresent();
		assertThat(this.throttle.refusal("10.0.1.0", "bob")).isEmpty();
	}

	@Test
	void aSuccessForgetsTheAddressFailuresForThatAccount() {
		for (int i = 0; i < 10; i++) {
			this.throttle.failed("10.0.0.1", "alice");
		}
		this.throttle.succeeded("10.0.0.1", "alice");
		assertThat(this.throttle.refusal("10.0.0.1", "alice")).isEmpty();
	}

	@Test
	void aVeryLongNameIsCountedByItsBeginning() {
		String name = "x".repeat(5000);
		for (int i = 0; i < 10; i++) {
			this.throttle.failed("10.0.0.1", name + i);
		}
		assertThat(this.throttle.refusal("10.0.0.1", name + "other")).isPresent();
	}

}
