package io.manifeststudio.editor.forms;

import java.util.List;

/**
 * Whether a group can be deleted now, and when not, the pods that place it (a delete is
 * refused while it is placed).
 */
record DeleteView(boolean allowed, List<String> placedIn, String reason) {

	DeleteView {
		placedIn = List.copyOf(placedIn);
	}

}
