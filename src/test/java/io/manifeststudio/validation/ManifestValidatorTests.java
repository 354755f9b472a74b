package io.manifeststudio.validation;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.release.ReleaseResolution;

import static org.assertj.core.api.Assertions.assertThat;

class ManifestValidatorTests {

	private final RoleManifest manifest = new ManifestCodec().read("""
			instance_groups:
			- name: main
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        run: {}
			- name: other
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        run: {}
			""");

	@Test
	void aFindingOfASupersededRuleIsLeftOutWhenTheBetterRuleReportsOnTheSameGroup() {
		ManifestValidator validator = new ManifestValidator(List.of(new GroupRule("A-BETTER", Set.of(), "main"),
				new GroupRule("B-WORSE", Set.of("A-BETTER"), "main")));

		assertThat(validator.validate(this.manifest).findings()).extracting(Finding::rule).containsExactly("A-BETTER");
	}

	@Test
	void aFindingOfASupersededRuleStaysWhenTheBetterRuleReportsOnAnotherGroup() {
		ManifestValidator validator = new ManifestValidator(List.of(new GroupRule("A-BETTER", Set.of(), "other"),
				new GroupRule("B-WORSE", Set.of("A-BETTER"), "main")));

		assertThat(validator.validate(this.manifest).findings()).extracting(Finding::rule)
			.containsExactlyInAnyOrder("A-BETTER", "B-WORSE");
	}

	@Test
	void aColocatedHealthCheckGivesOneErrorAndAPodPortCollisionOneFinding() {
		RoleManifest broken = new ManifestCodec().read("""
				instance_groups:
				- name: main
				  jobs:
				  - name: tor
				    release: tor
				    properties:
				      bosh_containerization:
				        colocated_containers: [side]
				        ports: [{name: http, protocol: TCP, internal: 8080}]
				        run: {}
				- name: side
				  type: colocated-container
				  jobs:
				  - name: ntpd
				    release: ntp
				    properties:
				      bosh_containerization:
				        ports: [{name: metrics, protocol: TCP, internal: 8080, external: 9100}]
				        run:
				          healthcheck: {readiness: {command: [/bin/true]}}
				""");

		List<String> rules = Validators.create().validate(broken).findings().stream().map(Finding::rule).toList();

		assertThat(rules).contains("STUDIO-COLOCATED-HEALTHCHECK", "STUDIO-POD-PORT-COLLISION")
			.doesNotContain("FISSILE-22", "K8S-G1", "K8S-N8");
	}

	@Test
	void aResultKeptForOneGenerationIsNotGivenForAnother() {
		ManifestValidator validator = new ManifestValidator(List.of(new GenerationRule()));
		FissileGeneration[] generations = FissileGeneration.forEra(this.manifest.era())
			.toArray(FissileGeneration[]::new);
		assertThat(generations).hasSizeGreaterThan(1);
		for (int round = 0; round < 2; round++) {
			for (FissileGeneration generation : generations) {
				assertThat(validator.validate(this.manifest, generation, ReleaseResolution.none()).findings())
					.extracting(Finding::message)
					.singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
					.contains(generation.toString());
			}
		}
	}

	/** Reports the generation it was run for. */
	private record GenerationRule() implements ValidationRule {

		@Override
		public String id() {
			return "GENERATION";
		}

		@Override
		public java.util.Set<String> supersededBy() {
			return java.util.Set.of();
		}

		@Override
		public RuleFamily family() {
			return RuleFamily.STUDIO;
		}

		@Override
		public void check(ValidationContext context) {
			context
				.report(Severity.INFO, FieldError.invalid("main", String.valueOf(context.generation()), "test"), null)
				.subject("main")
				.add();
		}

	}

	/** Reports one warning on a fixed group. */
	private record GroupRule(String id, java.util.Set<String> supersededBy, String group) implements ValidationRule {

		@Override
		public RuleFamily family() {
			return RuleFamily.STUDIO;
		}

		@Override
		public void check(ValidationContext context) {
			context.report(Severity.WARNING, FieldError.invalid(this.group, this.id, "test"), null)
				.subject(this.group)
				.add();
		}

	}

}
