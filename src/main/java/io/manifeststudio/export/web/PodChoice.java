package io.manifeststudio.export.web;

/**
 * One pod the export panel can preview: its name, whether it is the previewed one, and
 * whether a whole-manifest export leaves it out ({@code flight-stage: manual}: exported
 * only by name, to be run by hand).
 */
public record PodChoice(String name, boolean selected, boolean manual) {
}
