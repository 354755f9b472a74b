package io.manifeststudio.editor.board;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tools.jackson.databind.json.JsonMapper;

/**
 * The edits the board's own controls post, as the JSON of the edit vocabulary (the same
 * objects the editing API takes), written by Jackson: the mode switch of a chip
 * ({@code set-mode}) and the "earlier" and "later" buttons ({@code reorder}, naming the
 * pod's containers in their new order).
 */
final class BoardEdits {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private BoardEdits() {
	}

	static String setMode(String pod, String container, String mode) {
		Map<String, Object> edit = new LinkedHashMap<>();
		edit.put("op", "set-mode");
		edit.put("container", container);
		edit.put("pod", pod);
		edit.put("mode", mode);
		return JSON.writeValueAsString(edit);
	}

	static String reorder(String pod, List<String> containers) {
		Map<String, Object> edit = new LinkedHashMap<>();
		edit.put("op", "reorder");
		edit.put("pod", pod);
		edit.put("containers", containers);
		return JSON.writeValueAsString(edit);
	}

}
