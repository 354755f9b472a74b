package io.manifeststudio.system;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class PlainDecimalNumbersTests {

	@ParameterizedTest
	@ValueSource(strings = { "0x10", "+1", "\uff11", "#10", "1e1", "1.0", "1_000", "", " ", "-", "99999999999999999999",
			"\u0661" })
	void onlyPlainDecimalDigitsAreNumbers(String text) {
		assertThatIllegalArgumentException()
			.isThrownBy(() -> new PlainDecimalNumbers.Editor(false, false).setAsText(text));
	}

	@Test
	void plainDecimalNumbersAreReadAsTheirType() {
		PlainDecimalNumbers.Editor longs = new PlainDecimalNumbers.Editor(false, false);
		longs.setAsText(" 0042 ");
		assertThat(longs.getValue()).isEqualTo(42L);
		longs.setAsText("-7");
		assertThat(longs.getValue()).isEqualTo(-7L);
		PlainDecimalNumbers.Editor integers = new PlainDecimalNumbers.Editor(true, true);
		integers.setAsText("12");
		assertThat(integers.getValue()).isEqualTo(12);
		integers.setAsText("");
		assertThat(integers.getValue()).isNull();
		assertThatIllegalArgumentException().isThrownBy(() -> integers.setAsText("2147483648"));
	}

}
