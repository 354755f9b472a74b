package io.manifeststudio.editor.forms;

/**
 * The form that creates a group, ready to render: the manifest, the draft version it was
 * loaded at, the name and type fields (as typed, with their messages) and a notice or
 * {@code null}.
 */
record NewGroupView(long manifestId, long version, FieldView name, FieldView type, FormNotice notice) {
}
