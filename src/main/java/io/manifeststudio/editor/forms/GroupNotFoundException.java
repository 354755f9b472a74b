package io.manifeststudio.editor.forms;

/**
 * The draft of a manifest has no group of this name (someone may have renamed or deleted
 * it meanwhile).
 */
class GroupNotFoundException extends RuntimeException {

	private final String group;

	GroupNotFoundException(long manifestId, String group) {
		super("The draft of manifest " + manifestId + " has no group named \"" + group + "\"");
		this.group = group;
	}

	String group() {
		return this.group;
	}

}
