package io.manifeststudio.system.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import io.manifeststudio.export.ExportBlockedException;
import io.manifeststudio.export.ExportTooLargeException;
import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.GeneratedSecretValues;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.KubernetesExport;
import io.manifeststudio.export.UnknownPodException;
import io.manifeststudio.export.Validators;
import io.manifeststudio.export.helm.ChartProvenance;
import io.manifeststudio.export.helm.HelmChart;
import io.manifeststudio.export.helm.HelmChartExporter;
import io.manifeststudio.export.helm.HelmChartOptions;
import io.manifeststudio.export.helm.SecretGeneration;
import io.manifeststudio.export.helm.SidecarMode;
import io.manifeststudio.manifest.FissileGeneration;
import io.manifeststudio.manifest.InvalidManifestRequestException;
import io.manifeststudio.manifest.ManifestCodec;
import io.manifeststudio.manifest.ManifestParseException;
import io.manifeststudio.manifest.RoleManifest;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationResult;

/**
 * {@code export --helm OUT.tgz | --kubernetes OUT.yaml [options] FILE}: exports a role manifest as a Helm chart
 * archive and/or as Kubernetes YAML (whole, or one pod with {@code --pod}), as the API does. A manifest with errors
 * is not exported and nothing is written: its findings are printed as {@code validate} prints them and the exit code
 * is 1. An exported manifest's warnings are printed the same way; an unknown {@code --pod} is a usage error (2).
 */
public final class ExportCommand implements Command {

	private static final String USAGE = "Usage: java -jar manifest-studio.jar export (--helm OUT.tgz | --kubernetes OUT.yaml)... "
			+ "[--kube-version 1.33] [--pod NAME] [--sidecars auto|true|false] [--name NAME] [--registry R] [--organization O] "
			+ "[--repository P] [--tag T] [--generation NAME] [--secrets generate|empty|fissile|helm] (FILE | --example NAME)";

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
				KubernetesExport.Result result = new KubernetesExport().export(manifest, settings, options.pod,
						validator, generateSecrets ? GeneratedSecretValues.forExport() : null);
				write(console, options.kubernetes, result.yaml().getBytes(StandardCharsets.UTF_8));
				validation = result.validation();
			}
			if (options.helm != null) {
				ValidationResult result = (validation != null) ? validation : validator.validate(manifest, settings.generation());
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
			console.err().println("export: " + file + " has " + ex.result().errors()
					+ " error(s); nothing was exported");
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
		return ExitCode.OK;
	}

	private static void write(Console console, String out, byte[] content) throws IOException {
		Path path = console.resolve(out);
		Files.write(path, content);
		console.err().println("export: wrote " + out + " (" + content.length + " bytes)");
	}

	/** The file's name without its directory and {@code .yml}/{@code .yaml}; {@code role-manifest} for stdin. */
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
					case "--example" -> this.files.add(ManifestSource.example(value));
					default -> {
						return "unknown option '" + argument + "'";
					}
				}
			}
			return null;
		}

		/** The chart's {@code secrets.generate} default: {@code helm}, else {@code fissile}. */
		SecretGeneration chartSecrets() {
			checkSecrets();
			return "helm".equals(this.secrets) ? SecretGeneration.HELM : SecretGeneration.FISSILE;
		}

		/** Whether the Kubernetes YAML gets fresh generated secrets: all but {@code empty}. */
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
