package io.manifeststudio.editor.forms;

/**
 * What happened to the last thing a form sent: {@code saved}, {@code unchanged},
 * {@code refused} (a value or an edit was refused; the form shows what was typed) or
 * {@code stale} (the draft moved on since the form was loaded, so nothing was written;
 * the person may reload the form). {@code currentVersion} is the draft's version when
 * stale.
 */
record FormNotice(String kind, String text, Long currentVersion) {

	static final String SAVED = "saved";

	static final String UNCHANGED = "unchanged";

	static final String REFUSED = "refused";

	static final String STALE = "stale";

	public boolean isStale() {
		return STALE.equals(this.kind);
	}

	/** An alert (refused, stale) rather than a confirmation. */
	public boolean isAlert() {
		return REFUSED.equals(this.kind) || STALE.equals(this.kind);
	}

}
