package io.manifeststudio.validation.fissile;

import java.io.ByteArrayInputStream;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.release.BoshRelease;
import io.manifeststudio.release.ReleaseReader;
import io.manifeststudio.release.ReleaseTarballs;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.ManifestValidator;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Rules 39, 40 and 43 to 46 on releases built as tarballs in the test, with fissile's
 * paths and messages.
 */
class ReleaseRulesTests {

	private static final ManifestValidator VALIDATOR = ManifestValidator.of(List.of(new FissileRules()));

	private static final BoshRelease DB = new ReleaseReader()
		.readTarball(new ByteArrayInputStream(ReleaseTarballs.release("db", "1",
				"name: postgres\nprovides:\n- name: database\n  type: sql\n",
				"name: web\nconsumes:\n- name: database\n  type: sql\n- name: cache\n  type: kv\n  optional: true\n")));

	private static List<String> messages(String yaml, String rule) {
		return VALIDATOR.validate(new ManifestCodec().read(yaml), List.of(DB))
			.findings()
			.stream()
			.filter((finding) -> finding.rule().equals(rule))
			.map(Finding::message)
			.toList();
	}

	private static String manifest(String webJob) {
		return """
				instance_groups:
				- name: pg
				  jobs:
				  - name: postgres
				    release: db
				    properties: {bosh_containerization: {run: {memory: 1}}}
				- name: app
				  jobs:
				""" + webJob;
	}

	@Test
	void aJobOfAReleaseThatIsNotLoadedOrAJobTheReleaseLacks() {
		String yaml = manifest("  - {name: web, release: other}\n  - {name: nginx, release: db}\n");
		assertThat(messages(yaml, "FISSILE-39")).containsExactly(
				"instance_groups[app].jobs[web]: Invalid value: \"other\": Referenced release is not loaded");
		assertThat(messages(yaml, "FISSILE-40")).containsExactly(
				"instance_groups[app].jobs[nginx]: Invalid value: \"db\": Cannot find job nginx in release");
	}

	@Test
	void aRequiredLinkResolvesByTheOnlyProviderOfItsTypeAndTheOptionalOneMayStayUnresolved() {
		String yaml = manifest("  - {name: web, release: db}\n");
		assertThat(messages(yaml, "FISSILE-46")).isEmpty();
		assertThat(messages(yaml, "FISSILE-RELEASES")).isEmpty();
	}

	@Test
	void anAmbiguousTypeNeedsTheProviderExportedByName() {
		String yaml = manifest("  - {name: web, release: db}\n") + """
				- name: pg2
				  jobs:
				  - name: postgres
				    release: db
				    properties: {bosh_containerization: {run: {memory: 1}}}
				""";
		assertThat(messages(yaml, "FISSILE-46")).containsExactly(
				"instance_group[app].job[web].consumes[database]: Required value: failed to resolve provider database (type sql)");
		String exported = yaml.replaceFirst("    release: db\n", "    release: db\n    provides: {database: {}}\n");
		assertThat(messages(exported, "FISSILE-46")).isEmpty();
	}

	@Test
	void anExportedProviderTheSpecLacksAnEmptyConsumerAndAnUnknownConsumer() {
		String yaml = manifest("  - name: web\n    release: db\n    consumes: {database: {from: primary}, '': {}}\n")
			.replaceFirst("    release: db\n", "    release: db\n    provides: {db: {}}\n");
		assertThat(messages(yaml, "FISSILE-43")).containsExactly(
				"instance_groups[pg].jobs[postgres].provides[db]: Not found: \"Provider not found; available providers: [database]\"");
		assertThat(messages(yaml, "FISSILE-44"))
			.containsExactly("instance_group[app].job[web]: Invalid value: \"name\": consumer has no name");
		assertThat(messages(yaml, "FISSILE-45")).containsExactly(
				"instance_group[app].job[web].consumes[database]: Not found: \"consumer primary not found\"");
	}

}
