package io.manifeststudio.editor.board;

/**
 * One finding as the findings panel shows it: rule id, severity, fissile-style message,
 * plain explanation, fix hint (or {@code null}), source place {@code line:column} (or
 * {@code null}) and the group it concerns (or {@code null}).
 */
public record FindingItem(String rule, String severity, String message, String explanation, String hint,
		String location, String subject) {
}
