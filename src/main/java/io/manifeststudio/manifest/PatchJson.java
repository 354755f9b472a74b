package io.manifeststudio.manifest;

import java.util.ArrayList;
import java.util.List;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;

import io.manifeststudio.manifest.edit.TextPatch;

/**
 * A {@link TextPatch} as the change log stores it: a JSON array of splices, each
 * {@code [offset, "removed",
 * "inserted"]}. An edit's patch holds only the lines it changed, so a row stays small.
 */
final class PatchJson {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private PatchJson() {
	}

	static String write(TextPatch patch) {
		ArrayNode splices = JSON.createArrayNode();
		for (TextPatch.Splice splice : patch.splices()) {
			splices.addArray().add(splice.offset()).add(splice.removed()).add(splice.inserted());
		}
		return JSON.writeValueAsString(splices);
	}

	static TextPatch read(String json) {
		List<TextPatch.Splice> splices = new ArrayList<>();
		for (JsonNode splice : JSON.readTree(json).values()) {
			splices.add(new TextPatch.Splice(splice.get(0).intValue(), splice.get(1).stringValue(),
					splice.get(2).stringValue()));
		}
		return new TextPatch(splices);
	}

}
