package io.manifeststudio.editor;

/** One Kubernetes version of the board's version choice. */
public record VersionChoice(String value, boolean selected) {
}
