package io.manifeststudio.benchmark;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * Import of an SCF-sized role manifest ({@link ScfSizedManifest}: 40 groups, 200 jobs,
 * 650 templates, about 200 KB) side by side with a bare SnakeYAML safe load of the same
 * text. The goal is import at most 3 times the bare load. Run:
 * {@code mvn -B -Pbench test-compile exec:exec -Dbench=ImportBenchmark} (about three
 * minutes).
 * <p>
 * The first two benchmarks give wall-clock time per import, one after the other. On a
 * machine shared with other builds their figures swing with the load, so
 * {@link #sideBySideCpuTime} also does both on every operation, interleaved, and counts
 * each one's CPU time on the benchmark thread ({@code bareCpuMicros} and
 * {@code importCpuMicros} in the report, per iteration): their ratio is the figure that
 * the load does not move.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 2, jvmArgsAppend = { "-Xms512m", "-Xmx512m" })
@Warmup(iterations = 4, time = 2)
@Measurement(iterations = 5, time = 2)
public class ImportBenchmark {

	private String text;

	private final ManifestCodec codec = new ManifestCodec();

	private final Yaml bare = new Yaml(new SafeConstructor(new LoaderOptions()));

	@Setup
	public void generate() {
		this.text = ScfSizedManifest.text();
		System.out.println();
		System.out.println("# Manifest: " + ScfSizedManifest.source() + ", " + this.text.length() + " characters, "
				+ this.codec.read(this.text).instanceGroups().size() + " groups");
	}

	/** The baseline: SnakeYAML's own safe load of the text into plain maps and lists. */
	@Benchmark
	public Object bareSnakeYamlLoad() {
		return this.bare.load(this.text);
	}

	/**
	 * Our import: the lossless document with positions, then the typed model with its v3
	 * run merge.
	 */
	@Benchmark
	public RoleManifest manifestCodecRead() {
		return this.codec.read(this.text);
	}

	/** Both on every operation, each one's CPU time counted (see the class comment). */
	@Benchmark
	public RoleManifest sideBySideCpuTime(CpuTime cpu, Blackhole blackhole) {
		long start = THREADS.getCurrentThreadCpuTime();
		blackhole.consume(this.bare.load(this.text));
		long between = THREADS.getCurrentThreadCpuTime();
		RoleManifest manifest = this.codec.read(this.text);
		long end = THREADS.getCurrentThreadCpuTime();
		cpu.bareCpuMicros += (between - start) / 1000;
		cpu.importCpuMicros += (end - between) / 1000;
		return manifest;
	}

	private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

	/** CPU microseconds spent in each, summed over an iteration. */
	@State(Scope.Thread)
	@AuxCounters(AuxCounters.Type.EVENTS)
	public static class CpuTime {

		public long bareCpuMicros;

		public long importCpuMicros;

		@Setup(Level.Iteration)
		public void reset() {
			this.bareCpuMicros = 0;
			this.importCpuMicros = 0;
		}

	}

}
