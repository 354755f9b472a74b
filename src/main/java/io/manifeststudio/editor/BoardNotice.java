package io.manifeststudio.editor;

import java.util.List;

/**
 * What the board says after a change it could not make. {@code stale}: someone changed the draft first, the board now
 * shows their version and offers to apply the same edit ({@code edit}, with the pod's {@code order} a drop named)
 * again on {@code version}. {@code refused}: the edit cannot apply; {@code detail} says why.
 */
public record BoardNotice(String kind, String detail, long manifestId, Long version, String edit,
		List<String> order) {

	public static final String STALE = "stale";

	public static final String REFUSED = "refused";

	public BoardNotice {
		order = (order != null) ? List.copyOf(order) : List.of();
	}

	static BoardNotice stale(long manifestId, long version, String description, String edit, List<String> order) {
		return new BoardNotice(STALE, description, manifestId, version, edit, order);
	}

	static BoardNotice refused(long manifestId, String reason) {
		return new BoardNotice(REFUSED, reason, manifestId, null, null, List.of());
	}

	public boolean isStale() {
		return STALE.equals(this.kind);
	}

	public boolean isRefused() {
		return REFUSED.equals(this.kind);
	}

	/** The version the edit can be applied to again, for the reapply button; {@code null} unless stale. */
	public Long reapplyVersion() {
		return (STALE.equals(this.kind) && this.edit != null) ? this.version : null;
	}

}
