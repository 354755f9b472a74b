package io.manifeststudio.system.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.release.ReleaseTarballs;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code validate --release}: fissile's release rules run on the releases given, as
 * tarballs or folders.
 */
class ValidateCommandReleaseTests {

	private static final Path FIXTURES = Path.of("../shared/fixtures/fissile");

	@TempDir
	Path directory;

	private final ByteArrayOutputStream out = new ByteArrayOutputStream();

	private final ByteArrayOutputStream err = new ByteArrayOutputStream();

	@Test
	void withFissilesFixtureReleasesAnUnknownJobIsAnError() {
		Assumptions.assumeTrue(Files.isDirectory(FIXTURES.resolve("releases")), "fixtures not found at " + FIXTURES);
		String manifest = FIXTURES.resolve("role-manifests/model/tor-bad.yml").toAbsolutePath().toString();
		String tor = FIXTURES.resolve("releases/tor").toAbsolutePath().toString();
		String ntp = FIXTURES.resolve("releases/ntp").toAbsolutePath().toString();
		assertThat(run("validate", "--quiet", "--release", tor, "--release=" + ntp, manifest))
			.isEqualTo(ExitCode.ERRORS);
		assertThat(out())
			.contains(
					"error: instance_groups[foorole].jobs[foo]: Invalid value: \"tor\": Cannot find job foo in release")
			.doesNotContain("not checked: needs the BOSH releases");
	}

	@Test
	void withoutReleasesAWarningSaysWhatIsMissingAndWithATarballTheLinksAreChecked() throws IOException {
		Files.writeString(this.directory.resolve("m.yml"), """
				instance_groups:
				- name: web
				  jobs:
				  - name: web
				    release: app
				    properties: {bosh_containerization: {run: {memory: 1}}}
				""");
		run("validate", "--quiet", "m.yml");
		assertThat(out()).contains("warning: not checked: needs the BOSH releases")
			.contains("every container gets every variable");
		Files.write(this.directory.resolve("app.tgz"),
				ReleaseTarballs.release("app", "1", "name: web\nconsumes:\n- name: db\n  type: sql\n"));
		assertThat(run("validate", "--quiet", "--release", "app.tgz", "m.yml")).isEqualTo(ExitCode.ERRORS);
		assertThat(out()).contains(
				"error: instance_group[web].job[web].consumes[db]: Required value: failed to resolve provider db (type sql)")
			.doesNotContain("not checked: needs the BOSH releases");
	}

	@Test
	void aHostileReleaseIsRefusedNamingTheEntry() throws IOException {
		Files.writeString(this.directory.resolve("m.yml"), "instance_groups: []\n");
		Files.write(this.directory.resolve("evil.tgz"), ReleaseTarballs.tarball().file("../../evil", "x").bytes());
		assertThat(run("validate", "--release", "evil.tgz", "m.yml")).isEqualTo(ExitCode.ERRORS);
		assertThat(out()).startsWith("evil.tgz: error: cannot read the release: ")
			.contains("climb out with ..")
			.contains("(entry ../../evil)");
	}

	private int run(String... args) {
		this.out.reset();
		this.err.reset();
		ValidateCommand command = new ValidateCommand(new ManifestSource(new ManifestCodec(), 1024 * 1024),
				Validators::create);
		return new CommandLine(List.of(command)).run(args,
				new Console(new PrintStream(this.out, true, StandardCharsets.UTF_8),
						new PrintStream(this.err, true, StandardCharsets.UTF_8), new ByteArrayInputStream(new byte[0]),
						this.directory));
	}

	private String out() {
		return this.out.toString(StandardCharsets.UTF_8);
	}

}
