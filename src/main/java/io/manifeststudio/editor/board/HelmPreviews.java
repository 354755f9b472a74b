package io.manifeststudio.editor.board;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.marcnuri.helm.Helm;
import com.marcnuri.helm.TemplateCommand;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.ExportSlots;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.helm.ChartProvenance;
import io.manifeststudio.export.helm.HelmChart;
import io.manifeststudio.export.helm.HelmChartExporter;
import io.manifeststudio.export.helm.HelmChartOptions;
import io.manifeststudio.export.helm.HelmLibrary;
import io.manifeststudio.export.helm.SidecarMode;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * The real {@code helm template} output of the draft's chart for the chosen Kubernetes
 * version, through the Helm library in-process (helm-java, called through
 * {@link HelmLibrary}, which keeps the JVM's signal handlers): the chart the Helm export
 * writes, rendered with {@code --kube-version}, and of its documents those of the
 * selected pod's template ({@code templates/<pod>.yaml}: its Services and workload).
 * <p>
 * A chart refuses to render while a required variable without a default is unset, as an
 * installer must give it; the preview gives each a visible placeholder
 * ({@code preview-<NAME>}) and says so. A render is kept per manifest name, draft content
 * and version (up to {@code manifest-studio.cache.helm-previews.max-megabytes} of text),
 * so choosing another pod costs nothing.
 * <p>
 * Boards do not queue behind each other: two asking for the same render wait for the one
 * render, and renders of different drafts run side by side within the export slots
 * ({@link ExportSlots}: half the cores, then a wait of at most 60 s and 503; building a
 * chart and templating it is CPU work with nothing to wait for). Inside, the library call
 * itself takes turns in {@link HelmLibrary} (the process's signal handlers), which is the
 * short part of a render.
 */
@Component
class HelmPreviews {

	static final int DEFAULT_MAX_MEGABYTES = 16;

	private final HelmChartExporter exporter;

	/**
	 * Renders by manifest name, content, version and masking, weighed by their text in
	 * KiB.
	 */
	private final Cache<String, Rendered> renders;

	private final ExportSlots slots;

	HelmPreviews(HelmChartExporter exporter, ExportSlots slots,
			@Value("${manifest-studio.cache.helm-previews.max-megabytes:" + DEFAULT_MAX_MEGABYTES
					+ "}") int maxMegabytes) {
		this.exporter = exporter;
		this.renders = Caffeine.newBuilder()
			.maximumWeight(maxMegabytes * 1024L)
			.weigher((String key, Rendered rendered) -> rendered.kilobytes())
			.build();
		this.slots = slots;
	}

	/**
	 * The whole output of one render, or why Helm refused it, and the values it had to be
	 * given.
	 */
	record Rendered(String output, String problem, List<String> placeholders) {

		int kilobytes() {
			long characters = ((this.output != null) ? this.output.length() : 0)
					+ ((this.problem != null) ? this.problem.length() : 0);
			return (int) Math.min(Integer.MAX_VALUE, 1 + characters / 1024);
		}

	}

	/**
	 * @param name the manifest's name (the chart's)
	 * @param contentHash the draft's content hash: the render is kept under it
	 * @param masked whether {@code manifest} has its secret values masked (for a viewer):
	 * such a render is kept apart from the one with the values
	 */
	PodPreview preview(String name, String contentHash, boolean masked, RoleManifest manifest, KubeVersion version,
			String pod) {
		if (pod == null) {
			return PodPreview.problem(null, version.toString(), null);
		}
		Rendered rendered = render(name, contentHash, masked, manifest, version);
		if (rendered.problem() != null) {
			return PodPreview.problem(pod, version.toString(), rendered.problem());
		}
		String documents = documentsOf(rendered.output(), pod);
		List<String> notes = new ArrayList<>();
		if (!rendered.placeholders().isEmpty()) {
			notes.add(String.join(", ", rendered.placeholders()));
		}
		if (documents.isEmpty()) {
			return new PodPreview(pod, version.toString(), null,
					"helm template rendered no document from templates/" + pod + ".yaml", notes);
		}
		return PodPreview.of(pod, version.toString(), documents, notes);
	}

	private Rendered render(String name, String contentHash, boolean masked, RoleManifest manifest,
			KubeVersion version) {
		// The chart carries the manifest's name (chart name, labels, annotations): two
		// manifests of the same content
		// render different charts.
		String key = name + "/" + contentHash + "@" + version + (masked ? "/masked" : "");
		return this.renders.get(key,
				(missing) -> this.slots.run(() -> renderChart(name, contentHash, manifest, version)));
	}

	private Rendered renderChart(String name, String contentHash, RoleManifest manifest, KubeVersion version) {
		List<String> placeholders = HelmChartExporter.valuesToSet(manifest);
		Path directory = null;
		try {
			HelmChart chart = this.exporter.export(manifest,
					new HelmChartOptions(ExportSettings.defaults().withKubeVersion(version), SidecarMode.AUTO,
							new ChartProvenance(name, 0, contentHash)));
			directory = Files.createTempDirectory("board-helm-");
			Path archive = directory.resolve(chart.fileName());
			Files.write(archive, chart.tgz());
			TemplateCommand command = Helm.template(archive.toString())
				.withName(chart.name())
				.withNamespace("default")
				.withKubeVersion(version + ".0");
			for (String value : placeholders) {
				command.set(value, "preview-" + value.substring(value.indexOf('.') + 1));
			}
			return new Rendered(HelmLibrary.call(command), null, placeholders);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		catch (RuntimeException ex) {
			// helm-java reports Helm's own refusal (a template error, a failed required
			// value) as an exception
			return new Rendered(null, "helm template failed: " + ex.getMessage(), placeholders);
		}
		finally {
			delete(directory);
		}
	}

	/**
	 * The documents of the output that come from {@code templates/<pod>.yaml}, as Helm
	 * wrote them.
	 */
	static String documentsOf(String output, String pod) {
		String source = "/templates/" + pod + ".yaml";
		StringBuilder documents = new StringBuilder();
		for (String document : output.split("(?m)^---\\s*$")) {
			String trimmed = document.strip();
			if (trimmed.isEmpty()) {
				continue;
			}
			String first = trimmed.lines().findFirst().orElse("");
			if (first.startsWith("# Source:") && first.strip().endsWith(source)) {
				documents.append("---\n").append(trimmed).append('\n');
			}
		}
		return documents.toString();
	}

	private static void delete(Path directory) {
		if (directory == null) {
			return;
		}
		try (var files = Files.walk(directory)) {
			files.sorted(java.util.Comparator.reverseOrder()).forEach((path) -> path.toFile().delete());
		}
		catch (IOException ex) {
			// a temporary directory left behind is no reason to fail the preview
		}
	}

}
