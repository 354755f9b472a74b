package io.manifeststudio.validation.studio;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class DidYouMeanTests {

	private static final List<String> RUN = List.of("scaling", "memory", "mem", "cpu", "virtual-cpus", "volumes");

	@Test
	void suggestsKeysOneOrTwoEditsAway() {
		assertThat(DidYouMean.suggest("memmory", RUN)).isEqualTo("memory");
		assertThat(DidYouMean.suggest("scalign", RUN)).isEqualTo("scaling");
		assertThat(DidYouMean.suggest("virtual_cpus", RUN)).isEqualTo("virtual-cpus");
		assertThat(DidYouMean.suggest("Volumes", RUN)).isEqualTo("volumes");
		assertThat(DidYouMean.suggest("tag", List.of("name", "tags"))).isEqualTo("tags");
	}

	@Test
	void staysQuietWhenNothingIsClose() {
		assertThat(DidYouMean.suggest("foo", RUN)).isNull();
		assertThat(DidYouMean.suggest("processes", RUN)).isNull();
		assertThat(DidYouMean.suggest("mx", List.of("max", "min", "ha"))).isEqualTo("max");
		assertThat(DidYouMean.suggest("xyz", List.of("max", "min", "ha"))).isNull();
	}

}
