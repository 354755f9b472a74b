package io.manifeststudio.benchmark;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

import io.manifeststudio.manifest.ManifestCodec;
import io.manifeststudio.manifest.RoleManifest;

/**
 * Import of an SCF-sized role manifest ({@link ScfSizedManifest}: 40 groups, 200 jobs, 650 templates, about 200
 * KB) side by side with a bare SnakeYAML safe load of the same text. The goal is import at most 3 times the bare
 * load. Run: {@code mvn -B -Pbench test-compile exec:exec -Dbench=ImportBenchmark} (about two minutes).
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

	/** Our import: the lossless document with positions, then the typed model with its v3 run merge. */
	@Benchmark
	public RoleManifest manifestCodecRead() {
		return this.codec.read(this.text);
	}

}
