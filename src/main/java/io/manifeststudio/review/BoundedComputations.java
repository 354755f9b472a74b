package io.manifeststudio.review;

import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.FutureTask;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import org.springframework.security.concurrent.DelegatingSecurityContextExecutorService;

import io.manifeststudio.manifest.ServerBusyException;
import io.manifeststudio.manifest.WorkSlots;

/**
 * Expensive results computed under four bounds: at most {@code permits} computations run
 * at once ({@link WorkSlots}); a key asked for by several requests at once is computed
 * once, the requests waiting for the same result; a computation that no request waits for
 * any more is cancelled (interrupted, or taken out of the queue); and results are kept by
 * key up to a total weight, so the same question asked again is answered without
 * computing.
 * <p>
 * Each request gets a future of its own ({@link #submit}), so that no request thread
 * blocks: a controller returns it as an asynchronous answer. A computation waits at most
 * {@code wait} for a slot; a request's future waits at most twice that for its result (a
 * slot, then the work), then it fails with {@link DiffsBusyException} (come back later).
 * When the last request's future is done (answered, given up, or cancelled because its
 * client has gone) the computation is cancelled, so that work nobody will read does not
 * hold a slot that the next request needs. A failure is not kept: each request waiting
 * for it gets it, the next one computes again.
 * <p>
 * The computations run on threads of their own, with the security context of the request
 * that started them (the key says for whom a result is, e.g. masked or not).
 */
final class BoundedComputations<K, V> {

	private static final AtomicInteger THREADS = new AtomicInteger();

	private static final ThreadFactory DAEMONS = (task) -> {
		Thread thread = new Thread(task, "bounded-computation-" + THREADS.incrementAndGet());
		thread.setDaemon(true);
		return thread;
	};

	/** Ends the waits that last too long: one thread for every wait of every instance. */
	private static final ScheduledThreadPoolExecutor TIMEOUTS;

	static {
		TIMEOUTS = new ScheduledThreadPoolExecutor(1, (task) -> {
			Thread thread = new Thread(task, "bounded-computation-timeouts");
			thread.setDaemon(true);
			return thread;
		});
		TIMEOUTS.setRemoveOnCancelPolicy(true);
	}

	private final WorkSlots slots;

	private final Duration wait;

	private final ExecutorService executor = new DelegatingSecurityContextExecutorService(
			Executors.newCachedThreadPool(DAEMONS));

	private final Cache<K, V> results;

	private final ConcurrentHashMap<K, Shared> inFlight = new ConcurrentHashMap<>();

	private final AtomicLong cancelled = new AtomicLong();

	BoundedComputations(int permits, Duration wait, long maxWeight, ToLongFunction<V> weigher) {
		this.slots = new WorkSlots("diffs", permits, wait);
		this.wait = wait;
		this.results = Caffeine.newBuilder()
			.maximumWeight(maxWeight)
			.weigher((K key, V value) -> (int) Math.min(Integer.MAX_VALUE, weigher.applyAsLong(value)))
			.build();
	}

	/**
	 * The result for {@code key}, for one request: kept, being computed for other
	 * requests, or computed now by {@code work}. The future fails with
	 * {@link DiffsBusyException} when the computation got no slot, or did not end, in
	 * time. Cancelling it (or completing it) says that this request waits no more.
	 */
	CompletableFuture<V> submit(K key, Supplier<V> work) {
		V kept = this.results.getIfPresent(key);
		if (kept != null) {
			return CompletableFuture.completedFuture(kept);
		}
		Shared created = new Shared(key, work);
		Shared shared = this.inFlight.compute(key,
				(k, running) -> (running != null && running.join()) ? running : created);
		if (shared == created) {
			this.executor.execute(created);
		}
		return shared.waiter();
	}

	/**
	 * The result for {@code key}, waiting on this thread ({@link #submit}); a thread
	 * interrupted while it waits stops waiting.
	 * @throws DiffsBusyException when the computation got no slot, or did not end, in
	 * time
	 */
	V get(K key, Supplier<V> work) {
		return await(submit(key, work));
	}

	/**
	 * The value of a future of {@link #submit} (or one made of such futures), waiting on
	 * this thread: its failure thrown as it is. A thread interrupted while it waits
	 * cancels the future.
	 * @throws DiffsBusyException when it was cancelled or the thread was interrupted
	 */
	<T> T await(CompletableFuture<T> answer) {
		try {
			return answer.get();
		}
		catch (InterruptedException ex) {
			answer.cancel(true);
			Thread.currentThread().interrupt();
			throw busy();
		}
		catch (CancellationException ex) {
			throw busy();
		}
		catch (ExecutionException ex) {
			Throwable cause = (ex.getCause() instanceof CompletionException completion && completion.getCause() != null)
					? completion.getCause() : ex.getCause();
			if (cause instanceof RuntimeException runtime) {
				throw runtime;
			}
			if (cause instanceof Error error) {
				throw error;
			}
			throw new IllegalStateException(cause);
		}
	}

	/** The refusal of a request whose result was not ready in time. */
	DiffsBusyException busy() {
		return new DiffsBusyException(this.slots.limit(), this.wait.toSeconds());
	}

	/** Computations not ended (running or waiting for a slot), for tests. */
	int inFlight() {
		return this.inFlight.size();
	}

	/**
	 * Computations cancelled because no request waited for them any more, since the
	 * start.
	 */
	long cancelled() {
		return this.cancelled.get();
	}

	/**
	 * Requests waiting for the computation of {@code key} (0 when none is in flight), for
	 * tests.
	 */
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

		/**
		 * The outcome, for the requests' futures: the result, or the failure as a request
		 * gets it.
		 */
		private final CompletableFuture<V> outcome = new CompletableFuture<>();

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
			if (isCancelled()) {
				this.outcome.completeExceptionally(busy());
				return;
			}
			try {
				this.outcome.complete(get());
			}
			catch (ExecutionException ex) {
				this.outcome
					.completeExceptionally((ex.getCause() instanceof ServerBusyException) ? busy() : ex.getCause());
			}
			catch (InterruptedException | CancellationException ex) {
				this.outcome.completeExceptionally(busy());
			}
		}

		/**
		 * Counts one more request waiting; false when the computation is already
		 * abandoned.
		 */
		synchronized boolean join() {
			if (this.waiters == 0) {
				return false;
			}
			this.waiters++;
			return true;
		}

		/**
		 * The future of one request counted by the constructor or {@link #join}: done
		 * with the outcome, or failed with {@link DiffsBusyException} after twice the
		 * wait; the request leaves when it is done, however.
		 */
		CompletableFuture<V> waiter() {
			CompletableFuture<V> mine = new CompletableFuture<>();
			ScheduledFuture<?> timeout = TIMEOUTS.schedule(() -> mine.completeExceptionally(busy()),
					2 * BoundedComputations.this.wait.toNanos(), TimeUnit.NANOSECONDS);
			mine.whenComplete((result, failure) -> {
				timeout.cancel(false);
				leave();
			});
			this.outcome.whenComplete((result, failure) -> {
				if (failure == null) {
					mine.complete(result);
				}
				else {
					mine.completeExceptionally(failure);
				}
			});
			return mine;
		}

		/**
		 * Counts one request fewer; the last one to leave cancels the computation if it
		 * has not ended.
		 */
		private void leave() {
			boolean last;
			synchronized (this) {
				last = --this.waiters == 0;
			}
			if (last && cancel(true)) {
				BoundedComputations.this.cancelled.incrementAndGet();
			}
		}

	}

}
