package io.manifeststudio.benchmark;

import java.util.ArrayList;
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
import org.yaml.snakeyaml.Yaml;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubernetesObjects;
import io.manifeststudio.export.PodObjects;
import io.manifeststudio.export.SidecarStyle;
import io.manifeststudio.export.helm.ChartDefaults;
import io.manifeststudio.export.helm.ChartProvenance;
import io.manifeststudio.export.helm.HelmChartExporter;
import io.manifeststudio.export.helm.HelmChartOptions;
import io.manifeststudio.export.helm.SidecarMode;
import io.manifeststudio.manifest.model.ContainerMode;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.yaml.ManifestYamlWriter;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * Helm chart export of an SCF-sized manifest ({@link ScfSizedManifest}: the real SCF
 * 2.17.1 from the shared fixtures, its groups copied under new names until there are at
 * least 40 groups, 200 jobs and 650 templates) side by side with a bare SnakeYAML dump of
 * the same objects (every pod's objects, and again with fallback sidecars for the pods
 * that have sidecars: what the chart embeds). The goal is a chart export under 100 ms
 * warm. Run: {@code mvn -B -Pbench test-compile exec:exec -Dbench=HelmChartBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 2, jvmArgsAppend = { "-Xms512m", "-Xmx512m" })
@Warmup(iterations = 4, time = 2)
@Measurement(iterations = 5, time = 2)
public class HelmChartBenchmark {

	private RoleManifest manifest;

	private HelmChartOptions options;

	private final HelmChartExporter exporter = new HelmChartExporter();

	private final Yaml dumper = new Yaml(ManifestYamlWriter.options());

	private List<Map<String, Object>> objects;

	@Setup
	public void generate() {
		String text = ScfSizedManifest.text();
		this.manifest = new ManifestCodec().read(text);
		this.options = new HelmChartOptions(ExportSettings.defaults(), SidecarMode.AUTO,
				ChartProvenance.of("scf-scaled", 1, text));
		this.objects = new ArrayList<>();
		KubernetesObjects fallback = new KubernetesObjects(this.manifest, ExportSettings.defaults(),
				SidecarStyle.FALLBACK, ChartDefaults.expressions(this.manifest, ExportSettings.defaults()));
		for (PodObjects pod : new KubernetesObjects(this.manifest, ExportSettings.defaults(), SidecarStyle.NATIVE,
				ChartDefaults.expressions(this.manifest, ExportSettings.defaults()))
			.all()) {
			pod.objects().forEach((object) -> this.objects.add(object.content()));
			boolean sidecars = pod.pod()
				.containers()
				.stream()
				.anyMatch((placed) -> placed.mode() == ContainerMode.SIDECAR);
			if (sidecars) {
				fallback.build(pod.pod()).objects().forEach((object) -> this.objects.add(object.content()));
			}
		}
		long jobs = this.manifest.instanceGroups().stream().mapToLong((group) -> group.jobs().size()).sum();
		System.out.println();
		System.out.println("# Manifest: scaled SCF 2.17.1, " + text.length() + " characters, "
				+ this.manifest.instanceGroups().size() + " groups, " + jobs + " jobs; chart of "
				+ this.exporter.export(this.manifest, this.options).tgz().length + " bytes; " + this.objects.size()
				+ " objects dumped by the baseline");
	}

	/**
	 * The baseline: SnakeYAML's dump of the objects the chart embeds, as one
	 * multi-document text.
	 */
	@Benchmark
	public String bareSnakeYamlDump() {
		return this.dumper.dumpAll(this.objects.iterator());
	}

	/**
	 * The chart export: objects in both sidecar renderings, values, schema, templates,
	 * and the .tgz archive.
	 */
	@Benchmark
	public byte[] helmChartExport() {
		return this.exporter.export(this.manifest, this.options).tgz();
	}

}
