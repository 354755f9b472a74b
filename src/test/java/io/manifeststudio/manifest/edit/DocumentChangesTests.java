package io.manifeststudio.manifest.edit;

import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.yaml.ManifestYamlReader;
import io.manifeststudio.manifest.edit.DocumentChange.InsertItem;
import io.manifeststudio.manifest.edit.DocumentChange.RemoveValue;
import io.manifeststudio.manifest.edit.DocumentChange.SetValue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * Changes applied to the data of a document: the tree the written text must read back to.
 */
class DocumentChangesTests {

	private final Map<Object, Object> root = new ManifestYamlReader()
		.read("a:\n  b: 1\n  l: [x, y]\n  n:\nc: 2\n8080: port\n")
		.root();

	private Map<Object, Object> apply(DocumentChange... changes) {
		return DocumentChanges.applyTo(this.root, List.of(changes));
	}

	@Test
	void setsReplacesInPlaceAndAddsAtTheEnd() {
		Map<Object, Object> result = apply(new SetValue(DocPath.of("a", "b"), 5),
				new SetValue(DocPath.of("a", "z"), "new"));
		Map<?, ?> a = (Map<?, ?>) result.get("a");
		assertThat(List.<Object>copyOf(a.keySet())).containsExactly("b", "l", "n", "z");
		assertThat(a.get("b")).isEqualTo(5);
		assertThat(a.get("z")).isEqualTo("new");
		Map<?, ?> input = (Map<?, ?>) this.root.get("a");
		assertThat(List.<Object>copyOf(input.keySet())).as("the input stays as it was").containsExactly("b", "l", "n");
		assertThat(input.get("b")).isEqualTo(1);
	}

	@Test
	void createsMissingParentsAndFillsNullOnes() {
		Map<Object, Object> result = apply(new SetValue(DocPath.of("x", "y", "z"), true),
				new SetValue(DocPath.of("a", "n", "m"), 1));
		assertThat(result.get("x")).isEqualTo(Map.of("y", Map.of("z", true)));
		assertThat(this.root).doesNotContainKey("x");
		assertThat(((Map<?, ?>) result.get("a")).get("n")).isEqualTo(Map.of("m", 1));
	}

	@Test
	void removesKeysAndItems() {
		Map<Object, Object> result = apply(new RemoveValue(DocPath.of("a", "l", 0)), new RemoveValue(DocPath.of("c")));
		assertThat(((Map<?, ?>) result.get("a")).get("l")).isEqualTo(List.of("y"));
		assertThat(result).doesNotContainKey("c");
	}

	@Test
	void insertsIntoListsAndCreatesMissingOnes() {
		Map<Object, Object> result = apply(new InsertItem(DocPath.of("a", "l"), 1, "m"),
				new InsertItem(DocPath.of("a", "l"), 3, "end"), new InsertItem(DocPath.of("a", "n"), 0, "first"),
				new InsertItem(DocPath.of("q", "r"), 0, 1));
		assertThat(((Map<?, ?>) result.get("a")).get("l")).isEqualTo(List.of("x", "m", "y", "end"));
		assertThat(((Map<?, ?>) result.get("a")).get("n")).isEqualTo(List.of("first"));
		assertThat(result.get("q")).isEqualTo(Map.of("r", List.of(1)));
	}

	@Test
	void findsKeysThatYamlReadsAsNumbersByTheirText() {
		Map<Object, Object> result = apply(new SetValue(DocPath.of("8080"), "other"));
		assertThat(result.get(8080)).isEqualTo("other");
		assertThat(result).doesNotContainKey("8080");
	}

	@Test
	void typesNumbersAsTheTextWillReadBack() {
		Map<Object, Object> result = apply(new SetValue(DocPath.of("c"), 7L),
				new SetValue(DocPath.of("d"), List.of(BigInteger.valueOf(3), 1.5f, Long.MAX_VALUE)));
		assertThat(result.get("c")).isEqualTo(7);
		assertThat(result.get("d")).isEqualTo(List.of(3, 1.5d, Long.MAX_VALUE));
	}

	@Test
	@SuppressWarnings("unchecked")
	void givesAnUnmodifiableTree() {
		Map<Object, Object> result = apply(new SetValue(DocPath.of("c"), 3));
		assertThatExceptionOfType(UnsupportedOperationException.class).isThrownBy(() -> result.put("x", 1));
		assertThatExceptionOfType(UnsupportedOperationException.class)
			.isThrownBy(() -> ((Map<Object, Object>) result.get("a")).put("x", 1));
	}

	@Test
	void refusesChangesThatCannotApplyNamingThePath() {
		assertThatExceptionOfType(CannotEditTextException.class)
			.isThrownBy(() -> apply(new SetValue(DocPath.of("c", "d"), 1)))
			.withMessageStartingWith("At c.d:")
			.withMessageContaining("the scalar 2");
		assertThatExceptionOfType(CannotEditTextException.class)
			.isThrownBy(() -> apply(new RemoveValue(DocPath.of("a", "missing"))))
			.withMessageContaining("a.missing")
			.withMessageContaining("no key 'missing'");
		assertThatExceptionOfType(CannotEditTextException.class)
			.isThrownBy(() -> apply(new SetValue(DocPath.of("a", "l", 5), 1)))
			.withMessageContaining("a.l[5]")
			.withMessageContaining("no item 5");
		assertThatExceptionOfType(CannotEditTextException.class)
			.isThrownBy(() -> apply(new InsertItem(DocPath.of("a", "b"), 0, 1)))
			.withMessageContaining("not a list");
		assertThatExceptionOfType(CannotEditTextException.class)
			.isThrownBy(() -> apply(new SetValue(DocPath.of("a", 0), 1)))
			.withMessageContaining("a map, not a list");
		assertThatExceptionOfType(CannotEditTextException.class).isThrownBy(() -> apply(new RemoveValue(DocPath.ROOT)))
			.withMessageStartingWith("The document");
	}

}
