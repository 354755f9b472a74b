package io.manifeststudio.validation.web;

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

/** At most as many validations at once as slots; the others wait and then run; a failing one frees its slot. */
class ValidationSlotsTests {

	@Test
	void runsNoMoreAtOnceThanItHasSlotsAndEveryOneInTheEnd() throws Exception {
		ValidationSlots slots = new ValidationSlots(2);
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
		ValidationSlots slots = new ValidationSlots(1);
		assertThatIllegalStateException().isThrownBy(() -> slots.run(() -> {
			throw new IllegalStateException("bad input");
		}));
		assertThat(slots.available()).isEqualTo(1);
		assertThat(slots.run(() -> "next")).isEqualTo("next");
	}

}
