package io.manifeststudio.system.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.ManifestExamples;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.release.BoshRelease;
import io.manifeststudio.release.ReleaseReadException;
import io.manifeststudio.release.ReleaseReader;
import io.manifeststudio.release.ReleaseResolution;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.validation.ValidationResult;

/**
 * {@code validate FILE...}: validates each role manifest with the same engine as the
 * application and prints every finding on one line,
 * {@code FILE:LINE:COLUMN: severity: message}, the message in fissile's format. A file
 * that cannot be read or parsed is one error line. Exit code 1 when any file has an
 * error, else 0.
 */
public final class ValidateCommand implements Command {

	private final ManifestSource source;

	private final Supplier<ManifestValidator> validator;

	public ValidateCommand() {
		this(new ManifestSource(), Validators::create);
	}

	public ValidateCommand(ManifestSource source, Supplier<ManifestValidator> validator) {
		this.source = source;
		this.validator = validator;
	}

	@Override
	public String name() {
		return "validate";
	}

	@Override
	public String summary() {
		return "check role manifests with fissile's rules and ours; print findings, exit 1 on errors";
	}

	@Override
	public String help() {
		return """
				Usage: java -jar manifest-studio.jar validate [--quiet] [--generation NAME] [--release TGZ|DIR]... [--example NAME]... FILE...

				Validates each role manifest (any format era; '-' reads standard input) with the same rules as
				Manifest Studio's editor and API, and prints one line per finding:

				  FILE:LINE:COLUMN: SEVERITY: MESSAGE

				where SEVERITY is error, warning or info and MESSAGE is in fissile's format, for example
				  roles.yml:12:7: error: instance_groups[main].colocated_containers[0]: Invalid value: "typo": There is no such instance group defined
				A file that cannot be read or parsed gives one error line, at the place of the problem.
				A summary goes to standard error; --quiet leaves it out.
				--generation NAME applies the rules of that fissile generation (fissile-5, fissile-6, fissile-7,
				fissile-7-features, fissile-7-final) instead of the one each manifest points to; a file in a format
				that generation does not read gives one error line.

				--example NAME validates one of the project's examples (pods-and-sidecars, chat-platform), as
				if its file were given; it can be repeated and mixed with files.

				--release gives a BOSH release the manifests use: a tarball from bosh create-release --tarball,
				or its folder form (release.MF or release-manifest-*.yml, jobs/<job>/job.MF). With releases,
				fissile's rules 39, 40 and 43-46 run (releases loaded, jobs exist, links resolve); without them
				one warning says they were not checked. Repeat it for each release.

				Exit codes: 0 no errors (warnings and infos allowed), 1 an error in any file, 2 bad command line.
				""";
	}

	@Override
	public int run(List<String> arguments, Console console) {
		List<String> files = new ArrayList<>();
		boolean quiet = false;
		boolean options = true;
		FissileGeneration generation = null;
		boolean generationValue = false;
		List<String> releasePaths = new ArrayList<>();
		for (int i = 0; i < arguments.size(); i++) {
			String argument = arguments.get(i);
			if (generationValue || (options && argument.startsWith("--generation="))) {
				String name = generationValue ? argument : argument.substring("--generation=".length());
				generationValue = false;
				try {
					generation = FissileGeneration.parse(name);
				}
				catch (InvalidManifestRequestException ex) {
					console.err().println("validate: " + ex.getMessage());
					return ExitCode.USAGE;
				}
				continue;
			}
			if (options && "--generation".equals(argument)) {
				generationValue = true;
				continue;
			}
			if (options && CommandLine.isHelp(argument)) {
				console.out().print(help());
				return ExitCode.OK;
			}
			if (options && "--".equals(argument)) {
				options = false;
			}
			else if (options && "--quiet".equals(argument)) {
				quiet = true;
			}
			else if (options && "--release".equals(argument)) {
				if (i + 1 >= arguments.size()) {
					console.err().println("validate: --release needs a release tarball or folder");
					return ExitCode.USAGE;
				}
				releasePaths.add(arguments.get(++i));
			}
			else if (options && "--example".equals(argument)) {
				if (i + 1 >= arguments.size()) {
					console.err()
						.println("validate: --example needs a name: one of "
								+ String.join(", ", ManifestExamples.names()));
					return ExitCode.USAGE;
				}
				files.add(ManifestSource.example(arguments.get(++i)));
			}
			else if (options && argument.startsWith("--release=")) {
				releasePaths.add(argument.substring("--release=".length()));
			}
			else if (options && argument.startsWith("-") && !"-".equals(argument)) {
				console.err().println("validate: unknown option '" + argument + "'");
				console.err()
					.println(
							"Usage: java -jar manifest-studio.jar validate [--quiet] [--generation NAME] [--release TGZ|DIR]... [--example NAME]... FILE...");
				return ExitCode.USAGE;
			}
			else {
				files.add(argument);
			}
		}
		if (generationValue) {
			console.err()
				.println("validate: --generation needs a name: one of " + String.join(", ", FissileGeneration.ids()));
			return ExitCode.USAGE;
		}
		if (files.isEmpty()) {
			console.err().println("validate: no file given");
			console.err()
				.println(
						"Usage: java -jar manifest-studio.jar validate [--quiet] [--generation NAME] [--release TGZ|DIR]... [--example NAME]... FILE...");
			return ExitCode.USAGE;
		}
		List<BoshRelease> releases = new ArrayList<>();
		for (String path : releasePaths) {
			try {
				releases.add(readRelease(console.resolve(path)));
			}
			catch (ReleaseReadException | UncheckedIOException ex) {
				console.out().println(path + ": error: cannot read the release: " + ex.getMessage());
				return ExitCode.ERRORS;
			}
		}
		ManifestValidator engine = this.validator.get();
		Totals totals = new Totals();
		for (String file : files) {
			validate(file, engine, generation, releases, console, totals);
		}
		if (!quiet) {
			console.err().println(totals.summary(files.size()));
		}
		return (totals.errors > 0) ? ExitCode.ERRORS : ExitCode.OK;
	}

	static BoshRelease readRelease(Path path) {
		ReleaseReader reader = new ReleaseReader();
		if (Files.isDirectory(path)) {
			return reader.readFolder(path);
		}
		try (InputStream in = Files.newInputStream(path)) {
			return reader.readTarball(in);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private void validate(String file, ManifestValidator engine, FissileGeneration generation,
			List<BoshRelease> releases, Console console, Totals totals) {
		RoleManifest manifest;
		try {
			manifest = this.source.read(file, console);
		}
		catch (ManifestSource.Failure ex) {
			totals.errors++;
			console.out().println(place(file, ex.line(), ex.column()) + "error: " + ex.getMessage());
			return;
		}
		if (generation != null && generation.era() != manifest.era()) {
			totals.errors++;
			try {
				FissileGeneration.requireReads(generation, manifest.era());
			}
			catch (InvalidManifestRequestException ex) {
				console.out().println(place(file, 0, 0) + "error: " + ex.getMessage());
			}
			return;
		}
		ValidationResult result = engine.validate(manifest, generation, ReleaseResolution.of(manifest, releases));
		for (Finding finding : result.findings()) {
			console.out().println(line(file, finding));
		}
		totals.errors += result.errors();
		totals.warnings += result.warnings();
		totals.infos += result.findings().size() - result.errors() - result.warnings();
	}

	/** One finding as a line of output: {@code FILE:LINE:COLUMN: SEVERITY: MESSAGE}. */
	static String line(String file, Finding finding) {
		return place(file, (finding.line() != null) ? finding.line() : 0,
				(finding.column() != null) ? finding.column() : 0) + finding.severity().label() + ": "
				+ finding.message();
	}

	/** {@code FILE:LINE:COLUMN: }, or {@code FILE: } when the place is unknown. */
	static String place(String file, int line, int column) {
		if (line <= 0) {
			return file + ": ";
		}
		return file + ":" + line + ":" + Math.max(column, 1) + ": ";
	}

	private static final class Totals {

		long errors;

		long warnings;

		long infos;

		String summary(int files) {
			return files + ((files == 1) ? " file: " : " files: ") + count(this.errors, "error") + ", "
					+ count(this.warnings, "warning") + ", " + count(this.infos, "info");
		}

		private static String count(long count, String word) {
			return count + " " + word + ((count == 1 || word.equals("info")) ? "" : "s");
		}

	}

}
