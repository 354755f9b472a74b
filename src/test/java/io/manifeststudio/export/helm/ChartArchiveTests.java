package io.manifeststudio.export.helm;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
	void theSameFilesGiveTheSameBytes() {
		Map<String, byte[]> files = Map.of("Chart.yaml", "name: demo\n".getBytes(StandardCharsets.UTF_8));
		assertThat(ChartArchive.tgz("demo", files)).isEqualTo(ChartArchive.tgz("demo", files));
	}

	@Test
	void longPathsUseTheUstarPrefix() {
		String longName = "templates/" + "a".repeat(60) + "/" + "b".repeat(80) + ".yaml";
		Map<String, String> read = ChartArchives.untar(
				ChartArchive.tgz("demo", Map.of(longName, "k: v\n".getBytes(StandardCharsets.UTF_8))));
		assertThat(read).containsEntry("demo/" + longName, "k: v\n");
	}

	@Test
	void aPathThatCannotBeSplitIsRefused() {
		assertThatThrownBy(() -> ChartArchive.tgz("demo", Map.of("x".repeat(300), new byte[0])))
			.isInstanceOf(IllegalArgumentException.class)
			.hasMessageContaining("Path too long");
	}

}
