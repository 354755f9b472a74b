package io.manifeststudio.editor.board;

import java.security.Principal;

/**
 * The name of the person a request is for, as undo, redo and the change log know them.
 */
final class Users {

	private Users() {
	}

	/**
	 * The signed-in user's name, {@code null} without one (then the change log says
	 * "anonymous").
	 */
	static String name(Principal principal) {
		return (principal != null) ? principal.getName() : null;
	}

}
