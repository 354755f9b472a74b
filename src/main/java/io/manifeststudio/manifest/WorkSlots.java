package io.manifeststudio.manifest;

import java.time.Duration;
import java.util.function.Supplier;

import io.github.resilience4j.bulkhead.Bulkhead;
import io.github.resilience4j.bulkhead.BulkheadConfig;
import io.github.resilience4j.bulkhead.BulkheadFullException;
import io.github.resilience4j.core.exception.AcquirePermissionCancelledException;

/**
 * At most {@code limit} runs of one kind of expensive work at once (validating posted
 * text, computing a diff, writing an export); the others wait their turn in order of
 * arrival, each at most {@code wait}, and then get {@link ServerBusyException} (503 with
 * {@code Retry-After}). Such work is CPU with nothing to wait for, so more at once than
 * cores finishes none sooner; it only keeps more half-built models alive at each garbage
 * collection and takes the cores that answer everything else.
 * <p>
 * A Resilience4j semaphore bulkhead with fair waiting: Spring's {@code @ConcurrencyLimit}
 * either blocks without a bound or refuses at once, and cannot give up after a wait. A
 * thread interrupted while it waits for its turn gives up too (a diff nobody waits for
 * any more is cancelled that way).
 */
public class WorkSlots {

	/** How long a request waits for its turn by default. */
	public static final Duration DEFAULT_WAIT = Duration.ofSeconds(60);

	private final String work;

	private final int limit;

	private final Duration wait;

	private final Bulkhead bulkhead;

	/**
	 * @param work what is limited, in the plural ("diffs"), for the message of
	 * {@link ServerBusyException}
	 */
	public WorkSlots(String work, int limit, Duration wait) {
		this.work = work;
		this.limit = Math.max(1, limit);
		this.wait = wait;
		this.bulkhead = Bulkhead.of(work,
				BulkheadConfig.custom()
					.maxConcurrentCalls(this.limit)
					.maxWaitDuration(wait)
					.fairCallHandlingStrategyEnabled(true)
					.writableStackTraceEnabled(false)
					.build());
	}

	/**
	 * As many as there are cores: for work that is the request's whole point (validating
	 * posted text).
	 */
	public static int allTheCores() {
		return Math.max(1, Runtime.getRuntime().availableProcessors());
	}

	/**
	 * Half the cores: for work heavy enough that the others must keep serving everything
	 * else (diffs, exports).
	 */
	public static int halfTheCores() {
		return Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
	}

	/**
	 * Runs the work when a slot is free.
	 * @throws ServerBusyException when no slot became free within the wait, or the thread
	 * was interrupted waiting
	 */
	public <T> T run(Supplier<T> task) {
		try {
			this.bulkhead.acquirePermission();
		}
		catch (BulkheadFullException | AcquirePermissionCancelledException ex) {
			throw busy();
		}
		try {
			return task.get();
		}
		finally {
			this.bulkhead.onComplete();
		}
	}

	/** The refusal this limit gives when no slot became free in time. */
	public ServerBusyException busy() {
		return new ServerBusyException(this.work, this.limit, this.wait.toSeconds());
	}

	public int limit() {
		return this.limit;
	}

	public Duration waitLimit() {
		return this.wait;
	}

	/** Slots free at the moment. */
	public int available() {
		return this.bulkhead.getMetrics().getAvailableConcurrentCalls();
	}

}
