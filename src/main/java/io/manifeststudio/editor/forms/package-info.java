/**
 * The forms a person fills in to change a draft or to store one: the instance group form
 * (its settings, adding, renaming and deleting a group, each change tried on the draft
 * before it is stored, with findings per field), the chart settings form, and the YAML
 * source forms of the draft editor, the import page and a new revision, which the
 * controllers of {@code editor.pages} bind.
 */
package io.manifeststudio.editor.forms;
