package io.manifeststudio.benchmark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

import io.manifeststudio.manifest.yaml.ManifestYamlWriter;

/**
 * A role manifest of SCF's size for benchmarks: at least 40 instance groups, 200 jobs and
 * 650 global templates, about 200 KB, the same text on every run. Made by scaling the
 * real SCF 2.17.1 manifest from the shared fixtures when it is present (its groups copied
 * under new names until there are 40 groups and 200 jobs, its templates copied under new
 * keys up to 650), else by a synthetic generator of the same shape. {@link #source()}
 * says which.
 */
public final class ScfSizedManifest {

	public static final Path SCF = Path.of("../shared/fixtures/real/scf-2.17.1-role-manifest.yml");

	public static final int GROUPS = 40;

	public static final int JOBS = 200;

	public static final int TEMPLATES = 650;

	private ScfSizedManifest() {
	}

	/** Where the text comes from: "scaled SCF 2.17.1" or "synthetic". */
	public static String source() {
		return Files.isRegularFile(SCF) ? "scaled SCF 2.17.1" : "synthetic";
	}

	public static String text() {
		Map<String, Object> root = Files.isRegularFile(SCF) ? scaledScf() : synthetic();
		return new ManifestYamlWriter().write(root);
	}

	@SuppressWarnings("unchecked")
	static Map<String, Object> scaledScf() {
		Map<String, Object> root;
		try {
			root = (Map<String, Object>) new Yaml(new SafeConstructor(new LoaderOptions())).load(Files.readString(SCF));
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		List<Object> groups = new ArrayList<>((List<Object>) root.get("instance_groups"));
		List<Object> originals = List.copyOf(groups);
		int copy = 0;
		while (groups.size() < GROUPS || jobs(groups) < JOBS) {
			Map<String, Object> original = (Map<String, Object>) originals.get(copy % originals.size());
			Map<String, Object> renamed = new LinkedHashMap<>(original);
			renamed.put("name", original.get("name") + "-copy-" + (copy / originals.size() + 1));
			groups.add(renamed);
			copy++;
		}
		root.put("instance_groups", groups);
		Map<String, Object> configuration = (Map<String, Object>) root.get("configuration");
		Map<Object, Object> templates = new LinkedHashMap<>((Map<Object, Object>) configuration.get("templates"));
		List<Map.Entry<Object, Object>> entries = new ArrayList<>(templates.entrySet());
		for (int i = 0; templates.size() < TEMPLATES; i++) {
			Map.Entry<Object, Object> entry = entries.get(i % entries.size());
			templates.put(entry.getKey() + "_copy_" + (i / entries.size() + 1), entry.getValue());
		}
		configuration.put("templates", templates);
		return root;
	}

	/**
	 * The same shape without the fixture: v3 groups with run, ports and colocated
	 * containers, templates, variables.
	 */
	static Map<String, Object> synthetic() {
		Map<String, Object> root = new LinkedHashMap<>();
		List<Object> groups = new ArrayList<>();
		for (int g = 0; g < GROUPS; g++) {
			Map<String, Object> group = new LinkedHashMap<>();
			group.put("name", "group-" + g);
			group.put("description", "Synthetic group " + g + " of an SCF-sized manifest, for benchmarks.");
			if (g % 10 == 9) {
				group.put("type", "colocated-container");
			}
			group.put("tags", (g % 7 == 0) ? List.of("sequential-startup") : List.of());
			List<Object> jobs = new ArrayList<>();
			for (int j = 0; j < JOBS / GROUPS; j++) {
				Map<String, Object> job = new LinkedHashMap<>();
				job.put("name", "job-" + g + "-" + j);
				job.put("release", "release-" + (j % 8));
				Map<String, Object> properties = new LinkedHashMap<>();
				Map<String, Object> bosh = new LinkedHashMap<>();
				if (j == 0) {
					bosh.put("run", run(g));
					if (g % 10 == 0) {
						bosh.put("colocated_containers", List.of("group-" + (g + 9)));
					}
				}
				bosh.put("ports", List.of(Map.of("name", "port-" + j, "protocol", "TCP", "internal", 8000 + j)));
				properties.put("bosh_containerization", bosh);
				properties.put("some.property." + j, "((VARIABLE_" + j + "))");
				job.put("properties", properties);
				jobs.add(job);
			}
			group.put("jobs", jobs);
			groups.add(group);
		}
		root.put("instance_groups", groups);
		Map<String, Object> templates = new LinkedHashMap<>();
		for (int t = 0; t < TEMPLATES; t++) {
			templates.put("properties.synthetic.component_" + (t / 10) + ".setting_" + t,
					"((#VARIABLE_" + (t % 250) + "))((VARIABLE_" + (t % 250) + "))((/VARIABLE_" + (t % 250) + "))");
		}
		root.put("configuration", Map.of("templates", templates));
		List<Object> variables = new ArrayList<>();
		for (int v = 0; v < 250; v++) {
			Map<String, Object> options = new LinkedHashMap<>();
			options.put("description", "Variable " + v + " of the synthetic manifest, with a sentence of text.");
			options.put("default", (v % 3 == 0) ? "value-" + v : v);
			options.put("secret", v % 5 == 0);
			variables.add(Map.of("name", String.format("VARIABLE_%03d", v), "options", options));
		}
		root.put("variables", variables);
		return root;
	}

	private static Map<String, Object> run(int g) {
		Map<String, Object> run = new LinkedHashMap<>();
		run.put("scaling", Map.of("min", 1, "max", 3, "ha", 2));
		run.put("memory", 256 + g);
		run.put("virtual-cpus", 2);
		run.put("capabilities", List.of("NET_ADMIN"));
		run.put("volumes",
				List.of(Map.of("type", "persistent", "path", "/var/vcap/store", "tag", "store-" + g, "size", 20)));
		run.put("healthcheck", Map.of("readiness", Map.of("command", List.of("curl -sf http://localhost:8080/"))));
		return run;
	}

	@SuppressWarnings("unchecked")
	static int jobs(List<Object> groups) {
		int jobs = 0;
		for (Object group : groups) {
			jobs += ((List<Object>) ((Map<String, Object>) group).getOrDefault("jobs", List.of())).size();
		}
		return jobs;
	}

}
