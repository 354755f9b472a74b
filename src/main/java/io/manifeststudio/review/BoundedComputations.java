package io.manifeststudio.review;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

/**
 * Expensive results computed under three bounds: at most {@code permits} computations run at once (a request that
 * finds them all taken waits up to {@code wait}, then gets {@link DiffsBusyException}); a key asked for by several
 * requests at once is computed once, by the first, the others waiting for its result; and results are kept by key up
 * to a total weight, so the same question asked again is answered without computing. A failure is not kept: each
 * request waiting for it gets it, the next one computes again.
 */
final class BoundedComputations<K, V> {

	private final int permits;

	private final Semaphore running;

	private final Duration wait;

	private final Cache<K, V> results;

	private final ConcurrentHashMap<K, CompletableFuture<V>> inFlight = new ConcurrentHashMap<>();

	BoundedComputations(int permits, Duration wait, long maxWeight, ToLongFunction<V> weigher) {
		this.permits = permits;
		this.running = new Semaphore(permits, true);
		this.wait = wait;
		this.results = Caffeine.newBuilder()
			.maximumWeight(maxWeight)
			.weigher((K key, V value) -> (int) Math.min(Integer.MAX_VALUE, weigher.applyAsLong(value)))
			.build();
	}

	/**
	 * The result for {@code key}: kept, being computed by another request, or computed here by {@code work}.
	 * @throws DiffsBusyException when no computation became free, or the other request's did not end, in time
	 */
	V get(K key, Supplier<V> work) {
		V kept = this.results.getIfPresent(key);
		if (kept != null) {
			return kept;
		}
		CompletableFuture<V> mine = new CompletableFuture<>();
		CompletableFuture<V> theirs = this.inFlight.putIfAbsent(key, mine);
		if (theirs != null) {
			return awaitOther(theirs);
		}
		try {
			V result = this.results.getIfPresent(key);
			if (result == null) {
				result = computeWhenFree(work);
				this.results.put(key, result);
			}
			mine.complete(result);
			return result;
		}
		catch (RuntimeException | Error ex) {
			mine.completeExceptionally(ex);
			throw ex;
		}
		finally {
			this.inFlight.remove(key, mine);
		}
	}

	private V computeWhenFree(Supplier<V> work) {
		try {
			if (!this.running.tryAcquire(this.wait.toMillis(), TimeUnit.MILLISECONDS)) {
				throw new DiffsBusyException(this.permits, this.wait.toSeconds());
			}
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new DiffsBusyException(this.permits, this.wait.toSeconds());
		}
		try {
			return work.get();
		}
		finally {
			this.running.release();
		}
	}

	/** Waits for the result another request computes (twice the wait: that request may have waited for its turn). */
	private V awaitOther(CompletableFuture<V> theirs) {
		long waitMillis = 2 * this.wait.toMillis();
		try {
			return theirs.get(waitMillis, TimeUnit.MILLISECONDS);
		}
		catch (TimeoutException ex) {
			throw new DiffsBusyException(this.permits, waitMillis / 1000);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new DiffsBusyException(this.permits, waitMillis / 1000);
		}
		catch (ExecutionException ex) {
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
