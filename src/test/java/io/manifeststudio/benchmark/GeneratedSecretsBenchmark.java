package io.manifeststudio.benchmark;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.concurrent.TimeUnit;

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

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.GeneratedSecretSource;
import io.manifeststudio.export.GeneratedSecretValues;
import io.manifeststudio.export.GeneratedSecretsCache;
import io.manifeststudio.export.KeyGeneration;
import io.manifeststudio.export.KeyReservoir;
import io.manifeststudio.export.KubernetesExport;
import io.manifeststudio.export.helm.ChartDefaults;
import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.yaml.ManifestText;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.ManifestValidator;

/**
 * The Kubernetes YAML download of SCF 2.17.1 (the real manifest in the shared fixtures;
 * 41 certificates, 2 CAs among them, 1 SSH key, 45 passwords, of which its pods read
 * most) as {@code GET .../export/kubernetes.yaml} makes it, one download per operation:
 * without generated secrets ({@code ?secrets=empty}); with new values made one after
 * another (as before the key pool); with new values whose keys are made on the shared
 * pool of at most 4 threads; with new values whose keys come from a full
 * {@link KeyReservoir} of the application's default size (a person's first download of a
 * content once the application has been idle long enough to fill it: only certificates
 * are signed); and with the values kept for the same person's earlier download of the
 * same content (within 30 minutes). Run:
 * {@code mvn -B -o -Pbench test-compile exec:exec -Dbench=GeneratedSecretsBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 6)
@Fork(1)
public class GeneratedSecretsBenchmark {

	static final Path SCF = Path.of("../shared/fixtures/real/scf-2.17.1-role-manifest.yml");

	private final KubernetesExport export = new KubernetesExport(ChartDefaults::expressions);

	private RoleManifest manifest;

	private ManifestValidator validator;

	private GeneratedSecretSource kept;

	@Setup
	public void read() throws IOException {
		if (!Files.exists(SCF)) {
			throw new IllegalStateException("The benchmark needs " + SCF.toAbsolutePath() + " (the shared fixtures)");
		}
		String text = Files.readString(SCF, StandardCharsets.UTF_8);
		this.manifest = new ManifestCodec().read(text);
		this.validator = Validators.create(ExportSettings.defaults());
		this.kept = new GeneratedSecretsCache().forDownload("benchmark", ManifestText.sha256(text));
		download(this.kept);
	}

	@Benchmark
	public String withoutGeneratedSecrets() {
		return download(null);
	}

	@Benchmark
	public String newValuesOneAfterAnother() {
		return download(new GeneratedSecretValues(new SecureRandom(), GeneratedSecretValues.KeySizes.EXPORT,
				Clock.systemUTC(), KeyGeneration.CALLER));
	}

	@Benchmark
	public String newValuesOnTheKeyPool() {
		return download(GeneratedSecretValues.forExport());
	}

	@Benchmark
	public String newValuesFromAFullReservoir(Reservoir reservoir) {
		return download(GeneratedSecretValues.forExport(reservoir.keys));
	}

	@Benchmark
	public String keptValuesOfTheSamePersonsDownload() {
		return download(this.kept);
	}

	/**
	 * The application's reservoir (its default sizes), full before each download; not
	 * timed.
	 */
	@State(Scope.Thread)
	public static class Reservoir {

		KeyReservoir keys;

		@Setup(Level.Invocation)
		public void fill() throws InterruptedException {
			if (this.keys == null) {
				this.keys = KeyReservoir.forExport(48, 2);
			}
			if (!this.keys.awaitFull(java.time.Duration.ofMinutes(10))) {
				throw new IllegalStateException("the reservoir did not fill in 10 minutes");
			}
		}

		@TearDown(Level.Trial)
		public void close() {
			this.keys.close();
		}

	}

	private String download(GeneratedSecretSource secrets) {
		return this.export.export(this.manifest, ExportSettings.defaults(), null, this.validator, secrets).yaml();
	}

}
