package io.manifeststudio.export.helm;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import io.manifeststudio.export.KubeObject;
import io.manifeststudio.export.PodObjects;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.JobReference;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * The names a pod template refers to that fissile made of the chart version, made here of
 * what they stand for, so that a new chart version restarts only the pods whose own
 * objects changed:
 * <ul>
 * <li>the generated Secret, {@code secrets-<generator key>-<counter>}: fissile named it
 * {@code secrets-<chart version>-<counter>} (commit 64bc211f, "Redo how secrets are
 * generated", 2018-03-21: "All pods will be rotated when the chart is updated (new
 * generated secrets may have been added)"). Here the key is a hash of what the secret
 * generator is asked to make (every generated variable and its options), so a variable
 * added or changed gives a new name and the generator runs (it copies the values of the
 * Secret it made before and makes what is new), while any other change leaves the name,
 * and the pods reading it, as they were;</li>
 * <li>configgin's version tags ({@code CONFIGGIN_VERSION_TAG} and the key of each
 * {@code CONFIGGIN_IMPORT_<G>}): fissile used {@code <chart version>-<counter>} for all
 * (commit ecd93883, "Implement configgin startup synchronization", 2019-11-15), so an
 * importer waited until its provider had exported under the new tag. Here each group has
 * its own tag, a hash of what its containers run and export (image, environment, and its
 * jobs with their properties and links, but not its sizing), so a provider that changes
 * exports under a new tag, its importers wait for it, and nothing else restarts.</li>
 * </ul>
 */
record UpgradeKeys(String generatorKey, Map<String, String> groupTags) {

	/** Hex digits of SHA-256 kept: enough that two contents do not share one. */
	static final int LENGTH = 10;

	/**
	 * The key of what the secret generator is asked to make: a hash of every generated
	 * variable with its options.
	 */
	static String generatorKey(RoleManifest manifest) {
		return hash(HelmChartExporter.generatorSpecs(manifest));
	}

	/**
	 * The generator's Secret for the counter: {@code secrets-<generator key>-<counter>}.
	 */
	static String generatedSecret(RoleManifest manifest, int counter) {
		return "secrets-" + generatorKey(manifest) + "-" + counter;
	}

	static UpgradeKeys of(RoleManifest manifest, List<PodObjects> pods) {
		String generatorKey = generatorKey(manifest);
		Map<String, List<Object>> runs = new TreeMap<>();
		for (PodObjects pod : pods) {
			for (Map<String, Object> container : containers(pod.workload())) {
				Map<String, Object> what = new LinkedHashMap<>();
				what.put("image", container.get("image"));
				what.put("env", container.get("env"));
				runs.computeIfAbsent(String.valueOf(container.get("name")), (name) -> new ArrayList<>()).add(what);
			}
		}
		Map<String, String> tags = new TreeMap<>();
		runs.forEach((name, containers) -> {
			List<Object> what = new ArrayList<>(containers);
			manifest.group(name).ifPresent((group) -> what.add(jobs(group)));
			tags.put(name, hash(what));
		});
		return new UpgradeKeys(generatorKey, tags);
	}

	/** The tags of the containers of one pod and of the groups they import links from. */
	Map<String, String> tagsFor(PodObjects pod) {
		Map<String, String> tags = new TreeMap<>();
		for (Map<String, Object> container : containers(pod.workload())) {
			String name = String.valueOf(container.get("name"));
			putTag(tags, name);
			if (container.get("env") instanceof List<?> env) {
				for (Object entry : env) {
					if (entry instanceof Map<?, ?> variable && variable.get("valueFrom") instanceof Map<?, ?> from
							&& String.valueOf(variable.get("name")).startsWith("CONFIGGIN_IMPORT_")
							&& from.get("secretKeyRef") instanceof Map<?, ?> ref) {
						putTag(tags, String.valueOf(ref.get("name")));
					}
				}
			}
		}
		return tags;
	}

	private void putTag(Map<String, String> tags, String group) {
		String tag = this.groupTags.get(group);
		if (tag != null) {
			tags.put(group, tag);
		}
	}

	/**
	 * A group's jobs as they reach configgin: names, releases, links and properties
	 * without the containerization.
	 */
	private static List<Object> jobs(InstanceGroup group) {
		List<Object> jobs = new ArrayList<>();
		for (JobReference job : group.jobs()) {
			Map<String, Object> what = new LinkedHashMap<>();
			what.put("name", job.name());
			what.put("release", job.release());
			what.put("provides", job.provides());
			what.put("consumes", job.consumes());
			if (job.properties() != null) {
				Map<Object, Object> properties = new LinkedHashMap<>(job.properties());
				properties.remove("bosh_containerization");
				what.put("properties", properties);
			}
			jobs.add(what);
		}
		return jobs;
	}

	/** Every container and init container of a workload's pod template (or bare Pod). */
	@SuppressWarnings("unchecked")
	static List<Map<String, Object>> containers(KubeObject workload) {
		Map<String, Object> spec = (Map<String, Object>) workload.content().get("spec");
		if (spec == null) {
			return List.of();
		}
		if (spec.get("template") instanceof Map<?, ?> template) {
			spec = (Map<String, Object>) ((Map<String, Object>) template).get("spec");
		}
		List<Map<String, Object>> containers = new ArrayList<>();
		for (String field : List.of("initContainers", "containers")) {
			if (spec != null && spec.get(field) instanceof List<?> list) {
				list.forEach((container) -> containers.add((Map<String, Object>) container));
			}
		}
		return containers;
	}

	static String hash(Object value) {
		try {
			byte[] digest = MessageDigest.getInstance("SHA-256")
				.digest(TemplateLiterals.rawCompactJson(value).getBytes(StandardCharsets.UTF_8));
			return HexFormat.of().formatHex(digest).substring(0, LENGTH);
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("SHA-256 is part of every Java runtime", ex);
		}
	}

}
