package io.manifeststudio.system.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import io.manifeststudio.export.ExportBlockedException;
import io.manifeststudio.export.ExportTooLargeException;
import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.GeneratedSecretValues;
import io.manifeststudio.export.ImageTagInputs;
import io.manifeststudio.export.ImageTags;
import io.manifeststudio.export.PulledImages;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.KubernetesExport;
import io.manifeststudio.export.UnknownPodException;
import io.manifeststudio.export.helm.ChartDefaults;
import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.export.helm.ChartProvenance;
import io.manifeststudio.export.helm.HelmChart;
import io.manifeststudio.export.helm.HelmChartExporter;
import io.manifeststudio.export.helm.HelmChartOptions;
import io.manifeststudio.export.helm.SecretGeneration;
import io.manifeststudio.export.helm.SidecarMode;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.yaml.ManifestParseException;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.release.BoshRelease;
import io.manifeststudio.release.ReleaseReadException;
import io.manifeststudio.release.ReleaseResolution;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationResult;

/**
 * {@code export --helm OUT.tgz | --kubernetes OUT.yaml [options] FILE}: exports a role
 * manifest as a Helm chart archive and/or as Kubernetes YAML (whole, or one pod with
 * {@code --pod}), as the API does. A manifest with errors is not exported and nothing is
 * written: its findings are printed as {@code validate} prints them and the exit code is
 * 1. An exported manifest's warnings are printed the same way; an unknown {@code --pod}
 * is a usage error (2).
 */
public final class ExportCommand implements Command {

	private static final String USAGE = "Usage: java -jar manifest-studio.jar export (--helm OUT.tgz | --kubernetes OUT.yaml)... "
			+ "[--kube-version 1.33] [--pod NAME] [--sidecars auto|true|false] [--name NAME] [--registry R] [--organization O] "
			+ "[--repository P] [--tag T] [--generation NAME] [--secrets generate|empty|fissile|helm] [--release TGZ|DIR]... "
			+ "[--fissile-version V] [--tag-extra X] [--light-opinions FILE] [--dark-opinions FILE] (FILE | --example NAME)";

	private final ManifestSource source;

	private final ManifestCodec codec = new ManifestCodec();

	private final Function<ExportSettings, ManifestValidator> validators;

	public ExportCommand() {
		this(new ManifestSource(), Validators::create);
	}

	public ExportCommand(ManifestSource source, Function<ExportSettings, ManifestValidator> validators) {
		this.source = source;
		this.validators = validators;
	}

	@Override
	public String name() {
		return "export";
	}

	@Override
	public String summary() {
		return "write a role manifest as a Helm chart (.tgz) or Kubernetes YAML; exit 1 when it has errors";
	}

	@Override
	public String help() {
		return USAGE + "\n\n" + """
				Exports the role manifest FILE ('-' reads standard input) after validating it with the same rules as
				the editor and the API. Give --helm, --kubernetes or both.

				  --example NAME         export one of the project's examples instead of a file: pods-and-sidecars
				                         or chat-platform (the same as giving example:NAME as the file)
				  --helm OUT.tgz         the Helm chart archive (values.yaml in fissile's layout, sidecars.native)
				  --kubernetes OUT.yaml  multi-document Kubernetes YAML for --kube-version
				  --kube-version V       target Kubernetes version, default 1.33 (sidecars native from 1.29)
				  --pod NAME             only this pod (a bosh or bosh-task group) in the Kubernetes YAML
				  --sidecars MODE        the chart's sidecars.native default: auto (by the cluster's version),
				                         true (always native; the chart then needs 1.29) or false (the fallback)
				  --name NAME            the chart's name (default: the file name without .yml)
				  --registry, --organization, --repository, --tag   image naming, as in the API
				  --generation NAME      apply the rules and chart defaults of that fissile generation (fissile-5,
				                         fissile-6, fissile-7, fissile-7-features, fissile-7-final) instead of the
				                         one the manifest points to; a format it does not read is an error
				  --secrets MODE         generated secret variables: in the Kubernetes YAML generate (the default,
				                         fresh values at export) or empty (left ""); in the chart fissile (the
				                         default, the secret generator Job) or helm (the chart generates them)
				  --release TGZ|DIR      a BOSH release the manifest uses (repeat for each), as for validate
				  --fissile-version V, --tag-extra X, --light-opinions FILE, --dark-opinions FILE
				                         what fissile hashed into an image's tag besides the releases' SHA-1s and
				                         the scripts (read next to FILE, as fissile read them); with all of them
				                         and no --tag, each image gets the tag fissile gave it (docs/export.md,
				                         "Image tags"); each image is printed, unresolved ones with what is missing

				A manifest with errors is not exported and nothing is written; its findings are printed as
				'validate' prints them (FILE:LINE:COLUMN: SEVERITY: MESSAGE). An exported manifest's warnings are
				printed the same way (for example when sidecars get the fallback of a version before 1.29).
				Exit codes: 0 exported, 1 errors in the manifest (or a file that cannot be read or written), 2 bad
				command line.
				""";
	}

	@Override
	public int run(List<String> arguments, Console console) {
		Options options = new Options();
		String problem = options.parse(arguments);
		if (options.help) {
			console.out().print(help());
			return ExitCode.OK;
		}
		if (problem == null) {
			problem = options.check();
		}
		if (problem != null) {
			console.err().println("export: " + problem);
			console.err().println(USAGE);
			return ExitCode.USAGE;
		}
		ExportSettings settings;
		SidecarMode sidecars;
		FissileGeneration generation;
		SecretGeneration chartSecrets;
		boolean generateSecrets;
		try {
			generation = FissileGeneration.parse(options.generation);
			chartSecrets = options.chartSecrets();
			generateSecrets = options.generateSecrets();
			settings = ExportSettings.defaults()
				.withKubeVersion(KubeVersion.parse(options.kubeVersion))
				.withImage(options.registry, options.organization, options.repository, options.tag);
			sidecars = SidecarMode.parse(options.sidecars);
		}
		catch (IllegalArgumentException | InvalidManifestRequestException ex) {
			console.err().println("export: " + ex.getMessage());
			return ExitCode.USAGE;
		}
		String file = options.files.get(0);
		byte[] bytes;
		RoleManifest manifest;
		try {
			bytes = this.source.bytes(file, console);
			manifest = this.codec.read(bytes);
		}
		catch (ManifestSource.Failure ex) {
			console.out().println(ValidateCommand.place(file, ex.line(), ex.column()) + "error: " + ex.getMessage());
			return ExitCode.ERRORS;
		}
		catch (ManifestParseException ex) {
			console.out().println(ValidateCommand.place(file, ex.line(), ex.column()) + "error: " + ex.getMessage());
			return ExitCode.ERRORS;
		}
		try {
			settings = withTagInputs(settings, options, file, manifest, console);
		}
		catch (IOException | UncheckedIOException | ReleaseReadException ex) {
			console.out().println(ValidateCommand.place(file, 0, 0) + "error: " + ex.getMessage());
			console.err().println("export: nothing was exported");
			return ExitCode.ERRORS;
		}
		if (generation != null) {
			try {
				FissileGeneration.requireReads(generation, manifest.era());
			}
			catch (InvalidManifestRequestException ex) {
				console.out().println(ValidateCommand.place(file, 0, 0) + "error: " + ex.getMessage());
				console.err().println("export: nothing was exported");
				return ExitCode.ERRORS;
			}
			settings = settings.withGeneration(generation);
		}
		ManifestValidator validator = this.validators.apply(settings);
		ValidationResult validation = null;
		try {
			if (options.kubernetes != null) {
				KubernetesExport.Result result = new KubernetesExport(ChartDefaults::expressions).export(manifest,
						settings, options.pod, validator, generateSecrets ? GeneratedSecretValues.forExport() : null);
				write(console, options.kubernetes, result.yaml().getBytes(StandardCharsets.UTF_8));
				validation = result.validation();
			}
			if (options.helm != null) {
				ValidationResult result = (validation != null) ? validation
						: validator.validate(manifest, settings.generation(), settings.releases());
				if (result.hasErrors()) {
					throw new ExportBlockedException(result);
				}
				validation = result;
				String text = new String(bytes, StandardCharsets.UTF_8);
				String name = (options.name != null) ? options.name : chartName(file);
				HelmChart chart = new HelmChartExporter().export(manifest,
						new HelmChartOptions(settings, sidecars, ChartProvenance.of(name, 0, text), chartSecrets));
				write(console, options.helm, chart.tgz());
			}
		}
		catch (UnknownPodException ex) {
			console.err().println("export: " + ex.getMessage());
			return ExitCode.USAGE;
		}
		catch (ExportBlockedException ex) {
			for (Finding finding : ex.result().findings()) {
				console.out().println(ValidateCommand.line(file, finding));
			}
			console.err()
				.println("export: " + file + " has " + ex.result().errors() + " error(s); nothing was exported");
			return ExitCode.ERRORS;
		}
		catch (ExportTooLargeException ex) {
			console.err().println("export: " + ex.getMessage() + "; nothing was exported");
			return ExitCode.ERRORS;
		}
		catch (IOException ex) {
			console.err().println("export: cannot write: " + ex.getMessage());
			return ExitCode.ERRORS;
		}
		for (Finding finding : validation.findings()) {
			if (finding.severity() == Severity.WARNING) {
				console.out().println(ValidateCommand.line(file, finding));
			}
		}
		for (PulledImages.PulledImage image : PulledImages.of(manifest, settings)) {
			console.err()
				.println("export: " + image.group() + " pulls " + image.image()
						+ ((image.missing() != null) ? " (unresolved: " + image.missing() + ")" : ""));
		}
		return ExitCode.OK;
	}

	/**
	 * The releases given and what fissile hashed into the image tags: the options, and
	 * the scripts the manifest names, read next to the manifest file as fissile read them
	 * (model/instance_groups.go GetScriptPaths); a script that is not there is left out,
	 * and the images of its group stay unresolved, naming it.
	 */
	private static ExportSettings withTagInputs(ExportSettings settings, Options options, String file,
			RoleManifest manifest, Console console) throws IOException {
		List<BoshRelease> releases = new ArrayList<>();
		for (String path : options.releases) {
			releases.add(ValidateCommand.readRelease(console.resolve(path)));
		}
		Map<String, byte[]> scripts = new LinkedHashMap<>();
		if (!"-".equals(file) && !file.startsWith(ManifestSource.EXAMPLE_PREFIX)) {
			Path folder = console.resolve(file).toAbsolutePath().getParent();
			for (InstanceGroup group : manifest.instanceGroups()) {
				for (String script : ImageTags.hashedScripts(group)) {
					Path path = folder.resolve(script);
					if (Files.isRegularFile(path)) {
						scripts.put(script, Files.readAllBytes(path));
					}
				}
			}
		}
		String light = (options.lightOpinions != null) ? Files.readString(console.resolve(options.lightOpinions))
				: null;
		String dark = (options.darkOpinions != null) ? Files.readString(console.resolve(options.darkOpinions)) : null;
		ExportSettings tagged = settings
			.withTagInputs(new ImageTagInputs(options.fissileVersion, options.tagExtra, light, dark, scripts));
		return releases.isEmpty() ? tagged : tagged.withReleases(ReleaseResolution.of(manifest, releases));
	}

	private static void write(Console console, String out, byte[] content) throws IOException {
		Path path = console.resolve(out);
		Files.write(path, content);
		console.err().println("export: wrote " + out + " (" + content.length + " bytes)");
	}

	/**
	 * The file's name without its directory and {@code .yml}/{@code .yaml};
	 * {@code role-manifest} for stdin.
	 */
	static String chartName(String file) {
		if ("-".equals(file)) {
			return "role-manifest";
		}
		if (file.startsWith(ManifestSource.EXAMPLE_PREFIX)) {
			return file.substring(ManifestSource.EXAMPLE_PREFIX.length());
		}
		String name = Path.of(file).getFileName().toString();
		return name.replaceAll("\\.ya?ml$", "");
	}

	/** The parsed command line. */
	private static final class Options {

		String helm;

		String kubernetes;

		String pod;

		String kubeVersion;

		String sidecars;

		String name;

		String registry;

		String organization;

		String repository;

		String tag;

		String generation;

		String secrets;

		final List<String> releases = new ArrayList<>();

		String fissileVersion;

		String tagExtra;

		String lightOpinions;

		String darkOpinions;

		boolean help;

		final List<String> files = new ArrayList<>();

		/** A problem with the arguments, or {@code null}. */
		String parse(List<String> arguments) {
			boolean options = true;
			for (int i = 0; i < arguments.size(); i++) {
				String argument = arguments.get(i);
				if (options && CommandLine.isHelp(argument)) {
					this.help = true;
					return null;
				}
				if (options && "--".equals(argument)) {
					options = false;
					continue;
				}
				if (!options || !argument.startsWith("-") || "-".equals(argument)) {
					this.files.add(argument);
					continue;
				}
				if (i + 1 >= arguments.size()) {
					return "option " + argument + " needs a value";
				}
				String value = arguments.get(++i);
				switch (argument) {
					case "--helm" -> this.helm = value;
					case "--kubernetes" -> this.kubernetes = value;
					case "--kube-version" -> this.kubeVersion = value;
					case "--pod" -> this.pod = value;
					case "--sidecars" -> this.sidecars = value;
					case "--name" -> this.name = value;
					case "--registry" -> this.registry = value;
					case "--organization" -> this.organization = value;
					case "--repository" -> this.repository = value;
					case "--tag" -> this.tag = value;
					case "--generation" -> this.generation = value;
					case "--secrets" -> this.secrets = value;
					case "--release" -> this.releases.add(value);
					case "--fissile-version" -> this.fissileVersion = value;
					case "--tag-extra" -> this.tagExtra = value;
					case "--light-opinions" -> this.lightOpinions = value;
					case "--dark-opinions" -> this.darkOpinions = value;
					case "--example" -> this.files.add(ManifestSource.example(value));
					default -> {
						return "unknown option '" + argument + "'";
					}
				}
			}
			return null;
		}

		/**
		 * The chart's {@code secrets.generate} default: {@code helm}, else
		 * {@code fissile}.
		 */
		SecretGeneration chartSecrets() {
			checkSecrets();
			return "helm".equals(this.secrets) ? SecretGeneration.HELM : SecretGeneration.FISSILE;
		}

		/**
		 * Whether the Kubernetes YAML gets fresh generated secrets: all but
		 * {@code empty}.
		 */
		boolean generateSecrets() {
			checkSecrets();
			return !"empty".equals(this.secrets);
		}

		private void checkSecrets() {
			if (this.secrets != null && !List.of("generate", "empty", "fissile", "helm").contains(this.secrets)) {
				throw new IllegalArgumentException("--secrets must be generate or empty (the Kubernetes YAML), "
						+ "fissile or helm (the chart), not '" + this.secrets + "'");
			}
		}

		String check() {
			if (this.helm == null && this.kubernetes == null) {
				return "give --helm OUT.tgz, --kubernetes OUT.yaml or both";
			}
			if (this.pod != null && this.kubernetes == null) {
				return "--pod chooses the pod of --kubernetes OUT.yaml (a Helm chart holds every pod)";
			}
			if (this.files.size() != 1) {
				return this.files.isEmpty() ? "no file given" : "give one role manifest file, not " + this.files.size();
			}
			return null;
		}

	}

}
