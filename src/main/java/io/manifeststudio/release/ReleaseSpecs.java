package io.manifeststudio.release;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * Reads {@code release.MF} and {@code job.MF} (YAML, with SnakeYAML's safe constructor
 * and limits on aliases, nesting and size), keeping what fissile kept: the release's
 * name, version, jobs (with their fingerprints and SHA-1s) and packages (with theirs and
 * their dependencies); a job's properties, templates, links and packages. A consumer or
 * provider without a type is refused, as fissile refused it.
 */
final class ReleaseSpecs {

	/**
	 * A release manifest: its name, version, its jobs in its order (name, fingerprint,
	 * SHA-1) and its packages, as fissile read them ({@code model/job.go}
	 * {@code loadJobInfo}, {@code model/package.go} {@code loadPackageInfo}).
	 */
	record ReleaseManifest(String name, String version, List<JobEntry> jobs, List<BoshPackage> packages) {

		List<String> jobNames() {
			return this.jobs.stream().map(JobEntry::name).toList();
		}

		JobEntry job(String name) {
			return this.jobs.stream().filter((job) -> job.name().equals(name)).findFirst().orElseThrow();
		}

	}

	/**
	 * One job of {@code release.MF}: its name, fingerprint and SHA-1 ({@code ""} when not
	 * given).
	 */
	record JobEntry(String name, String fingerprint, String sha1) {
	}

	private ReleaseSpecs() {
	}

	static ReleaseManifest releaseManifest(String entry, byte[] content) {
		Map<?, ?> map = map(entry, content);
		String name = text(map.get("name"));
		String version = text(map.get("version"));
		if (name.isEmpty()) {
			throw new ReleaseReadException(entry, "The release manifest has no name");
		}
		if (version.isEmpty()) {
			throw new ReleaseReadException(entry, "The release manifest has no version");
		}
		List<JobEntry> jobs = new ArrayList<>();
		for (Object job : list(entry, map.get("jobs"), "jobs")) {
			Map<?, ?> jobMap = (job instanceof Map<?, ?> m) ? m : Map.of();
			String jobName = text(jobMap.get("name"));
			if (jobName.isEmpty()) {
				throw new ReleaseReadException(entry, "A job of the release manifest has no name");
			}
			jobs.add(new JobEntry(jobName, text(jobMap.get("fingerprint")), text(jobMap.get("sha1"))));
		}
		List<BoshPackage> packages = new ArrayList<>();
		for (Object pkg : list(entry, map.get("packages"), "packages")) {
			Map<?, ?> pkgMap = (pkg instanceof Map<?, ?> m) ? m : Map.of();
			String pkgName = text(pkgMap.get("name"));
			if (pkgName.isEmpty()) {
				throw new ReleaseReadException(entry, "A package of the release manifest has no name");
			}
			List<String> dependencies = new ArrayList<>();
			for (Object dependency : list(entry, pkgMap.get("dependencies"), "dependencies")) {
				dependencies.add(text(dependency));
			}
			packages.add(new BoshPackage(pkgName, text(pkgMap.get("version")), text(pkgMap.get("fingerprint")),
					text(pkgMap.get("sha1")), dependencies));
		}
		return new ReleaseManifest(name, version, jobs, packages);
	}

	static BoshJob jobSpec(String entry, String expectedName, byte[] content) {
		Map<?, ?> map = map(entry, content);
		String name = text(map.get("name"));
		if (name.isEmpty()) {
			name = expectedName;
		}
		List<JobProperty> properties = new ArrayList<>();
		Object declared = map.get("properties");
		if (declared instanceof Map<?, ?> propertyMap) {
			for (Map.Entry<?, ?> property : propertyMap.entrySet()) {
				Map<?, ?> details = (property.getValue() instanceof Map<?, ?> m) ? m : Map.of();
				properties.add(new JobProperty(text(property.getKey()), text(details.get("description")),
						details.get("default")));
			}
		}
		else if (declared != null) {
			throw new ReleaseReadException(entry, "properties: must be a map of property names");
		}
		Map<String, String> templates = new LinkedHashMap<>();
		Object templateMap = map.get("templates");
		if (templateMap instanceof Map<?, ?> m) {
			m.forEach((source, destination) -> templates.put(text(source), text(destination)));
		}
		else if (templateMap != null) {
			throw new ReleaseReadException(entry, "templates: must be a map of source to destination");
		}
		List<JobLink> consumes = links(entry, name, map.get("consumes"), "consumer");
		List<JobLink> provides = links(entry, name, map.get("provides"), "provider");
		List<String> packages = new ArrayList<>();
		for (Object pkg : list(entry, map.get("packages"), "packages")) {
			packages.add(text(pkg));
		}
		return new BoshJob(name, text(map.get("description")), properties, templates, consumes, provides, packages, "",
				"");
	}

	private static List<JobLink> links(String entry, String job, Object value, String kind) {
		List<JobLink> links = new ArrayList<>();
		for (Object item : list(entry, value, kind.equals("consumer") ? "consumes" : "provides")) {
			if (!(item instanceof Map<?, ?> link)) {
				throw new ReleaseReadException(entry, "Each " + kind + " of job " + job + " must be a map");
			}
			String name = text(link.get("name"));
			String type = text(link.get("type"));
			if (type.isEmpty()) {
				// fissile: "job <job> consumer <name> has no type"
				throw new ReleaseReadException(entry, "job " + job + " " + kind + " " + name + " has no type");
			}
			links.add(new JobLink(name, type, Boolean.TRUE.equals(link.get("optional"))));
		}
		return links;
	}

	private static List<?> list(String entry, Object value, String key) {
		if (value == null) {
			return List.of();
		}
		if (value instanceof List<?> list) {
			return list;
		}
		throw new ReleaseReadException(entry, key + ": must be a list");
	}

	private static Map<?, ?> map(String entry, byte[] content) {
		LoaderOptions options = new LoaderOptions();
		options.setMaxAliasesForCollections(50);
		options.setNestingDepthLimit(64);
		options.setCodePointLimit(content.length + 1);
		options.setAllowDuplicateKeys(false);
		Object document;
		try {
			document = new Yaml(new SafeConstructor(options)).load(new String(content, StandardCharsets.UTF_8));
		}
		catch (YAMLException ex) {
			throw new ReleaseReadException(entry, "Not valid YAML: " + firstLine(ex.getMessage()));
		}
		if (!(document instanceof Map<?, ?> map)) {
			throw new ReleaseReadException(entry, "Expected a YAML map");
		}
		return map;
	}

	private static String firstLine(String message) {
		if (message == null) {
			return "";
		}
		int newline = message.indexOf('\n');
		return (newline < 0) ? message : message.substring(0, newline);
	}

	static String text(Object value) {
		return (value == null) ? "" : String.valueOf(value).trim();
	}

}
