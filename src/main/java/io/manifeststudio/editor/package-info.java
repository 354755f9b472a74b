/**
 * The editor: the pages and the API over stored manifests. The manifest list and the import page; the manifest page,
 * which shows a draft's pods with its findings (the board on which a person rearranges them: drag containers into
 * pods, mark them colocated or sidecar, edit a group's settings, undo and redo); the manifest and revision API
 * ({@code /api/manifests}) whose answers count the draft's findings; and the editing API a pipeline uses. Every
 * change, from the board, a form or the API, is one {@code Edit} applied by the one editing service of module
 * {@code manifest}, which keeps the draft's change log.
 * <p>
 * They live here, not in {@code manifest}, because they combine a manifest with its findings: module {@code manifest}
 * uses no other module. This module may use {@code manifest}, {@code validation} and {@code export}; none of them
 * uses it ({@code ModularityTests} checks both).
 */
package io.manifeststudio.editor;
