package io.manifeststudio.manifest.edit;

import io.manifeststudio.manifest.yaml.ManifestDocument;

/**
 * The text of a manifest after changes, with the patch that leads there from the text
 * before (its {@link TextPatch#inverse() inverse} leads back, byte for byte), and the
 * document the new text reads as, with its node tree when the writer made it from the one
 * before ({@link NodeSpans#replacing}).
 */
public record EditedText(String text, TextPatch patch, ManifestDocument document, NodeSpans spans) {

	/**
	 * Without the node tree of the new text ({@link #spans()}: null when it was not made
	 * from the one before; the next edit composes it).
	 */
	public EditedText(String text, TextPatch patch, ManifestDocument document) {
		this(text, patch, document, null);
	}

}
