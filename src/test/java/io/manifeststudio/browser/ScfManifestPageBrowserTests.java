package io.manifeststudio.browser;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;

import io.manifeststudio.browser.StudioPages.Chip;
import io.manifeststudio.browser.StudioPages.PodLayout;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.model.RoleManifest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * SCF 2.17.1 imported through the page shows every pod of the model, each with its main
 * container and then the containers it places, in order and marked. Also takes the
 * screenshot of the manifest page: always to
 * {@code target/screenshots/manifest-page.png}, and to the path in system property
 * {@code studio.screenshot} when given:
 * {@code mvn -B -o test -Dtest=ScfManifestPageBrowserTests -Dstudio.screenshot=docs/screenshot-manifest-page.png}.
 */
class ScfManifestPageBrowserTests extends BrowserTestSupport {

	static final Path SCF = Path.of("../shared/fixtures/real/scf-2.17.1-role-manifest.yml");

	@Test
	void scfImportedThroughThePageShowsEveryPodWithItsContainersInOrder() throws IOException {
		assumeTrue(Files.isRegularFile(SCF), "SCF 2.17.1 is not at " + SCF.toAbsolutePath() + " (../shared/fixtures)");
		RoleManifest model = new ManifestCodec().read(Files.readAllBytes(SCF));

		this.pages.openImport().importFile("scf-2.17.1", SCF);

		Map<String, PodLayout> layout = this.pages.podLayout();
		assertThat(layout.keySet()).containsExactlyElementsOf(model.pods().stream().map(Pod::name).toList());
		for (Pod pod : model.pods()) {
			List<Chip> expected = pod.containers()
				.stream()
				.map((placed) -> new Chip(placed.name(), placed.mode().label()))
				.toList();
			assertThat(layout.get(pod.name())).as(pod.name()).isEqualTo(new PodLayout(pod.name(), expected));
		}
		assertThat(model.pods().stream().filter((pod) -> !pod.containers().isEmpty())).as("pods placing containers")
			.isNotEmpty();

		screenshot();
	}

	/** The whole page at 1440 pixels wide. */
	private void screenshot() throws IOException {
		driver.manage().window().setSize(new Dimension(1440, 1000));
		long height = (Long) ((JavascriptExecutor) driver)
			.executeScript("return Math.ceil(document.documentElement.scrollHeight);");
		driver.manage().window().setSize(new Dimension(1440, (int) Math.min(height + 40, 8000)));
		byte[] png = driver.getScreenshotAs(OutputType.BYTES);
		assertThat(png).hasSizeGreaterThan(10_000);
		write(Path.of("target/screenshots/manifest-page.png"), png);
		String wanted = System.getProperty("studio.screenshot");
		if (wanted != null && !wanted.isBlank()) {
			write(Path.of(wanted), png);
		}
	}

	private static void write(Path path, byte[] png) throws IOException {
		Files.createDirectories(path.toAbsolutePath().getParent());
		Files.write(path, png);
	}

}
