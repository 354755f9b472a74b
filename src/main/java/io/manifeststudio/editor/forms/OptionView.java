package io.manifeststudio.editor.forms;

/**
 * One choice of a select or checkbox list, with the id of its checkbox, and whether it is
 * the one chosen now.
 */
record OptionView(String value, String id, boolean selected) {
}
