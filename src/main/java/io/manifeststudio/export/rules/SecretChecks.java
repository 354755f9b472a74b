package io.manifeststudio.export.rules;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;

/**
 * Secrets, S1: the Secrets the export generates ({@code secrets}, whose keys come from
 * secret variable names, and {@code deployment-manifest}) must pass the API server's
 * Secret rules. Their names are checked by W5 like every object's.
 */
final class SecretChecks {

	static final String CONFIG_KEY_FORMAT = "[-._a-zA-Z0-9]+";

	private static final Pattern CONFIG_KEY = Pattern.compile(CONFIG_KEY_FORMAT);

	/** The API server's limit on the data of one Secret. */
	static final int MAX_SECRET_SIZE = 1024 * 1024;

	private SecretChecks() {
	}

	static List<KubeCheck> checks() {
		return List.of(new KubeCheck("K8S-S1", Severity.ERROR,
				"A Secret's keys are letters, digits, '-', '_' and '.' (at most 253), and its data holds at most "
						+ "1 MiB; the keys of the Secret \"secrets\" are the secret variables' names in lower case "
						+ "with '-' for '_'.",
				"Name the secret variable with letters, digits and '_' only, e.g. in UPPER_SNAKE case.",
				SecretChecks::s1));
	}

	private static void s1(CheckTarget target, Sink sink) {
		if (!"Secret".equals(target.kind())) {
			return;
		}
		Node data = target.root().child("data");
		long size = 0;
		for (Map.Entry<?, ?> entry : data.map().entrySet()) {
			String key = String.valueOf(entry.getKey());
			for (String message : configKey(key)) {
				sink.report(FieldError.invalid(data.path() + "[" + key + "]", key, message));
			}
			size += key.length() + decodedLength(entry.getValue());
		}
		if (size > MAX_SECRET_SIZE) {
			sink.report(FieldError.tooLong(data.path(), "must have at most " + MAX_SECRET_SIZE + " bytes"));
		}
	}

	/** apimachinery's {@code IsConfigMapKey}. */
	static List<String> configKey(String value) {
		List<String> messages = new ArrayList<>();
		if (value.length() > 253) {
			messages.add(ApiNames.maxLength(253));
		}
		if (!CONFIG_KEY.matcher(value).matches()) {
			messages.add(ApiNames.regexError(
					"a valid config key must consist of alphanumeric characters, '-', '_' " + "or '.'",
					CONFIG_KEY_FORMAT, "key.name", "KEY_NAME", "key-name"));
		}
		messages.addAll(ApiNames.dotSegments(value));
		return messages;
	}

	private static long decodedLength(Object value) {
		String text = (value != null) ? value.toString() : "";
		try {
			return Base64.getDecoder().decode(text).length;
		}
		catch (IllegalArgumentException ex) {
			return text.getBytes(StandardCharsets.UTF_8).length;
		}
	}

}
