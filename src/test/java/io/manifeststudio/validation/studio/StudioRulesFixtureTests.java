package io.manifeststudio.validation.studio;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.ManifestValidator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The STUDIO family over valid manifests: the real ones
 * ({@code ../shared/fixtures/real/}) and fissile's VALID test manifests (EXPECTED.md
 * sections A-D with {@code validate_exit: 0} in {@code expected-validate.json}, and
 * section L for the legacy {@code roles:} format). Every finding they get is pinned here
 * ({@code rule message}); files not in {@link #EXPECTED} must get none. The judgement of
 * each finding on the real manifests is in the report of the STUDIO branch and in the
 * comments below.
 */
class StudioRulesFixtureTests {

	private static final Path FIXTURES = Path.of("../shared/fixtures");

	private static final List<String> VALID = List.of(
			// real manifests
			"real/scf-2.11.0-role-manifest.yml", "real/scf-2.17.1-role-manifest.yml",
			"real/uaa-2.20.3-role-manifest.yml",
			// fissile's worked example
			"fissile/fissile-output-examples/colocated-example-role-manifest.yml",
			// current format, validate_exit 0 in expected-validate.json
			"fissile/role-manifests/app/generate-auth.yml",
			"fissile/role-manifests/app/no-instance-groups/no-instance-groups.yml",
			"fissile/role-manifests/app/roles-to-build.yml",
			"fissile/role-manifests/app/tor-valid-instance-group-template-type.yml",
			"fissile/role-manifests/app/two-roles.yml", "fissile/role-manifests/app/validation/tor-validation-ok.yml",
			"fissile/role-manifests/builder/tor-good.yml", "fissile/role-manifests/compilator/tor-good.yml",
			"fissile/role-manifests/kube/bosh-run-count-configurable.yml",
			"fissile/role-manifests/kube/colocated-containers-with-deployment-and-empty-dir.yml",
			"fissile/role-manifests/kube/colocated-containers-with-stateful-set-and-empty-dir.yml",
			"fissile/role-manifests/kube/colocated-containers.yml",
			"fissile/role-manifests/kube/exposed-ports-service-name.yml",
			"fissile/role-manifests/kube/exposed-ports.yml", "fissile/role-manifests/kube/jobs.yml",
			"fissile/role-manifests/kube/pod-with-invalid-node-affinity.yml",
			"fissile/role-manifests/kube/pod-with-invalid-pod-affinity.yml",
			"fissile/role-manifests/kube/pod-with-no-pod-anti-affinity.yml",
			"fissile/role-manifests/kube/pod-with-valid-pod-anti-affinity.yml", "fissile/role-manifests/kube/pods.yml",
			"fissile/role-manifests/kube/service-headed.yml", "fissile/role-manifests/kube/service-headless.yml",
			"fissile/role-manifests/kube/volumes-with-annotation.yml", "fissile/role-manifests/kube/volumes.yml",
			"fissile/role-manifests/model/bosh-run-ok.yml",
			"fissile/role-manifests/model/colocated-containers-with-different-volume-shares.yml",
			"fissile/role-manifests/model/colocated-containers-with-no-port-collision.yml",
			"fissile/role-manifests/model/colocated-containers.yml", "fissile/role-manifests/model/multiple-good.yml",
			"fissile/role-manifests/model/rbac-clone-sa-psp-mismatch.yml", "fissile/role-manifests/model/tor-good.yml",
			"fissile/role-manifests/model/variable-expansion.yml",
			// legacy roles: format, VALID in EXPECTED.md section L
			"fissile/legacy-roles-format/role-manifests/app/generate-auth.yml",
			"fissile/legacy-roles-format/role-manifests/app/roles-to-build.yml",
			"fissile/legacy-roles-format/role-manifests/app/tor-validation-ok.yml",
			"fissile/legacy-roles-format/role-manifests/app/two-roles.yml",
			"fissile/legacy-roles-format/role-manifests/builder/tor-good.yml",
			"fissile/legacy-roles-format/role-manifests/compilator/tor-good.yml",
			"fissile/legacy-roles-format/role-manifests/kube/bosh-run-count-configurable.yml",
			"fissile/legacy-roles-format/role-manifests/kube/colocated-containers-with-deployment-and-empty-dir.yml",
			"fissile/legacy-roles-format/role-manifests/kube/colocated-containers-with-stateful-set-and-empty-dir.yml",
			"fissile/legacy-roles-format/role-manifests/kube/colocated-containers.yml",
			"fissile/legacy-roles-format/role-manifests/kube/exposed-ports.yml",
			"fissile/legacy-roles-format/role-manifests/kube/job-with-annotation.yml",
			"fissile/legacy-roles-format/role-manifests/kube/jobs.yml",
			"fissile/legacy-roles-format/role-manifests/kube/pod-with-invalid-node-affinity.yml",
			"fissile/legacy-roles-format/role-manifests/kube/pod-with-invalid-pod-affinity.yml",
			"fissile/legacy-roles-format/role-manifests/kube/pod-with-no-pod-anti-affinity.yml",
			"fissile/legacy-roles-format/role-manifests/kube/pod-with-valid-pod-anti-affinity.yml",
			"fissile/legacy-roles-format/role-manifests/kube/pods.yml",
			"fissile/legacy-roles-format/role-manifests/kube/service-headed.yml",
			"fissile/legacy-roles-format/role-manifests/kube/service-headless.yml",
			"fissile/legacy-roles-format/role-manifests/kube/volumes-with-annotation.yml",
			"fissile/legacy-roles-format/role-manifests/kube/volumes.yml",
			"fissile/legacy-roles-format/role-manifests/model/bosh-run-headless-public-port.yml",
			"fissile/legacy-roles-format/role-manifests/model/bosh-run-ok.yml",
			"fissile/legacy-roles-format/role-manifests/model/colocated-containers-with-no-port-collision.yml",
			"fissile/legacy-roles-format/role-manifests/model/colocated-containers.yml",
			"fissile/legacy-roles-format/role-manifests/model/multiple-good.yml",
			"fissile/legacy-roles-format/role-manifests/model/non-bosh-roles.yml",
			"fissile/legacy-roles-format/role-manifests/model/tor-good.yml");

	/*
	 * Judgement of the findings on the real manifests (would their maintainers agree?): -
	 * SCF 2.11.0 processes (26 x info): fissile of the roles: era does not read
	 * processes; SCF carried them over from an older fissile. True and harmless, hence
	 * info, not warning. - SCF 2.11.0 consul affinity: written on the role instead of
	 * under run, so the podAntiAffinity is lost. A bug. - SCF 2.11.0 loggregator tag: a
	 * typo for tags, so the role is not headless. A bug. - SCF 2.11.0 diego-cell
	 * run.healthcheck.command: fissile reads probes only under readiness/liveness, so the
	 * cell has no readiness probe. A bug. - SCF 2.11.0 duplicate template
	 * properties.routing_api.locket.api_location: the first value is silently lost. - SCF
	 * 2.17.1 loggregator-agent scaling: a colocated container's scaling has no effect.
	 * True (left-over). - UAA 2.20.3: nothing. On fissile's test manifests, run.foo and
	 * fookey are fissile's own "unknown keys are ignored" probes, and the other findings
	 * are keys the format of the file no longer reads.
	 */
	private static final Map<String, List<String>> EXPECTED = Map.ofEntries(Map
		.entry("real/scf-2.11.0-role-manifest.yml", List.of(
				"STUDIO-UNKNOWN-KEY roles[syslog-scheduler]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[syslog-rlp]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[syslog-adapter]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[consul]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[consul]: Unsupported value: \"affinity\": fissile ignores affinity here; it belongs under run",
				"STUDIO-UNKNOWN-KEY roles[nats]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[mysql]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[mysql-proxy]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[postgres]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[cf-usb]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[diego-locket]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[diego-api]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[router]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[tcp-router]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[routing-api]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[api]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[cc-worker]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[blobstore]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[cc-clock]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[doppler]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[loggregator]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[loggregator]: Unsupported value: \"tag\": unknown role key, fissile ignores it; did you mean \"tags\"?",
				"STUDIO-UNKNOWN-KEY roles[diego-brain]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[cc-uploader]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[diego-access]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[diego-cell]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[diego-cell].run.healthcheck: Unsupported value: \"command\": fissile ignores command directly under healthcheck; it belongs under readiness or liveness",
				"STUDIO-UNKNOWN-KEY roles[secret-generation]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-UNKNOWN-KEY roles[post-deployment-setup]: Unsupported value: \"processes\": fissile does not read processes (only its old documentation shows it); the processes come from the BOSH job specs",
				"STUDIO-DUPLICATE-KEY configuration.templates[properties.routing_api.locket.api_location]: Duplicate value: \"properties.routing_api.locket.api_location\"")),
			Map.entry("real/scf-2.17.1-role-manifest.yml", List
				.of("STUDIO-COLOCATED-IGNORED instance_groups[loggregator-agent].run.scaling: Forbidden: ignored for colocated containers: the pod's replica count comes from the main instance group")),
			Map.entry("fissile/role-manifests/app/no-instance-groups/no-instance-groups.yml", List
				.of("STUDIO-UNKNOWN-KEY configuration: Unsupported value: \"variables\": fissile of this format reads variables at the top level (variables:, with options), not here")),
			Map.entry("fissile/role-manifests/app/roles-to-build.yml", List.of(
					"STUDIO-UNKNOWN-KEY instance_groups[myrole].jobs[new_hostname].properties.bosh_containerization.run: Unsupported value: \"foo\": unknown run key, fissile ignores it",
					"STUDIO-UNKNOWN-KEY instance_groups[foorole].jobs[tor].properties.bosh_containerization.run: Unsupported value: \"foo\": unknown run key, fissile ignores it")),
			Map.entry("fissile/role-manifests/app/tor-valid-instance-group-template-type.yml", List.of(
					"STUDIO-UNKNOWN-KEY instance_groups[myrole].jobs[new_hostname].properties.bosh_containerization.run: Unsupported value: \"foo\": unknown run key, fissile ignores it",
					"STUDIO-UNKNOWN-KEY instance_groups[foorole].jobs[tor].properties.bosh_containerization.run: Unsupported value: \"foo\": unknown run key, fissile ignores it")),
			Map.entry("fissile/role-manifests/app/validation/tor-validation-ok.yml", List.of(
					"STUDIO-UNKNOWN-KEY Unsupported value: \"expected_errors\": unknown top level key, fissile ignores it",
					"STUDIO-UNKNOWN-KEY Unsupported value: \"light_opinions\": unknown top level key, fissile ignores it",
					"STUDIO-UNKNOWN-KEY Unsupported value: \"dark_opinions\": unknown top level key, fissile ignores it",
					"STUDIO-UNKNOWN-KEY instance_groups[myrole].jobs[new_hostname].properties.bosh_containerization.run: Unsupported value: \"foo\": unknown run key, fissile ignores it",
					"STUDIO-UNKNOWN-KEY instance_groups[foorole].jobs[tor].properties.bosh_containerization.run: Unsupported value: \"foo\": unknown run key, fissile ignores it")),
			Map.entry("fissile/role-manifests/builder/tor-good.yml", List.of(
					"STUDIO-UNKNOWN-KEY instance_groups[myrole].jobs[new_hostname].properties.bosh_containerization.run: Unsupported value: \"foo\": unknown run key, fissile ignores it",
					"STUDIO-UNKNOWN-KEY instance_groups[foorole].jobs[tor].properties.bosh_containerization.run: Unsupported value: \"foo\": unknown run key, fissile ignores it")),
			Map.entry("fissile/role-manifests/compilator/tor-good.yml", List.of(
					"STUDIO-UNKNOWN-KEY instance_groups[myrole].jobs[new_hostname].properties.bosh_containerization.run: Unsupported value: \"foo\": unknown run key, fissile ignores it",
					"STUDIO-UNKNOWN-KEY instance_groups[foorole].jobs[tor].properties.bosh_containerization.run: Unsupported value: \"foo\": unknown run key, fissile ignores it")),
			Map.entry("fissile/role-manifests/kube/bosh-run-count-configurable.yml", List
				.of("STUDIO-UNKNOWN-KEY instance_groups[myrole].jobs[tor].properties.bosh_containerization.run: Unsupported value: \"foo\": unknown run key, fissile ignores it")),
			Map.entry("fissile/role-manifests/kube/colocated-containers-with-deployment-and-empty-dir.yml", List
				.of("STUDIO-COLOCATED-IGNORED instance_groups[colocated].run.scaling: Forbidden: ignored for colocated containers: the pod's replica count comes from the main instance group")),
			Map.entry("fissile/role-manifests/kube/colocated-containers-with-stateful-set-and-empty-dir.yml", List
				.of("STUDIO-COLOCATED-IGNORED instance_groups[colocated].run.scaling: Forbidden: ignored for colocated containers: the pod's replica count comes from the main instance group")),
			Map.entry("fissile/role-manifests/model/bosh-run-ok.yml", List
				.of("STUDIO-UNKNOWN-KEY instance_groups[myrole].jobs[tor].properties.bosh_containerization.run: Unsupported value: \"foo\": unknown run key, fissile ignores it")),
			Map.entry("fissile/role-manifests/model/multiple-good.yml", List
				.of("STUDIO-UNKNOWN-KEY instance_groups[foorole].jobs[tor].properties.bosh_containerization.run: Unsupported value: \"foo\": unknown run key, fissile ignores it")),
			// its jobs set pod-security-policy, so its rules are fissile-7's, which read
			// the key (no warning); under
			// fissile-7-final it is ignored and warned about
			// (FissileGenerationRulesTests)
			Map.entry("fissile/role-manifests/model/rbac-clone-sa-psp-mismatch.yml", List.of(
					"STUDIO-UNKNOWN-KEY instance_groups[myrole]: Unsupported value: \"run\": fissile of this format ignores run on the instance group; it belongs under jobs[].properties.bosh_containerization.run",
					"STUDIO-UNKNOWN-KEY instance_groups[myrole].jobs[tor].properties.bosh_containerization.run: Unsupported value: \"foo\": unknown run key, fissile ignores it",
					"STUDIO-UNKNOWN-KEY instance_groups[myrole2]: Unsupported value: \"run\": fissile of this format ignores run on the instance group; it belongs under jobs[].properties.bosh_containerization.run",
					"STUDIO-UNKNOWN-KEY instance_groups[myrole2].jobs[hashmat].properties.bosh_containerization.run: Unsupported value: \"foo\": unknown run key, fissile ignores it",
					"STUDIO-UNKNOWN-KEY instance_groups[myrole3]: Unsupported value: \"run\": fissile of this format ignores run on the instance group; it belongs under jobs[].properties.bosh_containerization.run",
					"STUDIO-UNKNOWN-KEY instance_groups[myrole3].jobs[new_hostname].properties.bosh_containerization.run: Unsupported value: \"foo\": unknown run key, fissile ignores it")),
			Map.entry("fissile/role-manifests/model/tor-good.yml", List
				.of("STUDIO-UNKNOWN-KEY instance_groups[foorole].jobs[tor].properties.bosh_containerization.run: Unsupported value: \"foo\": unknown run key, fissile ignores it")),
			Map.entry("fissile/role-manifests/model/variable-expansion.yml", List
				.of("STUDIO-UNKNOWN-KEY instance_groups[foorole].jobs[tor].properties.bosh_containerization.run: Unsupported value: \"foo\": unknown run key, fissile ignores it")),
			Map.entry("fissile/legacy-roles-format/role-manifests/app/roles-to-build.yml", List.of(
					"STUDIO-UNKNOWN-KEY roles[myrole].run: Unsupported value: \"foo\": unknown run key, fissile ignores it",
					"STUDIO-UNKNOWN-KEY roles[foorole].run: Unsupported value: \"foo\": unknown run key, fissile ignores it")),
			Map.entry("fissile/legacy-roles-format/role-manifests/app/tor-validation-ok.yml", List.of(
					"STUDIO-UNKNOWN-KEY roles[myrole].run: Unsupported value: \"foo\": unknown run key, fissile ignores it",
					"STUDIO-UNKNOWN-KEY roles[foorole].run: Unsupported value: \"foo\": unknown run key, fissile ignores it")),
			Map.entry("fissile/legacy-roles-format/role-manifests/builder/tor-good.yml", List.of(
					"STUDIO-UNKNOWN-KEY roles[myrole].run: Unsupported value: \"foo\": unknown run key, fissile ignores it",
					"STUDIO-UNKNOWN-KEY roles[foorole].run: Unsupported value: \"foo\": unknown run key, fissile ignores it")),
			Map.entry("fissile/legacy-roles-format/role-manifests/compilator/tor-good.yml", List.of(
					"STUDIO-UNKNOWN-KEY roles[myrole].run: Unsupported value: \"foo\": unknown run key, fissile ignores it",
					"STUDIO-UNKNOWN-KEY roles[foorole].run: Unsupported value: \"foo\": unknown run key, fissile ignores it")),
			Map.entry(
					"fissile/legacy-roles-format/role-manifests/kube/colocated-containers-with-deployment-and-empty-dir.yml",
					List.of("STUDIO-COLOCATED-IGNORED roles[colocated].run.scaling: Forbidden: ignored for colocated containers: the pod's replica count comes from the main instance group")),
			Map.entry(
					"fissile/legacy-roles-format/role-manifests/kube/colocated-containers-with-stateful-set-and-empty-dir.yml",
					List.of("STUDIO-COLOCATED-IGNORED roles[colocated].run.scaling: Forbidden: ignored for colocated containers: the pod's replica count comes from the main instance group")),
			Map.entry("fissile/legacy-roles-format/role-manifests/model/multiple-good.yml", List
				.of("STUDIO-UNKNOWN-KEY roles[foorole].run: Unsupported value: \"foo\": unknown run key, fissile ignores it")),
			Map.entry("fissile/legacy-roles-format/role-manifests/model/non-bosh-roles.yml", List.of(
					"STUDIO-UNKNOWN-KEY roles[foorole].run: Unsupported value: \"foo\": unknown run key, fissile ignores it",
					"STUDIO-UNKNOWN-KEY roles[dockerrole]: Unsupported value: \"fookey\": unknown role key, fissile ignores it")),
			Map.entry("fissile/legacy-roles-format/role-manifests/model/tor-good.yml", List.of(
					"STUDIO-UNKNOWN-KEY roles[myrole].run: Unsupported value: \"foo\": unknown run key, fissile ignores it",
					"STUDIO-UNKNOWN-KEY roles[foorole].run: Unsupported value: \"foo\": unknown run key, fissile ignores it")));

	private final ManifestValidator validator = ManifestValidator.of(List.of(new StudioRules()));

	@BeforeAll
	static void fixturesPresent() {
		assumeTrue(Files.isDirectory(FIXTURES), "../shared/fixtures is not there: the fixture tests need it");
	}

	static Stream<String> validManifests() {
		return VALID.stream();
	}

	@ParameterizedTest
	@MethodSource("validManifests")
	void studioFindingsOnValidManifestsArePinned(String file) throws IOException {
		List<Finding> findings = findings(file);
		assertThat(findings).as("every finding has its source line").allSatisfy((finding) -> {
			assertThat(finding.line()).isNotNull();
			assertThat(finding.message()).doesNotContain("Internal error");
		});
		assertThat(findings.stream().map((finding) -> finding.rule() + " " + finding.message()).toList())
			.containsExactlyElementsOf(EXPECTED.getOrDefault(file, List.of()));
	}

	@Test
	void pinnedFilesAreAllValidManifests() {
		assertThat(VALID).containsAll(EXPECTED.keySet());
	}

	private List<Finding> findings(String file) throws IOException {
		return this.validator.validate(new ManifestCodec().read(Files.readString(FIXTURES.resolve(file)))).findings();
	}

}
