package io.manifeststudio.editor.board;

import java.util.List;

/**
 * What the board says after a change it could not make. {@code stale}: someone changed
 * the draft first, the board now shows their version and offers to apply the same edit
 * ({@code edit}, with the pod's {@code order} a drop named) again on {@code version}.
 * {@code conflict}: a change made since the board's version touched what the edit changes
 * ({@code detail} names it; shown beside the card of {@code pod}). {@code refused}: the
 * edit cannot apply; {@code detail} says why.
 */
public record BoardNotice(String kind, String detail, long manifestId, Long version, String edit, List<String> order,
		String pod) {

	public static final String STALE = "stale";

	public static final String CONFLICT = "conflict";

	public static final String REFUSED = "refused";

	public BoardNotice {
		order = (order != null) ? List.copyOf(order) : List.of();
	}

	BoardNotice(String kind, String detail, long manifestId, Long version, String edit, List<String> order) {
		this(kind, detail, manifestId, version, edit, order, null);
	}

	static BoardNotice stale(long manifestId, long version, String description, String edit, List<String> order) {
		return new BoardNotice(STALE, description, manifestId, version, edit, order);
	}

	static BoardNotice refused(long manifestId, String reason) {
		return new BoardNotice(REFUSED, reason, manifestId, null, null, List.of());
	}

	/**
	 * A change made since the version the edit was made on touched what it changes:
	 * {@code reason} names that change; the board shows it beside the card of {@code pod}
	 * (when not {@code null}) and offers to apply the edit ({@code edit}, {@code order})
	 * on {@code version}, the draft it now shows.
	 */
	static BoardNotice conflict(long manifestId, long version, String reason, String pod, String edit,
			List<String> order) {
		return new BoardNotice(CONFLICT, reason, manifestId, version, edit, order, pod);
	}

	public boolean isConflict() {
		return CONFLICT.equals(this.kind);
	}

	/** Whether the notice belongs beside the card of this pod. */
	public boolean isFor(String podName) {
		return this.pod != null && this.pod.equals(podName);
	}

	public boolean isStale() {
		return STALE.equals(this.kind);
	}

	public boolean isRefused() {
		return REFUSED.equals(this.kind);
	}

	/**
	 * The version the edit can be applied to again, for the reapply button; {@code null}
	 * unless stale.
	 */
	public Long reapplyVersion() {
		return ((STALE.equals(this.kind) || CONFLICT.equals(this.kind)) && this.edit != null) ? this.version : null;
	}

}
