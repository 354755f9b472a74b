package io.manifeststudio.benchmark.load;

import java.util.Map;

/**
 * What the driver can read of the app's CPU time: in all, and per kind of thread
 * ({@link AppThreads}). Unknown for an app it did not start ({@code --url}).
 */
interface AppCpu {

	AppCpu UNKNOWN = new AppCpu() {

		@Override
		public long nanos() {
			return -1;
		}

		@Override
		public Map<String, Long> threadTicks() {
			return Map.of();
		}

	};

	/**
	 * The CPU time of all the app's threads so far (garbage collection and compilation
	 * too), or -1.
	 */
	long nanos();

	/** Clock ticks so far per kind of thread, or an empty map. */
	Map<String, Long> threadTicks();

	/**
	 * Prints the kinds' shares of the CPU between a reading of {@link #threadTicks()} and
	 * now, when known.
	 */
	default void reportSharesSince(Map<String, Long> before) {
		reportSharesSince(before, 0);
	}

	/**
	 * The same, and with {@code requests} answered in the run (more than 0), each kind's
	 * CPU in seconds and per request.
	 */
	default void reportSharesSince(Map<String, Long> before, long requests) {
		Map<String, Long> after = threadTicks();
		String shares = AppThreads.shares(before, after);
		if (shares != null) {
			System.out.println("the app's CPU during the run: " + shares);
			if (requests > 0) {
				System.out.println("  in seconds, and per request of the run (" + requests + "): "
						+ AppThreads.seconds(before, after, requests));
			}
		}
	}

}
