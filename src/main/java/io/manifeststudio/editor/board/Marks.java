package io.manifeststudio.editor.board;

import java.util.List;

/**
 * The findings that mark one card, chip or palette entry: the worst severity among them
 * ({@code error} or {@code warning}; {@code null} when none), their rule ids (the
 * {@code data-findings} hook) and their messages (the tooltip).
 */
public record Marks(String severity, List<String> rules, List<String> messages) {

	public static final Marks NONE = new Marks(null, List.of(), List.of());

	public Marks {
		rules = List.copyOf(rules);
		messages = List.copyOf(messages);
	}

	public boolean isMarked() {
		return this.severity != null;
	}

	/**
	 * The rule ids, space separated, for the {@code data-findings} hook; {@code null}
	 * when unmarked.
	 */
	public String rulesAttribute() {
		return isMarked() ? String.join(" ", this.rules) : null;
	}

	/** What the mark says when pointed at: each message on its own line. */
	public String title() {
		return isMarked() ? String.join("\n", this.messages) : null;
	}

	public int count() {
		return this.messages.size();
	}

	/** {@code has-error}, {@code has-warning} or nothing. */
	public String cssClass() {
		return isMarked() ? "has-" + this.severity : "";
	}

}
