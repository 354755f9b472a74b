package io.manifeststudio.editor;

/**
 * The htmx event {@value #EVENT} that a handler fires after it changed the draft, so that
 * every part of the board that derives from the draft (cards, findings, previews, undo
 * and redo) refreshes itself by listening for it
 * ({@code hx-trigger="draftChanged from:body"}). One name in one place, instead of string
 * literals in each controller; handlers add it through {@code HtmxResponse} because some
 * of them send it with the pod it changed.
 */
public final class DraftChanged {

	/**
	 * The event's name, for templates and for handlers that add it through
	 * {@code HtmxResponse}.
	 */
	public static final String EVENT = "draftChanged";

	/**
	 * The event fired when the draft is no longer at the version a page shows
	 * (js/live.js, on a change from the event stream): the board and the manifest page's
	 * live region ask for what they show again. The one spelling of it, on both pages.
	 */
	public static final String OUTDATED = "draftOutdated";

	private DraftChanged() {
	}

}
