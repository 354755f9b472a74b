package io.manifeststudio.export;

import java.security.KeyPair;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;

/**
 * RSA key pairs made before they are asked for, so that a person's first Kubernetes YAML
 * download of SCF (41 certificates and CAs of 2048 bits, an SSH key of 4096) only signs
 * certificates instead of waiting seconds for its keys. Each size has a bounded store,
 * filled one key at a time by one background thread of the lowest priority, and only
 * while the key pool ({@link KeyGeneration}) is idle and no key was taken in the last
 * {@link #QUIET} (the download that took it is still signing), so that downloads come
 * first. Each key is handed out once and removed: no two downloads, nor two secrets of
 * one, ever share a key. A key is made exactly as on demand ({@link KeyMaterial#rsa},
 * same size, a {@link SecureRandom}). An empty store answers {@code null}, and the caller
 * makes the key then; every key taken starts a refill.
 * <p>
 * Sized by {@code manifest-studio.export.key-reservoir.*} (see docs/export.md); the
 * tests' configuration sets 0, so that the many application contexts of a test run make
 * no keys.
 */
public final class KeyReservoir implements AutoCloseable {

	private final Map<Integer, BlockingQueue<KeyPair>> stores = new LinkedHashMap<>();

	private final SecureRandom random;

	private final BooleanSupplier idle;

	private final ExecutorService filler;

	private final AtomicBoolean filling = new AtomicBoolean();

	private volatile boolean closed;

	/**
	 * When a key was last taken: the download that took it is still signing, so the
	 * refill waits {@link #QUIET}.
	 */
	private volatile long lastTaken = System.nanoTime() - QUIET.toNanos();

	/** How long after a key is taken the reservoir waits before making keys again. */
	static final Duration QUIET = Duration.ofSeconds(2);

	/**
	 * @param capacities how many keys to keep, by size in bits (0 keeps none of that
	 * size)
	 * @param idle whether the application is idle enough to make a key now
	 */
	public KeyReservoir(Map<Integer, Integer> capacities, SecureRandom random, BooleanSupplier idle) {
		capacities.forEach((bits, capacity) -> {
			if (capacity > 0) {
				this.stores.put(bits, new ArrayBlockingQueue<>(capacity));
			}
		});
		this.random = random;
		this.idle = idle;
		this.filler = Executors.newSingleThreadExecutor((task) -> {
			Thread thread = new Thread(task, "key-reservoir");
			thread.setDaemon(true);
			thread.setPriority(Thread.MIN_PRIORITY);
			return thread;
		});
	}

	/**
	 * Keys for generated secrets ({@link GeneratedSecretValues.KeySizes#EXPORT}), filled
	 * while the key pool is idle.
	 */
	public static KeyReservoir forExport(int certificateKeys, int sshKeys) {
		Map<Integer, Integer> capacities = new LinkedHashMap<>();
		capacities.put(GeneratedSecretValues.KeySizes.EXPORT.certificate(), certificateKeys);
		capacities.merge(GeneratedSecretValues.KeySizes.EXPORT.ssh(), sshKeys, Integer::sum);
		KeyReservoir reservoir = new KeyReservoir(capacities, new SecureRandom(), KeyGeneration::idle);
		reservoir.refill();
		return reservoir;
	}

	/**
	 * A key of {@code bits} bits made beforehand, now no longer in the reservoir;
	 * {@code null} when none is left.
	 */
	public KeyPair take(int bits) {
		BlockingQueue<KeyPair> store = this.stores.get(bits);
		if (store == null) {
			return null;
		}
		KeyPair key = store.poll();
		this.lastTaken = System.nanoTime();
		refill();
		return key;
	}

	/** How many keys of {@code bits} bits are ready. */
	public int available(int bits) {
		BlockingQueue<KeyPair> store = this.stores.get(bits);
		return (store != null) ? store.size() : 0;
	}

	/** Starts filling the stores in the background, unless that is under way. */
	public void refill() {
		if (!this.closed && !full() && this.filling.compareAndSet(false, true)) {
			this.filler.execute(this::fill);
		}
	}

	/** Waits until every store is full (for the benchmark and tests); whether it is. */
	public boolean awaitFull(Duration timeout) throws InterruptedException {
		long end = System.nanoTime() + timeout.toNanos();
		refill();
		while (!full() && System.nanoTime() < end) {
			Thread.sleep(20);
		}
		return full();
	}

	private boolean full() {
		return this.stores.values().stream().allMatch((store) -> store.remainingCapacity() == 0);
	}

	private void fill() {
		try {
			for (Map.Entry<Integer, BlockingQueue<KeyPair>> store : this.stores.entrySet()) {
				while (!this.closed && store.getValue().remainingCapacity() > 0) {
					if (!this.idle.getAsBoolean() || System.nanoTime() - this.lastTaken < QUIET.toNanos()) {
						Thread.sleep(200);
						continue;
					}
					store.getValue().offer(KeyMaterial.rsa(store.getKey(), this.random));
				}
			}
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			return;
		}
		finally {
			this.filling.set(false);
		}
		// a key taken after its store was looked at
		refill();
	}

	@Override
	public void close() {
		this.closed = true;
		this.filler.shutdownNow();
		try {
			this.filler.awaitTermination(5, TimeUnit.SECONDS);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

}
