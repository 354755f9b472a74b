package io.manifeststudio.export.web;

import java.io.IOException;
import java.nio.file.Files;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.manifest.model.ContainerMode;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.Fixtures;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.yaml.ManifestParseException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.yaml.ManifestText;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.StoredManifest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.mock;

/**
 * The export panel of every fixture manifest, valid or not, for the default offered
 * version and every pod, and for the oldest one and every pod with a sidecar: it is made
 * without tripping (the page never answers 500), and it either refuses the export with
 * the errors that block it or previews YAML that parses.
 */
class ExportPanelsFixtureTests {

	static final ManifestCodec CODEC = new ManifestCodec();

	static Stream<String> everyFixture() {
		Fixtures.assumePresent();
		List<String> manifests = Fixtures.roleManifests();
		assertThat(manifests).hasSizeGreaterThan(100);
		return manifests.stream();
	}

	@ParameterizedTest
	@MethodSource("everyFixture")
	void everyPodOfEveryFixtureIsPreviewedOrRefused(String fixture) throws IOException {
		String yaml = Files.readString(Fixtures.ROOT.resolve(fixture));
		RoleManifest manifest;
		try {
			manifest = CODEC.read(yaml);
		}
		catch (ManifestParseException ex) {
			return; // never stored: import refuses it, so no page shows it
		}
		ExportPanels panels = new ExportPanels(new io.manifeststudio.account.ManifestContent(stored(yaml), null, null),
				new io.manifeststudio.export.rules.VersionValidators(),
				new org.springframework.beans.factory.support.StaticListableBeanFactory()
					.getBeanProvider(io.manifeststudio.release.ReleaseCatalog.class),
				new org.springframework.beans.factory.support.StaticListableBeanFactory()
					.getBeanProvider(UpgradeChecks.class),
				new io.manifeststudio.export.ExportSlots(),
				new org.springframework.beans.factory.support.StaticListableBeanFactory()
					.getBeanProvider(io.manifeststudio.export.repository.ImageTagSettings.class));
		for (String version : List.of("1.27", "1.33")) {
			ExportPanel first = panels.panel(1, KubeVersion.parse(version), null);
			for (PodChoice pod : first.pods()) {
				if (version.equals("1.27") && !hasSidecar(manifest, pod.name())) {
					continue; // what 1.27 changes is the sidecars; every pod is previewed
								// for 1.33
				}
				ExportPanel panel = panels.panel(1, KubeVersion.parse(version), pod.name());
				assertThat(panel.pod()).isEqualTo(pod.name());
				if (panel.isBlocked()) {
					assertThat(panel.preview()).isNull();
					assertThat(panel.blocking()).isNotEmpty();
				}
				else {
					assertThat(panel.preview()).as(fixture + " " + pod.name() + " " + version).isNotBlank();
					new Yaml(new SafeConstructor(new LoaderOptions())).loadAll(panel.preview()).forEach((document) -> {
					});
				}
			}
			assertThat(first.pods())
				.hasSize((int) manifest.pods().stream().filter((pod) -> pod.name() != null).count());
		}
	}

	private static boolean hasSidecar(RoleManifest manifest, String pod) {
		return manifest.pods()
			.stream()
			.filter((candidate) -> pod.equals(candidate.name()))
			.flatMap((candidate) -> candidate.containers().stream())
			.anyMatch((placed) -> placed.mode() == ContainerMode.SIDECAR);
	}

	private static ManifestService stored(String yaml) {
		ManifestService manifests = mock(ManifestService.class);
		Instant now = Instant.parse("2026-12-02T10:00:00Z");
		Draft draft = new Draft(1, yaml, ManifestText.sha256(yaml), CODEC.read(yaml).era(), 1, "ann", now, null);
		given(manifests.get(1)).willReturn(new StoredManifest(1, "fixture", "ann", now, 0, draft));
		given(manifests.parse(any(Draft.class)))
			.willAnswer((call) -> CODEC.read(call.getArgument(0, Draft.class).content()));
		return manifests;
	}

}
