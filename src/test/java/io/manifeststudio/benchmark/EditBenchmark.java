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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.yaml.ManifestText;
import io.manifeststudio.manifest.model.PlacedContainer;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.edit.Edit;
import io.manifeststudio.manifest.edit.EditJson;
import io.manifeststudio.manifest.edit.EditOutcome;
import io.manifeststudio.manifest.edit.ManifestEditor;

/**
 * One edit of an SCF-sized manifest ({@link ScfSizedManifest}) through
 * {@link ManifestEditor}, the way the editing service applies it (the model of the text
 * before is known, and its content hash, under which the editor keeps the node tree of
 * the text: composed at the first edit, then found again): plan, write the text, read the
 * new text back into its model, and make the node tree of the new text from this one's.
 * Without the database and the validation of the new model. Run:
 * {@code mvn -B -Pbench test-compile exec:exec -Dbench=EditBenchmark}.
 * <p>
 * {@link #moveCpuTime} does a move and a read of the same text on every operation and
 * counts each one's CPU time ({@code editCpuMicros}, {@code readCpuMicros};
 * {@code storeCpuMicros}: the size and content hash of the new text that the editing
 * service computes before storing it): their ratio is what the load of a shared machine
 * does not move.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = { "-Xms512m", "-Xmx512m" })
@Warmup(iterations = 4, time = 2)
@Measurement(iterations = 5, time = 2)
public class EditBenchmark {

	private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

	private final ManifestCodec codec = new ManifestCodec();

	private final ManifestEditor editor = new ManifestEditor(this.codec);

	private String text;

	private String hash;

	private RoleManifest model;

	private Edit move;

	private Edit set;

	@Setup
	public void generate() {
		this.text = ScfSizedManifest.text();
		this.model = this.codec.read(this.text);
		this.hash = ManifestText.sha256(this.text);
		for (Pod from : this.model.pods()) {
			for (PlacedContainer placed : from.containers()) {
				Pod to = this.model.pods()
					.stream()
					.filter((pod) -> !pod.name().equals(placed.name())
							&& pod.containers().stream().noneMatch((other) -> other.name().equals(placed.name())))
					.findFirst()
					.orElse(null);
				if (placed.group() != null && to != null && this.move == null) {
					this.move = EditJson.read("{\"op\":\"move\",\"container\":\"" + placed.name() + "\",\"from\":\""
							+ from.name() + "\",\"to\":\"" + to.name() + "\"}");
					this.set = EditJson.read("{\"op\":\"set\",\"group\":\"" + from.name()
							+ "\",\"field\":\"run.scaling.max\",\"value\":4}");
				}
			}
		}
		System.out.println();
		System.out.println("# Manifest: " + ScfSizedManifest.source() + ", " + this.text.length() + " characters; "
				+ EditJson.write(this.move));
	}

	@Benchmark
	public EditOutcome move() {
		return this.editor.apply(this.text, this.hash, this.model, this.move);
	}

	@Benchmark
	public EditOutcome setRunSetting() {
		return this.editor.apply(this.text, this.hash, this.model, this.set);
	}

	/**
	 * A move and a read of the text on every operation, each one's CPU time counted (see
	 * the class comment).
	 */
	@Benchmark
	public EditOutcome moveCpuTime(CpuTime cpu, Blackhole blackhole) {
		long start = THREADS.getCurrentThreadCpuTime();
		blackhole.consume(this.codec.read(this.text));
		long between = THREADS.getCurrentThreadCpuTime();
		EditOutcome outcome = this.editor.apply(this.text, this.hash, this.model, this.move);
		long end = THREADS.getCurrentThreadCpuTime();
		// what the editing service computes of the new text before it stores it: its size
		// and content hash
		blackhole.consume(ManifestText.digest(outcome.text()));
		long stored = THREADS.getCurrentThreadCpuTime();
		cpu.readCpuMicros += (between - start) / 1000;
		cpu.editCpuMicros += (end - between) / 1000;
		cpu.storeCpuMicros += (stored - end) / 1000;
		cpu.operations++;
		return outcome;
	}

	/** CPU microseconds spent in each, summed over an iteration. */
	@State(Scope.Thread)
	@AuxCounters(AuxCounters.Type.EVENTS)
	public static class CpuTime {

		public long readCpuMicros;

		public long editCpuMicros;

		public long storeCpuMicros;

		private long operations;

		@Setup(Level.Iteration)
		public void reset() {
			this.readCpuMicros = 0;
			this.editCpuMicros = 0;
			this.storeCpuMicros = 0;
			this.operations = 0;
		}

		/**
		 * The iteration's CPU time per operation, which JMH's sums of the counters do not
		 * show.
		 */
		@TearDown(Level.Iteration)
		public void print() {
			if (this.operations > 0) {
				System.out.printf(" [CPU per operation: edit %.2f ms, store %.2f ms, read %.2f ms, over %d operations]",
						this.editCpuMicros / 1000.0 / this.operations, this.storeCpuMicros / 1000.0 / this.operations,
						this.readCpuMicros / 1000.0 / this.operations, this.operations);
			}
		}

	}

}
