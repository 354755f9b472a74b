package io.manifeststudio.export;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.representer.Representer;
import org.yaml.snakeyaml.resolver.Resolver;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.JobReference;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.release.BoshJob;
import io.manifeststudio.release.BoshPackage;
import io.manifeststudio.release.BoshRelease;
import io.manifeststudio.release.JobProperty;
import io.manifeststudio.release.ReleaseResolution;

/**
 * The tag of each group's image: the export settings' tag when one is given; else
 * fissile's ({@link FissileRoleDevVersion}, with the formula of the fissile build the
 * version string names, {@link FissileBuilds}) when every input that formula hashed is
 * here (the SHA-1s of the group's jobs and their packages in the release catalog, its
 * scripts' contents, both opinions files, the fissile version); else
 * {@value ExportSettings#DEFAULT_TAG}, unresolved, with the first input that is missing.
 */
public final class ImageTags {

	/**
	 * A group's tag.
	 *
	 * @param tag the tag the image is named with
	 * @param derived whether it is fissile's hash (rather than the settings' tag or the
	 * default)
	 * @param missing what keeps fissile's tag from being derived ({@code null} when it
	 * is, or a tag is given)
	 */
	public record GroupTag(String tag, boolean derived, String missing) {

		public boolean resolved() {
			return this.missing == null;
		}

	}

	private final Map<String, GroupTag> tags;

	private ImageTags(Map<String, GroupTag> tags) {
		this.tags = tags;
	}

	public static ImageTags of(RoleManifest manifest, ExportSettings settings) {
		Map<String, GroupTag> tags = new LinkedHashMap<>();
		if (PulledImages.tagGiven(settings)) {
			for (InstanceGroup group : manifest.instanceGroups()) {
				tags.putIfAbsent(String.valueOf(group.name()), new GroupTag(settings.tag(), false, null));
			}
			return new ImageTags(tags);
		}
		Opinions opinions = Opinions.read(settings.tagInputs());
		FissileBuilds.Build build = FissileBuilds.of(settings.tagInputs().fissileVersion());
		for (InstanceGroup group : manifest.instanceGroups()) {
			if (group.name() == null || ImageNames.hasOwnImage(group)) {
				continue;
			}
			String missing = missing(manifest, group, settings, opinions, build);
			tags.putIfAbsent(group.name(), (missing != null) ? new GroupTag(ExportSettings.DEFAULT_TAG, false, missing)
					: new GroupTag(derive(manifest, group, settings, opinions, build.formula()), true, null));
		}
		return new ImageTags(tags);
	}

	/**
	 * Whether these inputs can give fissile's tag to any group: the fissile version names
	 * a build whose formula is known, and both opinions files are given when that formula
	 * reads them (each group then needs its releases and scripts too). Without them every
	 * tag is the default, whatever the manifest and its releases say.
	 */
	public static boolean mayDerive(ImageTagInputs inputs) {
		if (inputs.fissileVersion() == null) {
			return false;
		}
		FissileBuilds.Build build = FissileBuilds.of(inputs.fissileVersion());
		return build.resolved() && (!build.formula().readsOpinions()
				|| (inputs.lightOpinions() != null && inputs.darkOpinions() != null));
	}

	/**
	 * The fingerprint of the derived tags: the first 12 hex digits of the SHA-256 of
	 * {@code <group> <tag>\n} for each group whose tag is fissile's hash, in group name
	 * order; empty when no tag is derived. Two exports of one manifest revision whose
	 * derived tags differ have different fingerprints, so a chart version that carries it
	 * changes when the images do.
	 */
	public Optional<String> fingerprint() {
		Map<String, String> derived = new TreeMap<>();
		this.tags.forEach((group, tag) -> {
			if (tag.derived()) {
				derived.put(group, tag.tag());
			}
		});
		if (derived.isEmpty()) {
			return Optional.empty();
		}
		StringBuilder text = new StringBuilder();
		derived.forEach((group, tag) -> text.append(group).append(' ').append(tag).append('\n'));
		try {
			byte[] digest = MessageDigest.getInstance("SHA-256")
				.digest(text.toString().getBytes(StandardCharsets.UTF_8));
			return Optional.of(HexFormat.of().formatHex(digest).substring(0, 12));
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("SHA-256 is part of every Java runtime", ex);
		}
	}

	/** The tag of a group's image. */
	public GroupTag of(InstanceGroup group) {
		GroupTag tag = this.tags.get(String.valueOf(group.name()));
		return (tag != null) ? tag
				: new GroupTag(ExportSettings.DEFAULT_TAG, false, "no instance group named " + group.name());
	}

	/**
	 * The scripts of a group whose contents fissile hashed: those that are not absolute
	 * paths, each once.
	 */
	public static Set<String> hashedScripts(InstanceGroup group) {
		Set<String> scripts = new LinkedHashSet<>();
		for (List<String> list : List.of(group.environmentScripts(), group.scripts(), group.postConfigScripts())) {
			for (String script : list) {
				// fissile's GetScriptPaths: an absolute path is inside the container,
				// nothing is copied or hashed
				if (script != null && !script.startsWith("/")) {
					scripts.add(script);
				}
			}
		}
		return scripts;
	}

	private static String missing(RoleManifest manifest, InstanceGroup group, ExportSettings settings,
			Opinions opinions, FissileBuilds.Build build) {
		ReleaseResolution releases = settings.releases();
		for (JobReference job : group.jobs()) {
			Optional<BoshRelease> release = releases.release(job.release());
			if (release.isEmpty()) {
				return "release " + job.release() + " is not attached to the manifest or in the catalog";
			}
			Optional<BoshJob> spec = release.get().job(job.name());
			if (spec.isEmpty()) {
				return "release " + release.get().label() + " has no job " + job.name();
			}
			if (spec.get().sha1().isEmpty() || spec.get()
				.packages()
				.stream()
				.anyMatch((name) -> release.get().pkg(name).map(BoshPackage::sha1).orElse("").isEmpty())) {
				return "release " + release.get().label() + " has no release.MF SHA-1s in the catalog";
			}
		}
		String version = settings.tagInputs().fissileVersion();
		if (version == null) {
			// what b8e8e6af needs, in the order it is looked for
			String script = missingScript(group, settings);
			return (script != null) ? script
					: (opinions.problem() != null) ? opinions.problem() : "the fissile version string is not set";
		}
		if (!build.resolved()) {
			return build.problem();
		}
		FissileRoleDevVersion.Formula formula = build.formula();
		if (!formula.hashesTagExtra() && !settings.tagInputs().tagExtra().isEmpty()) {
			return "fissile " + version + " (before e66f1cb0) had no --tag-extra, and one is given";
		}
		if (formula.scripts() == FissileRoleDevVersion.Scripts.PATHS && !hashedScripts(group).isEmpty()) {
			return "fissile " + version + " (before b7566f71) hashed script " + hashedScripts(group).iterator().next()
					+ " by its path on the build machine (the role manifest's folder joined to its name),"
					+ " which is not known";
		}
		if (formula.scripts() == FissileRoleDevVersion.Scripts.NAMES) {
			String script = missingScript(group, settings);
			if (script != null) {
				return script;
			}
		}
		if (formula.templates() != FissileRoleDevVersion.Templates.NONE) {
			for (Map.Entry<Object, Object> template : templates(manifest, group).entrySet()) {
				boolean textKey = template.getKey() instanceof String
						|| formula.templates() == FissileRoleDevVersion.Templates.GO_VALUES;
				if (!textKey || FissileRoleDevVersion.templateText(formula, template.getValue()).isEmpty()) {
					return "template " + template.getKey() + " is not a string: fissile " + version
							+ ((formula.templates() == FissileRoleDevVersion.Templates.STRINGS)
									? " (c96396ed to ba261a21) failed on a template that was not a string"
									: " (before c96396ed) hashed its YAML text, which the studio does not keep");
				}
			}
		}
		String unordered = FissileRoleDevVersion.unordered(formula, jobs(group, settings));
		if (unordered != null) {
			return unordered;
		}
		if (formula.readsOpinions() && opinions.problem() != null) {
			return opinions.problem();
		}
		return null;
	}

	private static String missingScript(InstanceGroup group, ExportSettings settings) {
		for (String script : hashedScripts(group)) {
			if (!settings.tagInputs().scripts().containsKey(script)) {
				return "the contents of script " + script + " are not given (fissile hashed each script file;"
						+ " a missing one failed the build)";
			}
		}
		return null;
	}

	/**
	 * The group's templates and the global ones it does not override, as fissile's
	 * {@code calculateRoleConfigurationTemplates} merged them.
	 */
	private static Map<Object, Object> templates(RoleManifest manifest, InstanceGroup group) {
		Map<Object, Object> templates = new LinkedHashMap<>(group.templates());
		manifest.configuration().templates().forEach(templates::putIfAbsent);
		return templates;
	}

	private static List<FissileRoleDevVersion.Job> jobs(InstanceGroup group, ExportSettings settings) {
		List<FissileRoleDevVersion.Job> jobs = new ArrayList<>();
		for (JobReference reference : group.jobs()) {
			BoshRelease release = settings.releases().release(reference.release()).orElseThrow();
			BoshJob job = release.job(reference.name()).orElseThrow();
			List<FissileRoleDevVersion.Package> packages = job.packages()
				.stream()
				.map((name) -> new FissileRoleDevVersion.Package(release.name(), name,
						release.pkg(name).orElseThrow().sha1()))
				.toList();
			List<FissileRoleDevVersion.Property> properties = new ArrayList<>();
			for (JobProperty property : job.properties()) {
				properties.add(new FissileRoleDevVersion.Property(property.name(), property.defaultValue()));
			}
			jobs.add(new FissileRoleDevVersion.Job(job.name(), job.sha1(), packages, properties));
		}
		return jobs;
	}

	private static String derive(RoleManifest manifest, InstanceGroup group, ExportSettings settings, Opinions opinions,
			FissileRoleDevVersion.Formula formula) {
		List<FissileRoleDevVersion.Script> scripts = (formula.scripts() == FissileRoleDevVersion.Scripts.NAMES)
				? hashedScripts(group).stream()
					.map((name) -> new FissileRoleDevVersion.Script(name, settings.tagInputs().scripts().get(name)))
					.toList()
				: List.of();
		Map<String, String> templates = new LinkedHashMap<>();
		templates(manifest, group).forEach((key, value) -> templates.put(String.valueOf(key),
				FissileRoleDevVersion.templateText(formula, value).orElseThrow()));
		return FissileRoleDevVersion.of(formula, jobs(group, settings), scripts, templates, opinions.opinions(),
				settings.tagInputs().fissileVersion(), settings.tagInputs().tagExtra());
	}

	/**
	 * The opinions files read as fissile read them (yaml.v2: a timestamp stays text), or
	 * why they cannot be.
	 */
	private record Opinions(FissileRoleDevVersion.Opinions opinions, String problem) {

		static Opinions read(ImageTagInputs inputs) {
			if (inputs.lightOpinions() == null) {
				return new Opinions(null, "the light opinions file is not given");
			}
			if (inputs.darkOpinions() == null) {
				return new Opinions(null, "the dark opinions file is not given");
			}
			Object light = properties(inputs.lightOpinions());
			if (light instanceof String problem) {
				return new Opinions(null, "the light opinions file " + problem);
			}
			Object dark = properties(inputs.darkOpinions());
			if (dark instanceof String problem) {
				return new Opinions(null, "the dark opinions file " + problem);
			}
			return new Opinions(new FissileRoleDevVersion.Opinions((Map<?, ?>) light, (Map<?, ?>) dark), null);
		}

		/**
		 * The {@code properties} map (fissile: "no 'properties' key in light opinions"),
		 * or the problem.
		 */
		private static Object properties(String text) {
			LoaderOptions options = new LoaderOptions();
			options.setMaxAliasesForCollections(50);
			options.setNestingDepthLimit(64);
			options.setAllowDuplicateKeys(false);
			Object document;
			try {
				document = new Yaml(new SafeConstructor(options),
						new Representer(new org.yaml.snakeyaml.DumperOptions()), new org.yaml.snakeyaml.DumperOptions(),
						options, new GoYamlResolver())
					.load(text);
			}
			catch (YAMLException ex) {
				return "is not valid YAML";
			}
			if (!(document instanceof Map<?, ?> map) || !map.containsKey("properties")) {
				return "has no 'properties' key";
			}
			if (!(map.get("properties") instanceof Map<?, ?> properties)) {
				return "has a 'properties' key that is not a map";
			}
			return properties;
		}

	}

	/**
	 * SnakeYAML's YAML 1.1 resolver without timestamps, which gopkg.in/yaml.v2 leaves as
	 * text.
	 */
	private static final class GoYamlResolver extends Resolver {

		@Override
		protected void addImplicitResolvers() {
			addImplicitResolver(Tag.BOOL, BOOL, "yYnNtTfFoO");
			addImplicitResolver(Tag.INT, INT, "-+0123456789");
			addImplicitResolver(Tag.FLOAT, FLOAT, "-+0123456789.");
			addImplicitResolver(Tag.MERGE, MERGE, "<");
			addImplicitResolver(Tag.NULL, NULL, "~nN\0");
			addImplicitResolver(Tag.NULL, EMPTY, null);
			addImplicitResolver(Tag.YAML, YAML, "!&*");
		}

	}

}
