package io.manifeststudio.benchmark.load;

/**
 * Goes on with a scenario's load, not recorded, in windows of {@value #WINDOW} s, until
 * the app's JIT compiler took less than 5 % of one core in a window. A warm-up sends its
 * requests back to back, so the compiler threads get a small share of the two cores:
 * after four minutes of it they still had minutes of work queued (about 2,200 methods
 * compiled by C2 in the next two minutes), which they did during the measured run, on the
 * cores the requests needed. A server that has served this load for a while has compiled
 * its code; this measures that server. The time it took is printed, so a run says how
 * long the app needed to get there.
 */
final class Settling {

	/** Seconds of one window. */
	static final long WINDOW = 30;

	/** The load of one window: runs the scenario's requests for that many seconds. */
	interface Load {

		void run(long seconds) throws Exception;

	}

	private Settling() {
	}

	/**
	 * Runs {@code load} in windows until the JIT is done or {@code maxSeconds} have
	 * passed (0: not at all; nor for an app whose threads the driver cannot read).
	 */
	static void settle(AppCpu appCpu, long maxSeconds, Load load) throws Exception {
		if (maxSeconds <= 0 || appCpu.threadTicks().isEmpty()) {
			System.out.println("Settling: not waited for (--settle-seconds 0, or an app the driver did not start)");
			return;
		}
		long start = System.nanoTime();
		long compiling;
		boolean busy;
		do {
			long before = appCpu.threadTicks().getOrDefault(AppThreads.JIT, 0L);
			load.run(WINDOW);
			compiling = appCpu.threadTicks().getOrDefault(AppThreads.JIT, 0L) - before;
			busy = compiling * 100 >= WINDOW * AppThreads.TICKS_PER_SECOND * 5;
		}
		while (busy && System.nanoTime() - start < maxSeconds * 1_000_000_000L);
		System.out.printf("Settling: %d s at the run's pace until the JIT compiler took %.1f s of CPU in %d s%s%n",
				(System.nanoTime() - start) / 1_000_000_000L, compiling / (double) AppThreads.TICKS_PER_SECOND, WINDOW,
				busy ? " (still compiling at --settle-seconds " + maxSeconds + ")" : "");
	}

}
