package io.manifeststudio.editor.board;

/** One pod of the previews' pod choice. */
public record PodOption(String name, boolean selected) {
}
