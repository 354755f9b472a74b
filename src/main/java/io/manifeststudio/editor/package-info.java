/**
 * The editor: the pages and the API over stored manifests, split by what a person does
 * there.
 * <ul>
 * <li>{@code editor.pages}: the manifest list, the import page, the examples and the
 * manifest page.</li>
 * <li>{@code editor.board}: the board on which a person rearranges a draft's pods (drag
 * containers into pods, mark them colocated or sidecar, undo and redo), with the findings
 * that mark them and the previews.</li>
 * <li>{@code editor.forms}: the instance group form, the chart settings form and the YAML
 * source forms.</li>
 * <li>{@code editor.api}: the manifest, revision and editing API ({@code /api/manifests})
 * a pipeline uses.</li>
 * <li>{@code editor.live}: changes and presence pushed to every open board.</li>
 * </ul>
 * This package holds what several of them share: the htmx event that says the draft
 * changed, the retry of a change planned on a draft that someone else changed first, and
 * the board's part of the answer to a change made in its side panel ({@code BoardAnswer},
 * made by {@code editor.board}, used by {@code editor.forms}). Every change, from the
 * board, a form or the API, is one {@code Edit} applied by the one editing service of
 * module {@code manifest}, which keeps the draft's change log.
 * <p>
 * They live here, not in {@code manifest}, because they combine a manifest with its
 * findings: module {@code manifest} uses no other module. This module may use
 * {@code manifest}, {@code validation} and {@code export}; none of them uses it. Inside
 * it, {@code editor.pages} may use {@code editor.board} and {@code editor.forms}; no
 * other part uses another, and none uses {@code editor.pages} ({@code ModularityTests}
 * checks all of this).
 */
package io.manifeststudio.editor;
