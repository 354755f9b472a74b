package io.manifeststudio.editor.pages;

/**
 * One line of submitted text around a parse error. The offending line carries a
 * {@code marker}: spaces up to the error's column, then a caret.
 */
public record SourceLine(int number, String text, boolean offending, String marker) {
}
