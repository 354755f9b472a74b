package io.manifeststudio.export.helm;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ChartArchiveTests {

	@Test
	void entriesSitUnderTheChartNameInOrderWithTheirContent() {
		Map<String, byte[]> files = new LinkedHashMap<>();
		files.put("Chart.yaml", "name: demo\n".getBytes(StandardCharsets.UTF_8));
		files.put("templates/empty.yaml", new byte[0]);
		files.put("values.yaml", "x: \u00e9\n".repeat(100).getBytes(StandardCharsets.UTF_8));
		Map<String, String> read = ChartArchives.untar(ChartArchive.tgz("demo", files));
		assertThat(read).containsExactly(Map.entry("demo/Chart.yaml", "name: demo\n"),
				Map.entry("demo/templates/empty.yaml", ""), Map.entry("demo/values.yaml", "x: \u00e9\n".repeat(100)));
	}

	@Test
	void theSameFilesGiveTheSameBytesAtAnotherTime() throws InterruptedException {
		Map<String, byte[]> files = Map.of("Chart.yaml", "name: demo\n".getBytes(StandardCharsets.UTF_8),
				"templates/" + "a".repeat(120) + ".yaml", new byte[0]);
		byte[] first = ChartArchive.tgz("demo", files);
		Thread.sleep(1100);
		assertThat(ChartArchive.tgz("demo", files)).isEqualTo(first);
	}

	@Test
	void entriesAreFilesWithMode0644AndAFixedTime() throws IOException {
		byte[] tgz = ChartArchive.tgz("demo", Map.of("Chart.yaml", "name: demo\n".getBytes(StandardCharsets.UTF_8)));
		try (TarArchiveInputStream tar = new TarArchiveInputStream(
				new GzipCompressorInputStream(new ByteArrayInputStream(tgz)))) {
			TarArchiveEntry entry = tar.getNextEntry();
			assertThat(entry.isFile()).isTrue();
			assertThat(entry.getMode() & 07777).isEqualTo(0644);
			assertThat(entry.getLastModifiedTime().toInstant()).isEqualTo(Instant.parse("2026-01-01T00:00:00Z"));
		}
	}

	@Test
	void longPathsAreKept() {
		String longName = "templates/" + "a".repeat(60) + "/" + "b".repeat(80) + ".yaml";
		String longerName = "x".repeat(300);
		Map<String, byte[]> files = new LinkedHashMap<>();
		files.put(longName, "k: v\n".getBytes(StandardCharsets.UTF_8));
		files.put(longerName, new byte[0]);
		assertThat(ChartArchives.untar(ChartArchive.tgz("demo", files)))
			.containsExactly(Map.entry("demo/" + longName, "k: v\n"), Map.entry("demo/" + longerName, ""));
	}

}
