package io.manifeststudio.manifest;

/**
 * An application event: someone did something to a stored manifest (or exported a posted
 * one, {@code manifestId} {@code null}). Published where it happens, inside the
 * transaction that writes it, so a listener that stores it (the review module's audit
 * log) commits or rolls back with the change. {@code revision} is the revision concerned,
 * {@code null} for the draft; {@code detail} says the rest in words.
 */
public record ManifestActivity(String actor, Action action, Long manifestId, Integer revision, String detail) {

	/** What was done. */
	public enum Action {

		IMPORT("import"), EDIT("edit"), REPLACE("replace"), UNDO("undo"), REDO("redo"), SAVE("save"),
		EXPORT_KUBERNETES("export-kubernetes"), EXPORT_HELM("export-helm");

		private final String label;

		Action(String label) {
			this.label = label;
		}

		/** The name the audit log keeps. */
		public String label() {
			return this.label;
		}

		static Action of(ChangeKind kind) {
			return switch (kind) {
				case EDIT -> EDIT;
				case REPLACE -> REPLACE;
				case UNDO -> UNDO;
				case REDO -> REDO;
			};
		}

	}

}
