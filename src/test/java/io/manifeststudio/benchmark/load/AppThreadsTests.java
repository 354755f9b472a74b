package io.manifeststudio.benchmark.load;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class AppThreadsTests {

	@Test
	void tellsTheKindOfAThreadByItsName() {
		// As /proc gives them: the first 15 characters.
		assertThat(AppThreads.kind("http-nio-127.0.")).isEqualTo(AppThreads.REQUESTS);
		assertThat(AppThreads.kind("C2 CompilerThre")).isEqualTo(AppThreads.JIT);
		assertThat(AppThreads.kind("C1 CompilerThre")).isEqualTo(AppThreads.JIT);
		assertThat(AppThreads.kind("GC Thread#1")).isEqualTo(AppThreads.GC);
		assertThat(AppThreads.kind("G1 Refine#0")).isEqualTo(AppThreads.GC);
		assertThat(AppThreads.kind("HikariPool-1:housekeeper")).isEqualTo(AppThreads.OTHER);
	}

	@Test
	void sharesAreOfTheTicksUsedBetweenTheTwoReadings() {
		Map<String, Long> before = Map.of(AppThreads.REQUESTS, 1000L, AppThreads.JIT, 5000L);
		Map<String, Long> after = Map.of(AppThreads.REQUESTS, 1860L, AppThreads.JIT, 5070L, AppThreads.GC, 50L,
				AppThreads.OTHER, 20L);
		assertThat(AppThreads.shares(before, after))
			.isEqualTo("Tomcat's threads 86 %, JIT compiler 7 %, garbage collector 5 %, other 2 %");
		assertThat(AppThreads.shares(after, after)).isNull();
	}

	@Test
	void secondsArePerKindAndPerRequest() {
		Map<String, Long> before = Map.of(AppThreads.REQUESTS, 1000L, AppThreads.JIT, 5000L);
		Map<String, Long> after = Map.of(AppThreads.REQUESTS, 1860L, AppThreads.JIT, 5070L, AppThreads.GC, 50L,
				AppThreads.OTHER, 20L);
		assertThat(AppThreads.seconds(before, after, 100)).isEqualTo("Tomcat's threads 8.6 s (86.0 ms a request), "
				+ "JIT compiler 0.7 s (7.0 ms a request), garbage collector 0.5 s (5.0 ms a request), "
				+ "other 0.2 s (2.0 ms a request)");
		assertThat(AppThreads.seconds(after, after, 100)).isNull();
	}

	@Test
	void countsTheCpuAThreadUses() {
		Assumptions.assumeTrue(Files.isDirectory(Path.of("/proc/self/task")),
				"reads Linux's /proc, which this system does not have");
		long pid = ProcessHandle.current().pid();
		long before = AppThreads.ticks(pid).getOrDefault(AppThreads.OTHER, 0L);
		// 200 ms of CPU on this thread ("main" or a worker: kind "other"); a clock tick
		// is 10 ms.
		ThreadMXBean threads = ManagementFactory.getThreadMXBean();
		long until = threads.getCurrentThreadCpuTime() + 200_000_000L;
		long spin = 0;
		while (threads.getCurrentThreadCpuTime() < until) {
			spin++;
		}
		assertThat(spin).isPositive();
		assertThat(AppThreads.ticks(pid).getOrDefault(AppThreads.OTHER, 0L)).isGreaterThanOrEqualTo(before + 10);
	}

}
