package io.manifeststudio.validation.studio;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.yaml.ManifestParseException;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.ManifestValidator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * No STUDIO rule trips over odd input: every manifest under {@code ../shared/fixtures}
 * that reads (valid or not) and a few hand-written odd ones give findings, never an
 * internal error.
 */
class StudioRulesRobustnessTests {

	private static final Path FIXTURES = Path.of("../shared/fixtures");

	private final ManifestValidator validator = ManifestValidator.of(List.of(new StudioRules()));

	static Stream<Path> everyFixture() throws IOException {
		assumeTrue(Files.isDirectory(FIXTURES), "../shared/fixtures is not there: the fixture tests need it");
		try (Stream<Path> files = Files.walk(FIXTURES)) {
			return files.filter((file) -> file.toString().endsWith(".yml") || file.toString().endsWith(".yaml"))
				.sorted()
				.toList()
				.stream();
		}
	}

	@ParameterizedTest
	@MethodSource("everyFixture")
	void noRuleFailsOnAnyFixture(Path file) throws IOException {
		RoleManifest manifest;
		try {
			manifest = new ManifestCodec().read(Files.readString(file));
		}
		catch (ManifestParseException ex) {
			return; // the reader rejects it (an empty file); nothing for the rules to
					// check
		}
		assertNoInternalError(this.validator.validate(manifest).findings());
	}

	@ParameterizedTest
	@ValueSource(strings = {
			"""
					instance_groups:
					- name:
					  type: colocated-container
					  jobs: [~, {name: ~, properties: {bosh_containerization: {run: ~, ports: [~, {protocol: TCP}], sidecars: [{a: b}, ~]}}}]
					- {}
					- ~
					""",
			"""
					instance_groups:
					- name: web
					  sidecars: envoy
					  colocated_containers: [envoy, 7]
					  run: {scaling: {min: x}, volumes: [{type: ~, tag: ~}], healthcheck: {readiness: ~}}
					  jobs: [{name: a, release: r, provides: [x], consumes: y}]
					- name: envoy
					  type: colocated-container
					  run: {volumes: [{type: emptyDir}], exposed-ports: [{name: p, protocol: TCP, internal: "1-2-3"}]}
					""", """
					roles: {not: a list}
					configuration: [1, 2]
					variables: 3
					""" })
	void noRuleFailsOnOddManifests(String yaml) {
		assertNoInternalError(this.validator.validate(new ManifestCodec().read(yaml)).findings());
	}

	private static void assertNoInternalError(List<Finding> findings) {
		assertThat(findings).allSatisfy((finding) -> assertThat(finding.message()).doesNotContain("Internal error"));
	}

}
