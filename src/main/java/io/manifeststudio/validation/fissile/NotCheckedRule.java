package io.manifeststudio.validation.fissile;

import java.util.List;
import java.util.function.Predicate;

import io.manifeststudio.manifest.RoleManifest;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * The fissile rules that need more than the manifest, reported once each as not checked: rules 39, 40 and 43 to 46
 * need the BOSH releases' job specs (release and job lookup, links); rules 57 to 59 need the scripts folder.
 */
final class NotCheckedRule extends FissileRule {

	private final String message;

	private final String explanation;

	private final Predicate<RoleManifest> applies;

	private NotCheckedRule(String id, String message, String explanation, Predicate<RoleManifest> applies) {
		super(id, -1);
		this.message = message;
		this.explanation = explanation;
		this.applies = applies;
	}

	static List<FissileRule> all() {
		return List.of(new NotCheckedRule("FISSILE-RELEASES",
				"not checked: needs the BOSH releases (rules 39, 40, 43-46: releases loaded, jobs exist, links resolve)",
				"Whether each job exists in its release and whether the links between jobs (provides and consumes)"
						+ " resolve can only be checked with the releases' job specs, which Manifest Studio does not"
						+ " have. fissile checks them when it builds.",
				(manifest) -> manifest.instanceGroups().stream().anyMatch((group) -> !group.jobs().isEmpty())),
				new NotCheckedRule("FISSILE-SCRIPTS",
						"not checked: needs the scripts folder (rules 57-59: scripts exist, every script is used)",
						"Whether each script exists under scripts/, and whether every file there is used, can only be"
								+ " checked next to the manifest's scripts folder, which is not uploaded.",
						(manifest) -> manifest.instanceGroups().stream()
							.anyMatch((group) -> !group.scripts().isEmpty() || !group.environmentScripts().isEmpty()
									|| !group.postConfigScripts().isEmpty())));
	}

	@Override
	public void check(ValidationContext context) {
		if (!this.applies.test(context.manifest())) {
			return;
		}
		context.report(Severity.INFO, "", this.message, null).explanation(this.explanation).add();
	}

}
