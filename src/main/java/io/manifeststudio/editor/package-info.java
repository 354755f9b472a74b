/**
 * The editor: the board on which a person rearranges a manifest's pods (drag containers into pods, mark them
 * colocated or sidecar, edit a group's settings, undo and redo) and the editing API a pipeline uses. Every change,
 * from the board, a form or the API, is one {@code Edit} applied by the one editing service of module
 * {@code manifest}, which keeps the draft's change log.
 * <p>
 * This module may use {@code manifest}, {@code validation} and {@code export}; none of them uses it.
 */
package io.manifeststudio.editor;
