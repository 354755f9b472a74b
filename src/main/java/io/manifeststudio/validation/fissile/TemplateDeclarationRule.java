package io.manifeststudio.validation.fissile;

import java.util.HashSet;
import java.util.List;

import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * V9 and V15: every variable a template uses is declared (or built in). V9 covers group
 * templates, V15 global ones. Legacy manifests were checked at load and reported each
 * undeclared name once: under {@code configuration.variables} when a role's jobs use the
 * template, under {@code configuration.templates} otherwise. Without the releases we
 * cannot tell which job properties exist, so a legacy global template counts as used by
 * the roles when there are roles with jobs.
 */
final class TemplateDeclarationRule extends FissileRule {

	private final boolean global;

	private TemplateDeclarationRule(String id, boolean global) {
		super(id, Phase.VALIDATE);
		this.global = global;
	}

	static List<FissileRule> all() {
		return List.of(new TemplateDeclarationRule("FISSILE-V9", false),
				new TemplateDeclarationRule("FISSILE-V15", true));
	}

	@Override
	public int phase(FormatEra era) {
		return (era == FormatEra.V1_ROLES) ? Phase.GLOBAL : Phase.VALIDATE;
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		java.util.Set<String> declared = Builtins.declared(context.manifest());
		if (paths.legacy()) {
			if (this.global) {
				checkLegacy(context, paths, declared);
			}
			return;
		}
		List<TemplateEntry> entries = this.global ? TemplateEntry.global(context) : TemplateEntry.groups(context);
		for (TemplateEntry entry : entries) {
			java.util.Set<String> reported = new HashSet<>();
			for (String variable : entry.parsed().variables()) {
				if (declared.contains(variable) || !reported.add(variable)) {
					continue;
				}
				report(context, FieldError.notFound(entry.path(), "No declaration of variable '" + variable + "'", ""),
						entry, variable);
			}
		}
	}

	private void checkLegacy(ValidationContext context, FissilePaths paths, java.util.Set<String> declared) {
		java.util.Set<String> reported = new HashSet<>(declared);
		boolean rolesUseGlobals = context.manifest()
			.instanceGroups()
			.stream()
			.anyMatch((group) -> !group.jobs().isEmpty());
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			for (TemplateEntry entry : TemplateEntry.of(paths, group)) {
				legacyReport(context, entry, reported, "configuration.variables", "No declaration of '");
			}
		}
		for (TemplateEntry entry : TemplateEntry.global(context)) {
			if (rolesUseGlobals) {
				legacyReport(context, entry, reported, "configuration.variables", "No declaration of '");
			}
			else {
				legacyReport(context, entry, reported, "configuration.templates", "No variable declaration of '");
			}
		}
	}

	private void legacyReport(ValidationContext context, TemplateEntry entry, java.util.Set<String> reported,
			String path, String prefix) {
		for (String variable : entry.parsed().variables()) {
			if (reported.add(variable)) {
				report(context, FieldError.notFound(path, prefix + variable + "'", ""), entry, variable);
			}
		}
	}

	private void report(ValidationContext context, FieldError error, TemplateEntry entry, String variable) {
		error(context, error, entry.source())
			.explanation("The template of " + entry.key() + " uses ((" + variable + ")), but no variable " + variable
					+ " is declared, so it would always be empty.")
			.hint("Declare " + variable + " under variables (with a description), or fix the name.")
			.subject((entry.group() != null) ? entry.group().name() : null)
			.add();
	}

}
