/**
 * The board, live: every committed change of a draft is pushed to every open board of its
 * manifest as a Server-Sent Event ({@code GET /manifests/{id}/events}), on every instance
 * (PostgreSQL {@code LISTEN}/{@code NOTIFY}, or in the process on the embedded database),
 * and who has a board open is its presence ({@code GET /api/manifests/{id}/presence}),
 * shared between instances the same way. A stream that reconnects with
 * {@code Last-Event-ID} first gets what it missed from the draft's change log.
 */
package io.manifeststudio.editor.live;
