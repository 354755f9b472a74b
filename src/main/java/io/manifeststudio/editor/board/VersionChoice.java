package io.manifeststudio.editor.board;

/** One Kubernetes version of the board's version choice. */
public record VersionChoice(String value, boolean selected) {
}
