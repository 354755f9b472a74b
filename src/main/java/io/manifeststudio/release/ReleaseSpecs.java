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
 * Reads {@code release.MF} and {@code job.MF} (YAML, with SnakeYAML's safe constructor and limits on aliases, nesting
 * and size), keeping what fissile kept: the release's name, version and job names; a job's properties, templates and
 * links. A consumer or provider without a type is refused, as fissile refused it.
 */
final class ReleaseSpecs {

	/** A release manifest: its name, version and the names of its jobs, in its order. */
	record ReleaseManifest(String name, String version, List<String> jobNames) {
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
		List<String> jobs = new ArrayList<>();
		for (Object job : list(entry, map.get("jobs"), "jobs")) {
			String jobName = (job instanceof Map<?, ?> jobMap) ? text(jobMap.get("name")) : "";
			if (jobName.isEmpty()) {
				throw new ReleaseReadException(entry, "A job of the release manifest has no name");
			}
			jobs.add(jobName);
		}
		return new ReleaseManifest(name, version, jobs);
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
		return new BoshJob(name, text(map.get("description")), properties, templates, consumes, provides);
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
