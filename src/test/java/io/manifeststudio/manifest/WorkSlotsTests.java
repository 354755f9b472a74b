package io.manifeststudio.manifest;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * At most as many runs at once as slots; the others wait and then run, or are refused
 * when none became free within the wait; a failing one frees its slot.
 */
class WorkSlotsTests {

	@Test
	void runsNoMoreAtOnceThanItHasSlotsAndEveryOneInTheEnd() throws Exception {
		WorkSlots slots = new WorkSlots("validations", 2, Duration.ofSeconds(30));
		AtomicInteger running = new AtomicInteger();
		AtomicInteger most = new AtomicInteger();
		CountDownLatch start = new CountDownLatch(1);
		ExecutorService pool = Executors.newFixedThreadPool(8);
		try {
			List<Future<Integer>> answers = new ArrayList<>();
			for (int i = 0; i < 8; i++) {
				int number = i;
				answers.add(pool.submit(() -> {
					start.await();
					return slots.run(() -> {
						most.accumulateAndGet(running.incrementAndGet(), Math::max);
						try {
							Thread.sleep(20);
						}
						catch (InterruptedException ex) {
							Thread.currentThread().interrupt();
						}
						running.decrementAndGet();
						return number;
					});
				}));
			}
			start.countDown();
			int sum = 0;
			for (Future<Integer> answer : answers) {
				sum += answer.get(30, TimeUnit.SECONDS);
			}
			assertThat(sum).isEqualTo(28);
			assertThat(most.get()).isEqualTo(2);
			assertThat(slots.available()).isEqualTo(2);
		}
		finally {
			pool.shutdownNow();
		}
	}

	@Test
	void freesTheSlotOfAValidationThatFailed() {
		WorkSlots slots = new WorkSlots("validations", 1, Duration.ofSeconds(30));
		assertThatIllegalStateException().isThrownBy(() -> slots.run(() -> {
			throw new IllegalStateException("bad input");
		}));
		assertThat(slots.available()).isEqualTo(1);
		assertThat(slots.run(() -> "next")).isEqualTo("next");
	}

	@Test
	void aRunThatFindsEverySlotTakenWaitsThenIsRefusedWithTheRetryDelay() throws Exception {
		WorkSlots slots = new WorkSlots("exports", 1, Duration.ofSeconds(1));
		CountDownLatch running = new CountDownLatch(1);
		CountDownLatch release = new CountDownLatch(1);
		ExecutorService pool = Executors.newSingleThreadExecutor();
		try {
			Future<String> first = pool.submit(() -> slots.run(() -> {
				running.countDown();
				try {
					release.await(10, TimeUnit.SECONDS);
				}
				catch (InterruptedException ex) {
					Thread.currentThread().interrupt();
				}
				return "first";
			}));
			assertThat(running.await(5, TimeUnit.SECONDS)).isTrue();
			long start = System.nanoTime();
			assertThatThrownBy(() -> slots.run(() -> "second")).isInstanceOf(ServerBusyException.class)
				.hasMessage("The server is running 1 exports at once and none ended within 1 s; try again in "
						+ ServerBusyException.RETRY_AFTER_SECONDS + " s");
			assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofMillis(900));
			release.countDown();
			assertThat(first.get(10, TimeUnit.SECONDS)).isEqualTo("first");
			assertThat(slots.run(() -> "second")).isEqualTo("second");
		}
		finally {
			pool.shutdownNow();
		}
	}

}
