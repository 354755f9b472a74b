package io.manifeststudio.validation.studio;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.validation.RuleFamily;
import io.manifeststudio.validation.ValidationRule;

import static org.assertj.core.api.Assertions.assertThat;

class StudioRulesTests {

	@Test
	void everyRuleHasAStableStudioIdOnce() {
		List<ValidationRule> rules = new StudioRules().rules();
		assertThat(rules).extracting(ValidationRule::id)
			.doesNotHaveDuplicates()
			.allMatch((id) -> id.matches("STUDIO-[A-Z0-9-]+"));
		assertThat(rules).extracting(ValidationRule::family).containsOnly(RuleFamily.STUDIO);
		assertThat(rules).hasSize(19);
	}

	@Test
	void theApplicationsValidatorRunsTheStudioFamily() {
		assertThat(Validators.create().rules()).extracting(ValidationRule::id)
			.containsAll(new StudioRules().rules().stream().map(ValidationRule::id).toList());
	}

}
