/**
 * The board, where a person rearranges a draft's pods: the board page ({@code GET
 * /manifests/{id}/edit}) and its regions for htmx ({@code BoardPageController}), the
 * panels that reload after each change, the drops and the other changes posted from the
 * board, each turned into one edit ({@code BoardEditController}, {@code BoardDrops},
 * {@code BoardEdits}); the pod cards and chips with the findings that mark them, the
 * palette, the findings panel, the undo and redo buttons, and the three previews (role
 * manifest, Kubernetes YAML, {@code helm template}) of the selected pod.
 * <p>
 * The pod cards and the findings panel are public because the manifest page
 * ({@code editor.pages}) shows them too.
 */
package io.manifeststudio.editor.board;
