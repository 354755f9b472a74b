package io.manifeststudio.review;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.Cancellation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The bounds on diff computations: one computation for many requests asking the same at
 * once, a kept result for the next ones, at most the permits running at once (the next
 * request waits, then is told to come back), a failure that reaches every waiting request
 * but is not kept, and a computation that stops when no request waits for it.
 */
class BoundedComputationsTests {

	final ExecutorService requests = Executors.newFixedThreadPool(16);

	@AfterEach
	void stop() {
		this.requests.shutdownNow();
	}

	@Test
	void sixteenRequestsForTheSameResultComputeItOnce() throws Exception {
		BoundedComputations<String, String> computations = new BoundedComputations<>(1, Duration.ofSeconds(10), 1000,
				String::length);
		AtomicInteger computed = new AtomicInteger();
		CountDownLatch allAsked = new CountDownLatch(16);
		List<Future<String>> answers = new ArrayList<>();
		for (int i = 0; i < 16; i++) {
			answers.add(this.requests.submit(() -> {
				allAsked.countDown();
				return computations.get("diff", () -> {
					computed.incrementAndGet();
					await(allAsked);
					sleep(200);
					return "result";
				});
			}));
		}
		for (Future<String> answer : answers) {
			assertThat(answer.get(10, TimeUnit.SECONDS)).isEqualTo("result");
		}
		assertThat(computed).hasValue(1);
		assertThat(computations.get("diff", () -> "computed again")).isEqualTo("result");
	}

	@Test
	void aRequestThatFindsEveryPermitTakenWaitsThenIsToldToComeBack() throws Exception {
		BoundedComputations<String, String> computations = new BoundedComputations<>(1, Duration.ofMillis(300), 1000,
				String::length);
		CountDownLatch started = new CountDownLatch(1);
		CountDownLatch release = new CountDownLatch(1);
		Future<String> slow = this.requests.submit(() -> computations.get("one", () -> {
			started.countDown();
			await(release);
			return "one";
		}));
		assertThat(started.await(5, TimeUnit.SECONDS)).isTrue();
		long start = System.nanoTime();
		assertThatThrownBy(() -> computations.get("two", () -> "two")).isInstanceOf(DiffsBusyException.class)
			.hasMessageContaining("try again in " + DiffsBusyException.RETRY_AFTER_SECONDS + " s");
		assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofMillis(250));
		release.countDown();
		assertThat(slow.get(5, TimeUnit.SECONDS)).isEqualTo("one");
		assertThat(computations.get("two", () -> "two")).isEqualTo("two");
	}

	@Test
	void aFailureReachesEveryWaitingRequestAndIsNotKept() throws Exception {
		BoundedComputations<String, String> computations = new BoundedComputations<>(2, Duration.ofSeconds(10), 1000,
				String::length);
		CountDownLatch computing = new CountDownLatch(1);
		Future<String> first = this.requests.submit(() -> computations.get("bad", () -> {
			computing.countDown();
			sleep(300);
			throw new IllegalArgumentException("no such pod");
		}));
		Future<String> second = this.requests.submit(() -> {
			await(computing);
			return computations.get("bad", () -> "computed by the second");
		});
		for (Future<String> answer : List.of(first, second)) {
			assertThatThrownBy(() -> answer.get(10, TimeUnit.SECONDS))
				.hasCauseInstanceOf(IllegalArgumentException.class)
				.hasMessageContaining("no such pod");
		}
		assertThat(computations.get("bad", () -> "fixed")).isEqualTo("fixed");
	}

	@Test
	void aComputationNobodyWaitsForAnyMoreIsCancelledAndTheNextRequestIsServedAtOnce() throws Exception {
		BoundedComputations<String, String> computations = new BoundedComputations<>(1, Duration.ofMillis(300), 1000,
				String::length);
		CountDownLatch stopped = new CountDownLatch(1);
		Future<String> abandoned = this.requests.submit(() -> computations.get("endless", () -> {
			try {
				while (true) {
					Cancellation.check();
					LockSupport.parkNanos(1_000_000);
				}
			}
			finally {
				stopped.countDown();
			}
		}));
		assertThatThrownBy(() -> abandoned.get(10, TimeUnit.SECONDS)).hasCauseInstanceOf(DiffsBusyException.class);
		assertThat(stopped.await(5, TimeUnit.SECONDS)).as("the abandoned computation stopped").isTrue();
		assertThat(computations.get("next", () -> "served")).isEqualTo("served");
		// a computation leaves the list of those in flight just after its result is given
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
		while (computations.inFlight() > 0 && System.nanoTime() < deadline) {
			Thread.sleep(10);
		}
		assertThat(computations.inFlight()).isZero();
	}

	@Test
	void aComputationGoesOnWhileOneRequestStillWaitsForIt() throws Exception {
		BoundedComputations<String, String> computations = new BoundedComputations<>(1, Duration.ofSeconds(10), 1000,
				String::length);
		CountDownLatch computing = new CountDownLatch(1);
		CountDownLatch release = new CountDownLatch(1);
		Future<String> first = this.requests.submit(() -> computations.get("shared", () -> {
			computing.countDown();
			await(release);
			return "result";
		}));
		assertThat(computing.await(5, TimeUnit.SECONDS)).isTrue();
		Future<String> second = this.requests.submit(() -> computations.get("shared", () -> "computed again"));
		while (!secondWaits(computations)) {
			Thread.sleep(10);
		}
		first.cancel(true);
		Thread.sleep(200);
		release.countDown();
		assertThat(second.get(10, TimeUnit.SECONDS)).isEqualTo("result");
	}

	@Test
	void cancellingTheFutureOfTheLastWaitingRequestStopsTheComputationAtOnce() throws Exception {
		BoundedComputations<String, String> computations = new BoundedComputations<>(1, Duration.ofSeconds(30), 1000,
				String::length);
		CountDownLatch computing = new CountDownLatch(1);
		CountDownLatch stopped = new CountDownLatch(1);
		CompletableFuture<String> first = computations.submit("endless", () -> endless(computing, stopped));
		CompletableFuture<String> second = computations.submit("endless", () -> "computed again");
		assertThat(computing.await(5, TimeUnit.SECONDS)).isTrue();
		assertThat(computations.waiters("endless")).isEqualTo(2);

		first.cancel(true);
		assertThat(stopped.await(300, TimeUnit.MILLISECONDS)).as("stopped while a request still waits").isFalse();
		assertThat(computations.cancelled()).isZero();
		long start = System.nanoTime();
		second.cancel(true);

		assertThat(stopped.await(5, TimeUnit.SECONDS)).as("the computation stopped").isTrue();
		assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(2));
		assertThat(computations.cancelled()).isEqualTo(1);
		assertThat(computations.get("next", () -> "served")).isEqualTo("served");
	}

	@Test
	void aRequestsFutureFailsWithBusyAfterTwiceTheWaitAndTheComputationStops() throws Exception {
		BoundedComputations<String, String> computations = new BoundedComputations<>(1, Duration.ofMillis(200), 1000,
				String::length);
		CountDownLatch computing = new CountDownLatch(1);
		CountDownLatch stopped = new CountDownLatch(1);
		CompletableFuture<String> answer = computations.submit("endless", () -> endless(computing, stopped));

		assertThatThrownBy(() -> answer.get(5, TimeUnit.SECONDS)).hasCauseInstanceOf(DiffsBusyException.class);
		assertThat(stopped.await(5, TimeUnit.SECONDS)).as("the computation stopped").isTrue();
		assertThat(computations.cancelled()).isEqualTo(1);
	}

	private static String endless(CountDownLatch computing, CountDownLatch stopped) {
		computing.countDown();
		try {
			while (true) {
				Cancellation.check();
				LockSupport.parkNanos(1_000_000);
			}
		}
		finally {
			stopped.countDown();
		}
	}

	/**
	 * Whether a second request joined the computation in flight (its thread is parked on
	 * the shared result).
	 */
	private boolean secondWaits(BoundedComputations<String, String> computations) {
		return computations.waiters("shared") == 2;
	}

	private static void await(CountDownLatch latch) {
		try {
			latch.await(5, TimeUnit.SECONDS);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

	private static void sleep(long millis) {
		try {
			Thread.sleep(millis);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

}
