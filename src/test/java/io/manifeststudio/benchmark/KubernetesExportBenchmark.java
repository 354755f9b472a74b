package io.manifeststudio.benchmark;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubeObject;
import io.manifeststudio.export.KubernetesExport;
import io.manifeststudio.export.KubernetesObjects;
import io.manifeststudio.export.helm.ChartDefaults;
import io.manifeststudio.export.rules.KubernetesRules;
import io.manifeststudio.export.KubernetesYamlWriter;
import io.manifeststudio.export.PodObjects;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.validation.ValidationResult;

/**
 * What the K8S family and the Kubernetes YAML export cost on SCF 2.17.1 (the real
 * manifest in the shared fixtures), next to a bare SnakeYAML load of the same text. Run:
 * {@code mvn -B -o -Pbench test-compile exec:exec -Dbench=KubernetesExportBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class KubernetesExportBenchmark {

	static final Path SCF = Path.of("../shared/fixtures/real/scf-2.17.1-role-manifest.yml");

	private String text;

	private RoleManifest manifest;

	private List<KubeObject> objects;

	@Setup
	public void read() throws IOException {
		if (!Files.exists(SCF)) {
			throw new IllegalStateException("The benchmark needs " + SCF.toAbsolutePath() + " (the shared fixtures)");
		}
		this.text = Files.readString(SCF, StandardCharsets.UTF_8);
		this.manifest = new ManifestCodec().read(this.text);
		this.objects = KubernetesExport.objects(this.manifest, new KubernetesObjects(this.manifest,
				ExportSettings.defaults(), ChartDefaults.expressions(this.manifest, ExportSettings.defaults()))
			.all());
	}

	/** The baseline: SnakeYAML loads the manifest's text into plain maps. */
	@Benchmark
	public Object snakeYamlLoad() {
		return new Yaml(new SafeConstructor(new LoaderOptions())).load(this.text);
	}

	/**
	 * The K8S family as validation runs it on each edit: build every pod's objects, run
	 * every check.
	 */
	@Benchmark
	public ValidationResult k8sFamily() {
		return ManifestValidator.of(List.of(new KubernetesRules())).validate(this.manifest);
	}

	/** Building every pod's objects alone. */
	@Benchmark
	public List<PodObjects> buildObjects() {
		return new KubernetesObjects(this.manifest, ExportSettings.defaults(),
				ChartDefaults.expressions(this.manifest, ExportSettings.defaults()))
			.all();
	}

	/**
	 * Writing the built objects (the Secrets, then each pod's) as multi-document YAML, as
	 * the export does.
	 */
	@Benchmark
	public String writeYaml() {
		return new KubernetesYamlWriter().write(this.objects);
	}

}
