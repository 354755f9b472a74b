package io.manifeststudio.benchmark;

import java.io.IOException;
import java.util.List;
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

import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.validation.ValidationResult;

/**
 * Validation (every rule family) of an SCF-sized manifest, side by side with a bare
 * SnakeYAML safe load of its text. The manifest is {@link ScfSizedManifest}: the real SCF
 * 2.17.1 of the shared fixtures scaled to 40 groups, 200 jobs and 650 global templates
 * (groups copied under new names, templates under new keys). The goal: validation under 5
 * ms warm and under a third of the bare load. Run:
 * {@code mvn -B -Pbench test-compile exec:exec -Dbench=ValidationBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = { "-Xms512m", "-Xmx512m" })
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
public class ValidationBenchmark {

	private String text;

	private RoleManifest manifest;

	private final ManifestValidator validator = Validators.create();

	private final ManifestValidator fissileAndStudio = ManifestValidator
		.of(java.util.List.of(new io.manifeststudio.validation.fissile.FissileRules(),
				new io.manifeststudio.validation.studio.StudioRules()));

	private final Yaml bare = new Yaml(new SafeConstructor(new LoaderOptions()));

	@Setup
	public void prepare() throws IOException {
		this.text = ScfSizedManifest.text();
		this.manifest = new ManifestCodec().read(this.text);
		ValidationResult result = this.validator.validate(this.manifest);
		System.out.println();
		System.out.println("# Manifest: " + ScfSizedManifest.source() + ", " + this.text.length() + " characters, "
				+ this.manifest.instanceGroups().size() + " groups, "
				+ this.manifest.instanceGroups().stream().mapToInt((group) -> group.jobs().size()).sum() + " jobs, "
				+ this.manifest.configuration().templates().size() + " templates; " + result.findings().size()
				+ " findings");
	}

	/** The baseline: SnakeYAML's own safe load of the text into plain maps and lists. */
	@Benchmark
	public Object bareSnakeYamlLoad() {
		return this.bare.load(this.text);
	}

	/**
	 * Every rule of every family on the model already read. The K8S family keeps the
	 * objects it generated for the last model it saw, as happens when a page validates
	 * the same stored draft again.
	 */
	@Benchmark
	public ValidationResult validate() {
		return this.validator.validate(this.manifest);
	}

	/**
	 * The FISSILE and STUDIO families alone (what the manifest itself breaks), without
	 * the K8S family's export.
	 */
	@Benchmark
	public ValidationResult validateFissileAndStudio() {
		return this.fissileAndStudio.validate(this.manifest);
	}

	/**
	 * Every rule of every family on a model the validator has not seen, as after an edit:
	 * the K8S family generates the Kubernetes objects again.
	 */
	@Benchmark
	public ValidationResult validateChangedModel() {
		RoleManifest m = this.manifest;
		return this.validator.validate(new RoleManifest(m.era(), m.instanceGroups(), m.configuration(), m.variables(),
				m.releases(), m.typeProblems(), m.document()));
	}

}
