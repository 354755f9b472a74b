package io.manifeststudio.manifest;

import java.util.ArrayList;
import java.util.List;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The pods a change affected, as the change log keeps them: a JSON array of names. */
final class PodNames {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private PodNames() {
	}

	static String write(List<String> pods) {
		return JSON.writeValueAsString((pods != null) ? pods : List.of());
	}

	/** The names; none for {@code null} (a row logged before pods were kept). */
	static List<String> read(String json) {
		if (json == null || json.isBlank()) {
			return List.of();
		}
		List<String> pods = new ArrayList<>();
		for (JsonNode name : JSON.readTree(json).values()) {
			pods.add(name.stringValue());
		}
		return List.copyOf(pods);
	}

}
