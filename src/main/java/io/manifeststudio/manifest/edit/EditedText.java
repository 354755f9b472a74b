package io.manifeststudio.manifest.edit;

import io.manifeststudio.manifest.yaml.ManifestDocument;

/**
 * The text of a manifest after changes, with the patch that leads there from the text
 * before (its {@link TextPatch#inverse() inverse} leads back, byte for byte), and the
 * document the new text reads as.
 */
public record EditedText(String text, TextPatch patch, ManifestDocument document) {

}
