package io.manifeststudio.export;

import java.security.KeyPair;
import java.security.SecureRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Where the RSA keys of generated secrets are made: one pool for the whole process, of at
 * most {@value #MAX_THREADS} threads (fewer on fewer cores), so that an export's ~40 keys
 * (SCF) are made side by side, and several exports at once queue for the same threads
 * rather than each taking every core. Each key is made as before (same size, same
 * {@link SecureRandom}); only where it is made changes. Idle threads end after a minute.
 */
public final class KeyGeneration {

	/** The most threads that make keys at once, whatever the machine. */
	public static final int MAX_THREADS = 4;

	/** The shared pool: {@code min(4, cores)} threads. */
	public static final Executor POOL = pool(
			Math.max(1, Math.min(MAX_THREADS, Runtime.getRuntime().availableProcessors())));

	/**
	 * Whether no key is being made or waits to be made on {@link #POOL} (the reservoir
	 * fills only then).
	 */
	static boolean idle() {
		ThreadPoolExecutor pool = (ThreadPoolExecutor) POOL;
		return pool.getActiveCount() == 0 && pool.getQueue().isEmpty();
	}

	/**
	 * Keys made on the calling thread, one after another (the command line before, and
	 * the benchmark's baseline).
	 */
	public static final Executor CALLER = Runnable::run;

	private KeyGeneration() {
	}

	/** A key of {@code bits} bits, made on {@code executor}. */
	static CompletableFuture<KeyPair> rsa(int bits, SecureRandom random, Executor executor) {
		return CompletableFuture.supplyAsync(() -> KeyMaterial.rsa(bits, random), executor);
	}

	/** The key, or the failure that made it as it was thrown. */
	static KeyPair join(CompletableFuture<KeyPair> key) {
		try {
			return key.join();
		}
		catch (CompletionException ex) {
			if (ex.getCause() instanceof RuntimeException cause) {
				throw cause;
			}
			throw ex;
		}
	}

	private static ExecutorService pool(int threads) {
		AtomicInteger count = new AtomicInteger();
		ThreadFactory factory = (task) -> {
			Thread thread = new Thread(task, "key-generation-" + count.incrementAndGet());
			thread.setDaemon(true);
			return thread;
		};
		ThreadPoolExecutor executor = new ThreadPoolExecutor(threads, threads, 1, TimeUnit.MINUTES,
				new LinkedBlockingQueue<>(), factory);
		executor.allowCoreThreadTimeOut(true);
		return executor;
	}

}
