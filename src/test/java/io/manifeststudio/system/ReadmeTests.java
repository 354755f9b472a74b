package io.manifeststudio.system;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The README stays what a newcomer reads in two minutes: at most 150 lines, the two
 * commands that set everything up, and links that lead somewhere (every relative link of
 * the README and of docs/ names a file that exists).
 */
class ReadmeTests {

	private static final Pattern LINK = Pattern.compile("\\]\\(([^)#:]+)(#[^)]*)?\\)");

	@Test
	void isShortAndGivesTheTwoCommands() throws IOException {
		List<String> lines = Files.readAllLines(Path.of("README.md"));
		assertThat(lines).hasSizeLessThanOrEqualTo(150).contains("mvn spring-boot:run", "bash .ci/run");
	}

	@Test
	void everyRelativeLinkLeadsToAFile() throws IOException {
		List<Path> documents = new java.util.ArrayList<>(List.of(Path.of("README.md")));
		try (var docs = Files.list(Path.of("docs"))) {
			docs.filter((path) -> path.toString().endsWith(".md")).forEach(documents::add);
		}
		List<String> broken = new java.util.ArrayList<>();
		for (Path document : documents) {
			Matcher link = LINK.matcher(Files.readString(document));
			while (link.find()) {
				Path target = document.resolveSibling(link.group(1));
				if (!Files.exists(target)) {
					broken.add(document + " -> " + link.group(1));
				}
			}
		}
		assertThat(broken).isEmpty();
	}

}
