package io.manifeststudio.editor.live;

import java.time.Instant;

/**
 * Someone who has a manifest's board open: since when, and the pod they selected or drag
 * ({@code null}: none).
 */
public record PresenceEntry(String username, String pod, Instant since) {
}
