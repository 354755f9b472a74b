package io.manifeststudio.review;

import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.FutureTask;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import org.springframework.security.concurrent.DelegatingSecurityContextExecutorService;

import io.manifeststudio.manifest.ServerBusyException;
import io.manifeststudio.manifest.WorkSlots;

/**
 * Expensive results computed under four bounds: at most {@code permits} computations run at once ({@link WorkSlots});
 * a key asked for by several requests at once is computed once, the requests waiting for the same result; a
 * computation that no request waits for any more is cancelled (interrupted, or taken out of the queue); and results
 * are kept by key up to a total weight, so the same question asked again is answered without computing.
 * <p>
 * A computation waits at most {@code wait} for a slot; a request waits at most twice that for its result (a slot,
 * then the work); then it is told to come back ({@link DiffsBusyException}) and stops waiting. When the last request waiting for
 * a computation stops waiting (it was answered, gave up, or its thread was interrupted), the computation is
 * cancelled, so that work nobody will read does not hold a slot that the next request needs. Tomcat does not tell an
 * application that a client closed its connection while its request waits (neither a blocked request thread nor an
 * asynchronous request: its {@code AsyncListener} hears only the timeout), so a request's wait is what bounds the
 * work its client left behind. A failure is not kept: each request waiting for it gets it, the next one computes
 * again.
 * <p>
 * The computations run on threads of their own, with the security context of the request that started them (the
 * key says for whom a result is, e.g. masked or not).
 */
final class BoundedComputations<K, V> {

	private static final AtomicInteger THREADS = new AtomicInteger();

	private static final ThreadFactory DAEMONS = (task) -> {
		Thread thread = new Thread(task, "bounded-computation-" + THREADS.incrementAndGet());
		thread.setDaemon(true);
		return thread;
	};

	private final WorkSlots slots;

	private final Duration wait;

	private final ExecutorService executor = new DelegatingSecurityContextExecutorService(
			Executors.newCachedThreadPool(DAEMONS));

	private final Cache<K, V> results;

	private final ConcurrentHashMap<K, Shared> inFlight = new ConcurrentHashMap<>();

	BoundedComputations(int permits, Duration wait, long maxWeight, ToLongFunction<V> weigher) {
		this.slots = new WorkSlots("diffs", permits, wait);
		this.wait = wait;
		this.results = Caffeine.newBuilder()
			.maximumWeight(maxWeight)
			.weigher((K key, V value) -> (int) Math.min(Integer.MAX_VALUE, weigher.applyAsLong(value)))
			.build();
	}

	/**
	 * The result for {@code key}: kept, being computed for other requests, or computed now by {@code work}.
	 * @throws DiffsBusyException when the computation got no slot, or did not end, in time
	 */
	V get(K key, Supplier<V> work) {
		V kept = this.results.getIfPresent(key);
		if (kept != null) {
			return kept;
		}
		Shared created = new Shared(key, work);
		Shared shared = this.inFlight.compute(key, (k, running) -> (running != null && running.join()) ? running : created);
		if (shared == created) {
			this.executor.execute(created);
		}
		try {
			return shared.await();
		}
		finally {
			shared.leave();
		}
	}

	/** Computations not ended (running or waiting for a slot), for tests. */
	int inFlight() {
		return this.inFlight.size();
	}

	/** Requests waiting for the computation of {@code key} (0 when none is in flight), for tests. */
	int waiters(K key) {
		Shared shared = this.inFlight.get(key);
		if (shared == null) {
			return 0;
		}
		synchronized (shared) {
			return shared.waiters;
		}
	}

	/** One computation and the requests waiting for it. */
	private final class Shared extends FutureTask<V> {

		private final K key;

		private int waiters = 1;

		Shared(K key, Supplier<V> work) {
			super(() -> BoundedComputations.this.slots.run(work));
			this.key = key;
		}

		@Override
		protected void set(V result) {
			BoundedComputations.this.results.put(this.key, result);
			super.set(result);
		}

		@Override
		protected void done() {
			BoundedComputations.this.inFlight.remove(this.key, this);
		}

		/** Counts one more request waiting; false when the computation is already abandoned. */
		synchronized boolean join() {
			if (this.waiters == 0) {
				return false;
			}
			this.waiters++;
			return true;
		}

		/** Counts one request fewer; the last one to leave cancels the computation if it has not ended. */
		void leave() {
			boolean last;
			synchronized (this) {
				last = --this.waiters == 0;
			}
			if (last) {
				cancel(true);
			}
		}

		V await() {
			try {
				return get(2 * BoundedComputations.this.wait.toNanos(), TimeUnit.NANOSECONDS);
			}
			catch (TimeoutException | CancellationException ex) {
				throw new DiffsBusyException(BoundedComputations.this.slots.limit(),
						BoundedComputations.this.wait.toSeconds());
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				throw new DiffsBusyException(BoundedComputations.this.slots.limit(),
						BoundedComputations.this.wait.toSeconds());
			}
			catch (ExecutionException ex) {
				if (ex.getCause() instanceof ServerBusyException) {
					throw new DiffsBusyException(BoundedComputations.this.slots.limit(),
							BoundedComputations.this.wait.toSeconds());
				}
				if (ex.getCause() instanceof RuntimeException cause) {
					throw cause;
				}
				if (ex.getCause() instanceof Error cause) {
					throw cause;
				}
				throw new IllegalStateException(ex.getCause());
			}
		}

	}

}
