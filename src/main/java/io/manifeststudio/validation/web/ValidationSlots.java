package io.manifeststudio.validation.web;

import java.util.concurrent.Semaphore;
import java.util.function.Supplier;

import org.springframework.stereotype.Component;

/**
 * Lets as many validations of posted text run at once as there are cores, the others waiting their turn in order of
 * arrival. Reading and validating a manifest is CPU work with nothing to wait for, so more at once than cores
 * finishes none sooner; it only keeps more half-built models alive at each garbage collection, and with 16 clients
 * in flight under a 512 MB heap the collector's copying of those cost more than the validations (JFR of the load
 * driver's {@code validate} scenario, see README "Speed").
 */
@Component
class ValidationSlots {

	private final Semaphore slots;

	ValidationSlots() {
		this(Runtime.getRuntime().availableProcessors());
	}

	ValidationSlots(int slots) {
		this.slots = new Semaphore(Math.max(1, slots), true);
	}

	/** Runs the work when a slot is free, waiting for one until then. */
	<T> T run(Supplier<T> work) {
		this.slots.acquireUninterruptibly();
		try {
			return work.get();
		}
		finally {
			this.slots.release();
		}
	}

	int available() {
		return this.slots.availablePermits();
	}

}
