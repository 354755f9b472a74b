package io.manifeststudio.benchmark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
import io.manifeststudio.manifest.ManifestYamlWriter;
import io.manifeststudio.manifest.RoleManifest;
import io.manifeststudio.system.Validators;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.validation.ValidationResult;

/**
 * Validation (every rule family) of an SCF-sized manifest, side by side with a bare SnakeYAML safe load of its text.
 * The manifest is the real SCF 2.17.1 of the shared fixtures scaled to 40 groups, 200 jobs and 650 global templates
 * (groups copied under new names, templates under new keys). The goal: validation under 5 ms warm and under a third
 * of the bare load. Run: {@code mvn -B -Pbench test-compile exec:exec -Dbench=ValidationBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = { "-Xms512m", "-Xmx512m" })
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
public class ValidationBenchmark {

	static final Path SCF = Path.of("../shared/fixtures/real/scf-2.17.1-role-manifest.yml");

	private String text;

	private RoleManifest manifest;

	private final ManifestValidator validator = Validators.create();

	private final ManifestValidator fissileAndStudio = ManifestValidator
		.of(java.util.List.of(new io.manifeststudio.validation.fissile.FissileRules(),
				new io.manifeststudio.validation.studio.StudioRules()));

	private final Yaml bare = new Yaml(new SafeConstructor(new LoaderOptions()));

	@Setup
	public void prepare() throws IOException {
		this.text = new ManifestYamlWriter().write(scaledScf(Files.readString(SCF), 40, 200, 650));
		this.manifest = new ManifestCodec().read(this.text);
		ValidationResult result = this.validator.validate(this.manifest);
		System.out.println();
		System.out.println("# Manifest: scaled SCF 2.17.1, " + this.text.length() + " characters, "
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
	 * Every rule of every family on the model already read. The K8S family keeps the objects it generated for the
	 * last model it saw, as happens when a page validates the same stored draft again.
	 */
	@Benchmark
	public ValidationResult validate() {
		return this.validator.validate(this.manifest);
	}

	/** The FISSILE and STUDIO families alone (what the manifest itself breaks), without the K8S family's export. */
	@Benchmark
	public ValidationResult validateFissileAndStudio() {
		return this.fissileAndStudio.validate(this.manifest);
	}

	/**
	 * Every rule of every family on a model the validator has not seen, as after an edit: the K8S family generates
	 * the Kubernetes objects again.
	 */
	@Benchmark
	public ValidationResult validateChangedModel() {
		RoleManifest m = this.manifest;
		return this.validator.validate(new RoleManifest(m.era(), m.instanceGroups(), m.configuration(),
				m.variables(), m.releases(), m.typeProblems(), m.document()));
	}

	@SuppressWarnings("unchecked")
	static Map<String, Object> scaledScf(String scf, int groupCount, int jobCount, int templateCount) {
		Map<String, Object> root = new Yaml(new SafeConstructor(new LoaderOptions())).load(scf);
		List<Object> groups = new ArrayList<>((List<Object>) root.get("instance_groups"));
		List<Object> originals = List.copyOf(groups);
		int copy = 0;
		while (groups.size() < groupCount || jobs(groups) < jobCount) {
			Map<String, Object> original = (Map<String, Object>) originals.get(copy % originals.size());
			Map<String, Object> renamed = new LinkedHashMap<>(original);
			renamed.put("name", original.get("name") + "-copy-" + (copy / originals.size() + 1));
			groups.add(renamed);
			copy++;
		}
		root.put("instance_groups", groups);
		Map<String, Object> configuration = (Map<String, Object>) root.get("configuration");
		Map<Object, Object> templates = new LinkedHashMap<>((Map<Object, Object>) configuration.get("templates"));
		List<Map.Entry<Object, Object>> entries = new ArrayList<>(templates.entrySet());
		for (int i = 0; templates.size() < templateCount; i++) {
			Map.Entry<Object, Object> entry = entries.get(i % entries.size());
			templates.put(entry.getKey() + "_copy_" + (i / entries.size() + 1), entry.getValue());
		}
		configuration.put("templates", templates);
		return root;
	}

	@SuppressWarnings("unchecked")
	private static int jobs(List<Object> groups) {
		int jobs = 0;
		for (Object group : groups) {
			Object list = ((Map<String, Object>) group).get("jobs");
			jobs += (list instanceof List<?> items) ? items.size() : 0;
		}
		return jobs;
	}

}
