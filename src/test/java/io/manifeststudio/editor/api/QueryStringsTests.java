package io.manifeststudio.editor.api;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class QueryStringsTests {

	@Test
	void decodesAsTheServletContainerDoes() {
		Map<String, String[]> parameters = QueryStrings.parse("name=caf%C3%A9+bar&x&name=2&empty=&%E2%82%AC=euro");

		assertThat(parameters.keySet()).containsExactly("name", "x", "empty", "\u20ac");
		assertThat(parameters.get("name")).containsExactly("caf\u00e9 bar", "2");
		assertThat(parameters.get("x")).containsExactly("");
		assertThat(parameters.get("empty")).containsExactly("");
		assertThat(parameters.get("\u20ac")).containsExactly("euro");
		assertThat(QueryStrings.parse(null)).isEmpty();
	}

	@ParameterizedTest
	@ValueSource(strings = { "q=%FF", "q=%C3%28", "q=%E2%82", "q=%ED%A0%80", "q=abc%", "q=%G1", "q=%4" })
	void refusesWhatIsNotPercentEncodedUtf8AndNamesTheParameter(String query) {
		assertThatExceptionOfType(QueryStrings.UndecodableParameterException.class)
			.isThrownBy(() -> QueryStrings.parse("size=5&" + query))
			.satisfies((ex) -> assertThat(ex.parameter()).isEqualTo("q"));
		assertThat(QueryStrings.firstUndecodable("size=5&" + query)).isEqualTo("q");
		assertThat(QueryStrings
			.isUndecodable(new IllegalStateException("wrapped", new QueryStrings.UndecodableParameterException("q"))))
			.isTrue();
	}

	@Test
	void aDecodableQueryHasNoUndecodableParameter() {
		assertThat(QueryStrings.firstUndecodable("q=%C3%A9")).isNull();
		assertThat(QueryStrings.isUndecodable(new IllegalStateException("other"))).isFalse();
	}

}
