package io.manifeststudio.manifest.edit;

/**
 * The text of a manifest after changes, with the patch that leads there from the text before (its
 * {@link TextPatch#inverse() inverse} leads back, byte for byte).
 */
public record EditedText(String text, TextPatch patch) {

}
