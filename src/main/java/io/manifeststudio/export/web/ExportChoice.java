package io.manifeststudio.export.web;

/** One Kubernetes version the export panel offers, and whether it is the chosen one. */
public record ExportChoice(String value, boolean selected) {
}
