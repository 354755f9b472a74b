package io.manifeststudio.validation.fissile;

import java.util.List;
import java.util.function.Predicate;

import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * The fissile rules that need more than the manifest, reported once each as not checked:
 * rules 39, 40 and 43 to 46 need the BOSH releases' job specs (release and job lookup,
 * links), a warning when the manifest has jobs and uses no release, since the export then
 * cannot wire links nor scope variables to containers; rules 57 to 59 need the scripts
 * folder (an info).
 */
final class NotCheckedRule extends FissileRule {

	private final String message;

	private final String explanation;

	private final Predicate<ValidationContext> applies;

	private final Severity severity;

	private final String hint;

	private NotCheckedRule(String id, Severity severity, String message, String explanation, String hint,
			Predicate<ValidationContext> applies) {
		super(id, -1);
		this.severity = severity;
		this.message = message;
		this.explanation = explanation;
		this.hint = hint;
		this.applies = applies;
	}

	static List<FissileRule> all() {
		return List.of(new NotCheckedRule("FISSILE-RELEASES", Severity.WARNING,
				"not checked: needs the BOSH releases (rules 39, 40, 43-46: releases loaded, jobs exist, links resolve);"
						+ " without them BOSH links are not wired and every container gets every variable",
				"Whether each job exists in its release and whether the links between jobs (provides and consumes)"
						+ " resolve can only be checked with the releases' job specs. Without them the export cannot"
						+ " wire the links (no CONFIGGIN_IMPORT_<GROUP> entries) and cannot tell which variables a"
						+ " container's jobs read, so every container gets every variable a global template uses,"
						+ " secrets included.",
				"Upload the release tarballs (bosh create-release --tarball) on the Releases page, or attach"
						+ " releases of the catalog to this manifest; the releases: entries with a name and version"
						+ " find theirs in the catalog by themselves.",
				(context) -> !context.releases().present()
						&& context.manifest().instanceGroups().stream().anyMatch((group) -> !group.jobs().isEmpty())),
				new NotCheckedRule("FISSILE-SCRIPTS", Severity.INFO,
						"not checked: needs the scripts folder (rules 57-59: scripts exist, every script is used)",
						"Whether each script exists under scripts/, and whether every file there is used, can only be"
								+ " checked next to the manifest's scripts folder, which is not uploaded.",
						null,
						(context) -> context.manifest()
							.instanceGroups()
							.stream()
							.anyMatch((group) -> !group.scripts().isEmpty() || !group.environmentScripts().isEmpty()
									|| !group.postConfigScripts().isEmpty())));
	}

	@Override
	public void check(ValidationContext context) {
		if (!this.applies.test(context)) {
			return;
		}
		context.report(this.severity, "", this.message, null).explanation(this.explanation).hint(this.hint).add();
	}

}
