package io.manifeststudio.system.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.Fixtures;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.validation.RuleFamily;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;
import io.manifeststudio.validation.ValidationRule;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code validate FILE...} run in-process: its lines, its summary and its exit codes. */
class ValidateCommandTests {

	private static final String GOOD = """
			instance_groups:
			- name: main
			  jobs:
			  - name: tor
			    release: tor
			""";

	private static final String BAD = """
			instance_groups:
			- name: main
			  jobs:
			  - name: tor
			    release: tor
			- name: typo-group
			  jobs: []
			""";

	@TempDir
	Path directory;

	private final ByteArrayOutputStream out = new ByteArrayOutputStream();

	private final ByteArrayOutputStream err = new ByteArrayOutputStream();

	private byte[] input = new byte[0];

	@Test
	void aCleanManifestPrintsNothingAndExitsZero() throws IOException {
		write("good.yml", GOOD);
		assertThat(run("validate", "good.yml")).isEqualTo(ExitCode.OK);
		assertThat(out()).isEmpty();
		assertThat(err()).isEqualTo("1 file: 0 errors, 0 warnings, 0 info\n");
	}

	@Test
	void findingsArePrintedOneALineWithFileLineColumnAndSeverity() throws IOException {
		write("bad.yml", BAD);
		assertThat(run("validate", "bad.yml")).isEqualTo(ExitCode.ERRORS);
		assertThat(out().lines()).containsExactly(
				"bad.yml:2:3: warning: instance_groups[main].name: Invalid value: \"main\": a warning only",
				"bad.yml:7:3: error: instance_groups[typo-group].jobs: Required value: a group needs a job");
		assertThat(err()).isEqualTo("1 file: 1 error, 1 warning, 0 info\n");
	}

	@Test
	void warningsAloneExitZero() throws IOException {
		write("two.yml", GOOD + "- name: second\n  jobs:\n  - name: ntpd\n    release: ntp\n");
		assertThat(run("validate", "--quiet", "two.yml")).isEqualTo(ExitCode.OK);
		assertThat(out()).startsWith("two.yml:2:3: warning: ");
		assertThat(err()).isEmpty();
	}

	@Test
	void aParseErrorIsOneErrorLineAtItsPlaceAndTheOtherFilesStillRun() throws IOException {
		write("broken.yml", "instance_groups:\n- name: main\n  jobs: [\n");
		write("bad.yml", BAD);
		assertThat(run("validate", "broken.yml", "bad.yml")).isEqualTo(ExitCode.ERRORS);
		List<String> lines = out().lines().toList();
		assertThat(lines.get(0)).matches("broken\\.yml:4:1: error: .*");
		assertThat(lines).hasSize(3);
		assertThat(lines.get(2)).startsWith("bad.yml:7:3: error:");
		assertThat(err()).isEqualTo("2 files: 2 errors, 1 warning, 0 info\n");
	}

	@Test
	void aMissingFileOrADirectoryIsAnError() throws IOException {
		Files.createDirectory(this.directory.resolve("folder"));
		assertThat(run("validate", "missing.yml", "folder")).isEqualTo(ExitCode.ERRORS);
		assertThat(out().lines()).containsExactly("missing.yml: error: no such file",
				"folder: error: is a directory, not a role manifest file");
	}

	@Test
	void bytesThatAreNotUtf8AreAnErrorWithTheirPlace() throws IOException {
		byte[] latin1 = "instance_groups:\n- name: caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1);
		Files.write(this.directory.resolve("latin1.yml"), latin1);
		assertThat(run("validate", "latin1.yml")).isEqualTo(ExitCode.ERRORS);
		assertThat(out()).startsWith("latin1.yml:2:12: error: The text is not UTF-8");
	}

	@Test
	void aDashReadsStandardInput() {
		this.input = BAD.getBytes(StandardCharsets.UTF_8);
		assertThat(run("validate", "-")).isEqualTo(ExitCode.ERRORS);
		assertThat(out()).startsWith("-:2:3: warning:");
	}

	@Test
	void noFileOrAnUnknownOptionIsAUsageError() {
		assertThat(run("validate")).isEqualTo(ExitCode.USAGE);
		assertThat(err()).contains("validate: no file given").contains("Usage:");
		assertThat(run("validate", "--strict", "x.yml")).isEqualTo(ExitCode.USAGE);
		assertThat(err()).contains("unknown option '--strict'");
	}

	@Test
	void helpExplainsTheOutputAndTheExitCodes() {
		assertThat(run("validate", "--help")).isEqualTo(ExitCode.OK);
		assertThat(out()).startsWith("Usage: java -jar manifest-studio.jar validate")
			.contains("FILE:LINE:COLUMN: SEVERITY: MESSAGE")
			.contains("Exit codes: 0");
	}

	@Test
	void theRealRulesRunOnTheRealScfManifest() {
		Path scf = Fixtures.file("real/scf-2.17.1-role-manifest.yml").toAbsolutePath();
		CommandLine commandLine = new CommandLine(List.of(new ValidateCommand()));
		int code = commandLine.run(new String[] { "validate", scf.toString() }, console());
		assertThat(code).isIn(ExitCode.OK, ExitCode.ERRORS);
		assertThat(out().lines()).allMatch((line) -> line.matches(".+\\.yml(:\\d+:\\d+)?: (error|warning|info): .+"));
		assertThat(code == ExitCode.ERRORS).isEqualTo(out().contains(": error: "));
		assertThat(err()).startsWith("1 file: ");
	}

	private static final String V3_PSP = """
			instance_groups:
			- name: g
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        pod-security-policy: privileged
			        run: {scaling: {min: 0, max: 1}}
			""";

	private int runReal(String... args) {
		this.out.reset();
		this.err.reset();
		return new CommandLine(List.of(new ValidateCommand())).run(args, console());
	}

	@Test
	void generationFollowsTheManifestOrTheOptionAndRefusesUnknownNames() throws IOException {
		write("v3.yml", V3_PSP);
		assertThat(runReal("validate", "v3.yml")).isEqualTo(ExitCode.OK);
		assertThat(out()).contains("v3.yml: info: rules of fissile-7 (").doesNotContain("fissile raises min to 1");
		assertThat(runReal("validate", "--generation", "fissile-7-final", "v3.yml")).isEqualTo(ExitCode.OK);
		assertThat(out()).contains("info: rules of fissile-7-final (")
			.contains("fissile raises min to 1")
			.contains("fissile no longer reads pod-security-policy");
		assertThat(runReal("validate", "--generation=fissile-6", "v3.yml")).isEqualTo(ExitCode.ERRORS);
		assertThat(out()).isEqualTo("v3.yml: error: fissile-6 does not read the manifest's v3 format "
				+ "(instance_groups): choose one of fissile-7, fissile-7-features, fissile-7-final\n");
		assertThat(runReal("validate", "--generation", "fissile-9", "v3.yml")).isEqualTo(ExitCode.USAGE);
		assertThat(err()).contains(
				"\"fissile-9\" is not a fissile generation: write one of fissile-0.12, fissile-4, fissile-5.0, fissile-5.1, fissile-5.2, fissile-5, fissile-6,"
						+ " fissile-7, fissile-7-features, fissile-7-final");
		assertThat(runReal("validate", "v3.yml", "--generation")).isEqualTo(ExitCode.USAGE);
	}

	private int run(String... args) {
		this.out.reset();
		this.err.reset();
		ValidateCommand command = new ValidateCommand(new ManifestSource(new ManifestCodec(), 1024 * 1024),
				ValidateCommandTests::validator);
		return new CommandLine(List.of(command)).run(args, console());
	}

	private Console console() {
		return new Console(new PrintStream(this.out, true, StandardCharsets.UTF_8),
				new PrintStream(this.err, true, StandardCharsets.UTF_8), new ByteArrayInputStream(this.input),
				this.directory);
	}

	private void write(String name, String text) throws IOException {
		Files.writeString(this.directory.resolve(name), text);
	}

	private String out() {
		return this.out.toString(StandardCharsets.UTF_8);
	}

	private String err() {
		return this.err.toString(StandardCharsets.UTF_8);
	}

	/**
	 * Two rules for the tests: groups with no jobs are errors, a group named "main" in
	 * BAD gets a warning.
	 */
	static ManifestValidator validator() {
		return new ManifestValidator(List.of(new TestRule("TEST-NO-JOBS") {
			@Override
			public void check(ValidationContext context) {
				for (InstanceGroup group : context.manifest().instanceGroups()) {
					if (group.jobs().isEmpty()) {
						context
							.report(Severity.ERROR,
									FieldError.required("instance_groups[" + group.name() + "].jobs",
											"a group needs a job"),
									group.location().key("jobs"))
							.add();
					}
				}
			}
		}, new TestRule("TEST-WARN") {
			@Override
			public void check(ValidationContext context) {
				if (context.manifest().instanceGroups().size() > 1) {
					InstanceGroup group = context.manifest().instanceGroups().get(0);
					DocPath name = group.location().key("name");
					context
						.report(Severity.WARNING,
								FieldError.invalid("instance_groups[main].name", "main", "a warning only"), name)
						.add();
				}
			}
		}));
	}

	private abstract static class TestRule implements ValidationRule {

		private final String id;

		TestRule(String id) {
			this.id = id;
		}

		@Override
		public String id() {
			return this.id;
		}

		@Override
		public RuleFamily family() {
			return RuleFamily.STUDIO;
		}

	}

}
