package io.manifeststudio.manifest;

import java.util.List;

import tools.jackson.databind.json.JsonMapper;

/** The pods a change affected, as the change log keeps them: a JSON array of names. */
final class PodNames {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private PodNames() {
	}

	static String write(List<String> pods) {
		return JSON.writeValueAsString((pods != null) ? pods : List.of());
	}

}
