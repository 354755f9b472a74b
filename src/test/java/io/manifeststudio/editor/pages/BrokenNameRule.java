package io.manifeststudio.editor.pages;

import java.util.ArrayList;
import java.util.List;

import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.validation.RuleFamily;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;
import io.manifeststudio.validation.ValidationRule;

/**
 * A test-only rule, so the page tests have findings whatever rules the families hold
 * today: an error on every group whose name contains "broken", and a warning on every
 * group whose name contains "shaky", each about that group.
 */
public final class BrokenNameRule implements ValidationRule {

	public static final String ID = "TEST-BROKEN-NAME";

	@Override
	public String id() {
		return ID;
	}

	@Override
	public RuleFamily family() {
		return RuleFamily.STUDIO;
	}

	@Override
	public void check(ValidationContext context) {
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			Severity severity = group.name().contains("broken") ? Severity.ERROR
					: group.name().contains("shaky") ? Severity.WARNING : null;
			if (severity != null) {
				context
					.report(severity,
							FieldError.invalid("instance_groups[" + group.name() + "].name", group.name(),
									"test rule: this name is refused"),
							group.location().key("name"))
					.explanation("The test rule refuses groups named like this.")
					.hint("Rename the group.")
					.subject(group.name())
					.add();
			}
		}
	}

	/**
	 * A validator with this rule alone: page tests that count findings stay put while the
	 * rule families grow.
	 */
	public static ManifestValidator validatorWithOnlyThisRule() {
		return new ManifestValidator(List.of(new BrokenNameRule()));
	}

	/** The application's validator with this rule added. */
	public static ManifestValidator validatorWithThisRule() {
		List<ValidationRule> rules = new ArrayList<>(Validators.create().rules());
		rules.add(new BrokenNameRule());
		return new ManifestValidator(rules);
	}

}
