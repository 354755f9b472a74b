package io.manifeststudio.export.rules;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The Pod Security Admission level a PodSecurityPolicy spec amounts to. */
class PodSecurityLevelRuleTests {

	@Test
	void levelsOfPolicies() {
		assertThat(PodSecurityLevelRule.level(Map.of("privileged", true))).isEqualTo("privileged");
		assertThat(PodSecurityLevelRule.level(Map.of("volumes", List.of("hostPath")))).isEqualTo("privileged");
		assertThat(PodSecurityLevelRule.level(Map.of("allowedCapabilities", List.of("CHOWN")))).isEqualTo("baseline");
		assertThat(PodSecurityLevelRule
			.level(Map.of("allowPrivilegeEscalation", false, "runAsUser", Map.of("rule", "MustRunAsNonRoot"),
					"requiredDropCapabilities", List.of("ALL"), "volumes", List.of("secret", "emptyDir"))))
			.isEqualTo("restricted");
	}

}
