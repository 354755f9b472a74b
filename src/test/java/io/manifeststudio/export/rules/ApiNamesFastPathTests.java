package io.manifeststudio.export.rules;

import java.util.Random;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The name rules accept exactly what apimachinery's patterns accept: their hand-written
 * fast paths for valid names neither let an invalid name through nor change the messages
 * of one, checked on many random names.
 */
class ApiNamesFastPathTests {

	private static final String ALPHABET = "ab-z09._AZ=- .";

	@Test
	void acceptExactlyWhatThePatternsAccept() {
		Random random = new Random(7);
		Pattern label = Pattern.compile(ApiNames.DNS1123_LABEL_FORMAT);
		Pattern subdomain = Pattern.compile(ApiNames.DNS1123_SUBDOMAIN_FORMAT);
		Pattern dns1035 = Pattern.compile(ApiNames.DNS1035_LABEL_FORMAT);
		Pattern labelValue = Pattern.compile(ApiNames.LABEL_VALUE_FORMAT);
		Pattern envVar = Pattern.compile(ApiNames.ENV_VAR_FORMAT);
		for (int n = 0; n < 50_000; n++) {
			String name = randomName(random, (n % 10 == 0) ? 70 : 12);
			assertThat(ApiNames.dns1123Label(name).isEmpty()).as(name)
				.isEqualTo(name.length() <= 63 && label.matcher(name).matches());
			assertThat(ApiNames.dns1123Subdomain(name).isEmpty()).as(name).isEqualTo(subdomain.matcher(name).matches());
			assertThat(ApiNames.dns1035Label(name).isEmpty()).as(name)
				.isEqualTo(name.length() <= 63 && dns1035.matcher(name).matches());
			assertThat(ApiNames.labelValue(name).isEmpty()).as(name)
				.isEqualTo(name.length() <= 63 && labelValue.matcher(name).matches());
			boolean dots = name.equals(".") || name.startsWith("..");
			assertThat(ApiNames.envVarName(name, false).isEmpty()).as(name)
				.isEqualTo(envVar.matcher(name).matches() && !dots);
			assertThat(ApiNames.envVarName(name, true).isEmpty()).as(name)
				.isEqualTo(!name.isEmpty() && name.chars().allMatch((c) -> c >= 32 && c <= 126 && c != '=') && !dots);
			boolean port = name.length() <= 15 && name.matches("[-a-z0-9]+") && !name.contains("--")
					&& name.matches(".*[a-z].*") && !name.startsWith("-") && !name.endsWith("-");
			assertThat(ApiNames.portName(name).isEmpty()).as(name).isEqualTo(port);
		}
	}

	private static String randomName(Random random, int maxLength) {
		StringBuilder name = new StringBuilder();
		int length = random.nextInt(maxLength);
		for (int i = 0; i < length; i++) {
			name.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
		}
		return name.toString();
	}

}
