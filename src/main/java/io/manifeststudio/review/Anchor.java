package io.manifeststudio.review;

/**
 * A place in a manifest that a comment is about, or that a change touched: a group, a
 * container placed in that group's pod, and a field below the group written as fissile's
 * messages write it ({@code run.scaling.max}, {@code tags}, {@code ports[0].internal}).
 * Each part is optional: no group is the whole manifest, no container the whole group, no
 * field the whole group or container.
 */
public record Anchor(String group, String container, String field) {

	public static final Anchor MANIFEST = new Anchor(null, null, null);

	static final String PLACEMENTS = "colocated_containers";

	public Anchor {
		group = blankToNull(group);
		container = blankToNull(container);
		field = blankToNull(field);
	}

	public static Anchor group(String group) {
		return new Anchor(group, null, null);
	}

	public static Anchor field(String group, String field) {
		return new Anchor(group, null, field);
	}

	public static Anchor container(String pod, String container) {
		return new Anchor(pod, container, null);
	}

	/**
	 * The placement of a container in a pod: the pod group's
	 * {@code colocated_containers}.
	 */
	static Anchor placement(String pod, String container) {
		return new Anchor(pod, container, PLACEMENTS);
	}

	public boolean isManifest() {
		return this.group == null;
	}

	/**
	 * Whether a change at {@code changed} changes what this anchor points at. A comment
	 * on the whole manifest is never outdated by a change (it is about the revision as a
	 * whole). A comment on a group is outdated by any change of that group; on a field,
	 * by a change of that field, of a field inside it or of what contains it; on a
	 * container of a pod, by a change of its placement in that pod or, when the comment
	 * names no field, by any change of the container's own group (its run settings).
	 */
	public boolean isTouchedBy(Anchor changed) {
		if (this.group == null || changed.group == null) {
			return false;
		}
		if (this.container != null) {
			boolean placement = this.group.equals(changed.group) && this.container.equals(changed.container);
			boolean own = this.container.equals(changed.group) && changed.container == null
					&& fieldsOverlap(this.field, changed.field);
			return placement || own;
		}
		return this.group.equals(changed.group) && fieldsOverlap(this.field, changed.field);
	}

	private static boolean fieldsOverlap(String mine, String theirs) {
		if (mine == null || theirs == null) {
			return true;
		}
		return isWithin(mine, theirs) || isWithin(theirs, mine);
	}

	/**
	 * {@code inner} is {@code outer} or a path below it ({@code run.scaling.max} is
	 * within {@code run.scaling}).
	 */
	private static boolean isWithin(String inner, String outer) {
		if (!inner.startsWith(outer)) {
			return false;
		}
		if (inner.length() == outer.length()) {
			return true;
		}
		char next = inner.charAt(outer.length());
		return next == '.' || next == '[';
	}

	private static String blankToNull(String text) {
		return (text == null || text.isBlank()) ? null : text.strip();
	}

}
