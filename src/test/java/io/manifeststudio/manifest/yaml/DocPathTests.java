package io.manifeststudio.manifest.yaml;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * Document paths: equality, order, prefixes and their fissile-like text, however they
 * were built.
 */
class DocPathTests {

	private final DocPath port = DocPath.of("instance_groups", 2, "jobs", 0, "properties", "bosh_containerization",
			"ports", 1);

	@Test
	void pathsBuiltEitherWayAreEqualWithEqualHashes() {
		DocPath built = DocPath.ROOT.key("instance_groups")
			.index(2)
			.key("jobs")
			.index(0)
			.key("properties")
			.key("bosh_containerization")
			.key("ports")
			.index(1);
		assertThat(built).isEqualTo(this.port).hasSameHashCodeAs(this.port);
		assertThat(built.segments()).containsExactly("instance_groups", 2, "jobs", 0, "properties",
				"bosh_containerization", "ports", 1);
		assertThat(this.port.toString())
			.isEqualTo("instance_groups[2].jobs[0].properties.bosh_containerization.ports[1]");
	}

	@Test
	void keysAndIndexesDiffer() {
		assertThat(DocPath.ROOT.key("a").index(0)).isNotEqualTo(DocPath.ROOT.key("a").key("0"));
		assertThat(DocPath.ROOT.key(80)).as("integer map keys are text").isEqualTo(DocPath.ROOT.key("80"));
		assertThat(DocPath.ROOT.key(null)).isEqualTo(DocPath.ROOT.key(null)).isNotEqualTo(DocPath.ROOT.key("null"));
		assertThat(DocPath.of("a", "b")).isNotEqualTo(DocPath.of("a")).isNotEqualTo(DocPath.of("b", "a"));
	}

	@Test
	void parentLastAndPrefixes() {
		assertThat(this.port.last()).isEqualTo(1);
		assertThat(this.port.parent().last()).isEqualTo("ports");
		assertThat(DocPath.ROOT.parent()).isSameAs(DocPath.ROOT);
		assertThat(DocPath.ROOT.isRoot()).isTrue();
		assertThat(DocPath.ROOT.segments()).isEmpty();
		assertThat(DocPath.ROOT.toString()).isEmpty();
		assertThat(this.port.startsWith(DocPath.of("instance_groups", 2))).isTrue();
		assertThat(this.port.startsWith(DocPath.of("instance_groups", 3))).isFalse();
		assertThat(this.port.startsWith(DocPath.ROOT)).isTrue();
		assertThat(DocPath.of("instance_groups").startsWith(this.port)).isFalse();
		assertThatExceptionOfType(UnsupportedOperationException.class).isThrownBy(() -> this.port.segments().add("x"));
	}

	@Test
	void orderIsByIndexNumberThenKeyTextThenLength() {
		List<DocPath> paths = new ArrayList<>(
				List.of(DocPath.of("b"), DocPath.of("a", 10), DocPath.of("a", 2), DocPath.of("a"), DocPath.ROOT));
		Collections.sort(paths);
		assertThat(paths).containsExactly(DocPath.ROOT, DocPath.of("a"), DocPath.of("a", 2), DocPath.of("a", 10),
				DocPath.of("b"));
	}

}
