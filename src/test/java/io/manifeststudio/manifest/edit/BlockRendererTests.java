package io.manifeststudio.manifest.edit;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** New values written by SnakeYAML in the layout of the text they go into. */
class BlockRendererTests {

	private final BlockRenderer flush = new BlockRenderer(2, 0);

	private final BlockRenderer indented = new BlockRenderer(2, 2);

	@Test
	void quotesStringsThatWouldReadBackAsAnotherType() {
		assertThat(this.flush.block("on")).containsExactly("'on'");
		assertThat(this.flush.block("1.10")).containsExactly("'1.10'");
		assertThat(this.flush.block("08080")).containsExactly("'08080'");
		assertThat(this.flush.block("~")).containsExactly("'~'");
		assertThat(this.flush.block("plain")).containsExactly("plain");
		assertThat(this.flush.block(8080)).containsExactly("8080");
		assertThat(this.flush.entry("yes", "no")).containsExactly("'yes': 'no'");
	}

	@Test
	void writesMultiLineTextAsALiteralBlockAndControlCharactersEscaped() {
		assertThat(this.flush.block("one\ntwo")).containsExactly("|-", "  one", "  two");
		assertThat(this.flush.block("bell\u0007")).containsExactly("\"bell\\a\"");
		assertThat(this.flush.flow("one\ntwo")).isEqualTo("\"one\\ntwo\"");
	}

	@Test
	void writesListsFlushOrIndentedLikeTheText() {
		Map<Object, Object> value = new LinkedHashMap<>();
		value.put("tags", List.of("a", "b"));
		assertThat(this.flush.entry("run", value)).containsExactly("run:", "  tags:", "  - a", "  - b");
		assertThat(this.indented.entry("run", value)).containsExactly("run:", "  tags:", "    - a", "    - b");
		assertThat(this.indented.item(value)).containsExactly("- tags:", "    - a", "    - b");
		assertThat(new BlockRenderer(4, 0).entry("run", value)).containsExactly("run:", "    tags:", "    - a",
				"    - b");
	}

	@Test
	void writesOneLineOfFlowStyle() {
		Map<Object, Object> value = new LinkedHashMap<>();
		value.put("x", List.of(1, "on"));
		assertThat(this.flush.flow(value)).isEqualTo("{x: [1, 'on']}");
		assertThat(this.flush.flowEntry("k", value)).isEqualTo("k: {x: [1, 'on']}");
		assertThat(this.flush.flow(List.of())).isEqualTo("[]");
	}

}
