package io.manifeststudio.review;

import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

import io.manifeststudio.manifest.Cancellation;
import io.manifeststudio.manifest.model.ColocatedReference;
import io.manifeststudio.manifest.model.ContainerMode;
import io.manifeststudio.manifest.model.FeatureFlags;
import io.manifeststudio.manifest.model.HealthCheck;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.JobReference;
import io.manifeststudio.manifest.model.Port;
import io.manifeststudio.manifest.model.Probe;
import io.manifeststudio.manifest.model.Release;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.RunSettings;
import io.manifeststudio.manifest.model.Scaling;
import io.manifeststudio.manifest.model.Variable;
import io.manifeststudio.manifest.model.VariableOptions;
import io.manifeststudio.manifest.model.Volume;

/**
 * What changed between two versions of a manifest, in words, computed from the two parsed
 * models (not from their text, so that reformatting or moving lines says nothing and a
 * container moved between pods says exactly that): groups added, removed and renamed;
 * containers placed, removed, moved between pods, made sidecars or colocated again,
 * reordered; and for each group its type, image, feature flags, jobs, run settings
 * (memory, CPU, scaling, capabilities, privileged, flight stage, service account), ports,
 * volumes, health checks, tags and templates; then the variables, global templates and
 * releases.
 * <p>
 * A group is taken as renamed when a group is gone and a new one of the same type is
 * written exactly like it but for its name (what the editor's rename does), or else when
 * they are the only ones of their type gone and added and run the same jobs. Placements
 * follow a rename: a pod renamed with its containers says only that it was renamed.
 */
public final class ModelComparison {

	private ModelComparison() {
	}

	public static List<ModelChange> compare(RoleManifest before, RoleManifest after) {
		List<ModelChange> changes = new ArrayList<>();
		Map<String, String> renamed = renames(before, after);
		Map<String, InstanceGroup> oldGroups = byName(before.instanceGroups());
		Map<String, InstanceGroup> newGroups = byName(after.instanceGroups());
		for (InstanceGroup group : before.instanceGroups()) {
			if (!newGroups.containsKey(group.name()) && !renamed.containsKey(group.name())) {
				changes.add(ModelChange.of("group " + group.name() + " removed", Anchor.group(group.name())));
			}
		}
		Set<String> renameTargets = new LinkedHashSet<>(renamed.values());
		for (InstanceGroup group : after.instanceGroups()) {
			if (!oldGroups.containsKey(group.name()) && !renameTargets.contains(group.name())) {
				changes.add(ModelChange.of("group " + group.name() + " added (" + typeName(group) + ")",
						Anchor.group(group.name())));
			}
		}
		renamed.forEach((from, to) -> changes
			.add(ModelChange.of("group " + from + " renamed to " + to, Anchor.group(from), Anchor.group(to))));
		comparePlacements(before, after, renamed, changes);
		Map<String, String> oldNameOf = new HashMap<>();
		renamed.forEach((from, to) -> oldNameOf.put(to, from));
		for (InstanceGroup group : after.instanceGroups()) {
			Cancellation.check();
			InstanceGroup old = oldGroups.get(oldNameOf.getOrDefault(group.name(), group.name()));
			if (old != null && (oldNameOf.containsKey(group.name()) || !renamed.containsKey(group.name()))) {
				new GroupComparison(old, group, changes).compare();
			}
		}
		compareVariables(before.variables(), after.variables(), changes);
		compareMap("global template", null, "configuration.templates", before.configuration().templates(),
				after.configuration().templates(), changes);
		compareReleases(before.releases(), after.releases(), changes);
		return List.copyOf(changes);
	}

	/** The sentences alone. */
	public static List<String> summary(RoleManifest before, RoleManifest after) {
		return compare(before, after).stream().map(ModelChange::text).toList();
	}

	// ---- renames

	private static Map<String, String> renames(RoleManifest before, RoleManifest after) {
		Set<String> oldNames = byName(before.instanceGroups()).keySet();
		Set<String> newNames = byName(after.instanceGroups()).keySet();
		List<InstanceGroup> gone = before.instanceGroups()
			.stream()
			.filter((g) -> !newNames.contains(g.name()))
			.toList();
		List<InstanceGroup> added = new ArrayList<>(
				after.instanceGroups().stream().filter((g) -> !oldNames.contains(g.name())).toList());
		Map<String, String> renamed = new LinkedHashMap<>();
		List<InstanceGroup> unmatched = new ArrayList<>();
		for (InstanceGroup old : gone) {
			Object oldBody = bodyWithoutName(before, old);
			InstanceGroup match = added.stream()
				.filter((g) -> g.type() == old.type() && Objects.equals(oldBody, bodyWithoutName(after, g)))
				.findFirst()
				.orElse(null);
			if (match != null) {
				renamed.put(old.name(), match.name());
				added.remove(match);
			}
			else {
				unmatched.add(old);
			}
		}
		for (InstanceGroup old : unmatched) {
			List<InstanceGroup> sameType = added.stream().filter((g) -> g.type() == old.type()).toList();
			long goneOfType = unmatched.stream().filter((g) -> g.type() == old.type()).count();
			if (sameType.size() == 1 && goneOfType == 1 && !old.jobs().isEmpty()
					&& jobNames(old).equals(jobNames(sameType.get(0)))) {
				renamed.put(old.name(), sameType.get(0).name());
				added.remove(sameType.get(0));
			}
		}
		return renamed;
	}

	/**
	 * The group as written, without its name and with its pod's references left out (they
	 * may name renamed groups).
	 */
	private static Object bodyWithoutName(RoleManifest manifest, InstanceGroup group) {
		Object body = manifest.document().get(group.location());
		if (!(body instanceof Map<?, ?> map)) {
			return body;
		}
		Map<Object, Object> copy = new LinkedHashMap<>(map);
		copy.remove("name");
		return copy;
	}

	private static List<String> jobNames(InstanceGroup group) {
		return group.jobs().stream().map(JobReference::name).toList();
	}

	// ---- placements

	private record Placement(String pod, ContainerMode mode) {
	}

	private static void comparePlacements(RoleManifest before, RoleManifest after, Map<String, String> renamed,
			List<ModelChange> changes) {
		Function<String, String> current = (name) -> renamed.getOrDefault(name, name);
		Map<String, Map<String, ContainerMode>> oldPlacements = placements(before, current);
		Map<String, Map<String, ContainerMode>> newPlacements = placements(after, Function.identity());
		Set<String> containers = new LinkedHashSet<>(oldPlacements.keySet());
		containers.addAll(newPlacements.keySet());
		for (String container : containers) {
			Map<String, ContainerMode> was = oldPlacements.getOrDefault(container, Map.of());
			Map<String, ContainerMode> now = newPlacements.getOrDefault(container, Map.of());
			List<String> leftPods = was.keySet().stream().filter((pod) -> !now.containsKey(pod)).toList();
			List<String> joinedPods = now.keySet().stream().filter((pod) -> !was.containsKey(pod)).toList();
			if (leftPods.size() == 1 && joinedPods.size() == 1) {
				String from = leftPods.get(0);
				String to = joinedPods.get(0);
				String mode = (was.get(from) != now.get(to)) ? " and became " + modeWords(now.get(to), to) : "";
				changes.add(ModelChange.of(container + " moved from pod " + from + " to pod " + to + mode,
						Anchor.placement(from, container), Anchor.placement(to, container)));
			}
			else {
				for (String pod : leftPods) {
					changes
						.add(ModelChange.of(container + " removed from pod " + pod, Anchor.placement(pod, container)));
				}
				for (String pod : joinedPods) {
					String mode = (now.get(pod) == ContainerMode.SIDECAR) ? " as a sidecar" : "";
					changes.add(ModelChange.of(container + " placed in pod " + pod + mode,
							Anchor.placement(pod, container)));
				}
			}
			for (Map.Entry<String, ContainerMode> entry : now.entrySet()) {
				ContainerMode old = was.get(entry.getKey());
				if (old != null && old != entry.getValue()) {
					changes.add(ModelChange.of(container + " became " + modeWords(entry.getValue(), entry.getKey()),
							Anchor.placement(entry.getKey(), container)));
				}
			}
		}
		Map<String, List<String>> oldOrder = orders(before, current);
		for (Map.Entry<String, List<String>> pod : orders(after, Function.identity()).entrySet()) {
			List<String> was = oldOrder.get(pod.getKey());
			if (was == null) {
				continue;
			}
			List<String> keptBefore = was.stream().filter(pod.getValue()::contains).toList();
			List<String> keptNow = pod.getValue().stream().filter(was::contains).toList();
			if (!keptBefore.equals(keptNow)) {
				List<Anchor> places = new ArrayList<>();
				keptNow.forEach((container) -> places.add(Anchor.placement(pod.getKey(), container)));
				changes.add(new ModelChange(
						"containers of pod " + pod.getKey() + " reordered: " + String.join(", ", pod.getValue()),
						places));
			}
		}
	}

	private static String modeWords(ContainerMode mode, String pod) {
		return (mode == ContainerMode.SIDECAR) ? "a sidecar of " + pod : "a colocated container of " + pod;
	}

	/**
	 * Container name to (pod name to mode), pods and containers named as {@code name}
	 * says.
	 */
	private static Map<String, Map<String, ContainerMode>> placements(RoleManifest manifest,
			Function<String, String> name) {
		Map<String, Map<String, ContainerMode>> placements = new LinkedHashMap<>();
		for (InstanceGroup group : manifest.instanceGroups()) {
			for (ColocatedReference reference : group.colocatedContainers()) {
				placements.computeIfAbsent(name.apply(reference.name()), (key) -> new LinkedHashMap<>())
					.putIfAbsent(name.apply(group.name()), group.modeOf(reference.name()));
			}
		}
		return placements;
	}

	private static Map<String, List<String>> orders(RoleManifest manifest, Function<String, String> name) {
		Map<String, List<String>> orders = new LinkedHashMap<>();
		for (InstanceGroup group : manifest.instanceGroups()) {
			if (!group.colocatedContainers().isEmpty()) {
				orders.put(name.apply(group.name()),
						group.colocatedContainers().stream().map((ref) -> name.apply(ref.name())).distinct().toList());
			}
		}
		return orders;
	}

	// ---- one group

	private static final class GroupComparison {

		private final InstanceGroup old;

		private final InstanceGroup now;

		private final String name;

		private final List<ModelChange> changes;

		GroupComparison(InstanceGroup old, InstanceGroup now, List<ModelChange> changes) {
			this.old = old;
			this.now = now;
			this.name = now.name();
			this.changes = changes;
		}

		void compare() {
			setting("type", "type", typeName(this.old), typeName(this.now), "");
			setting("image", "image", this.old.image(), this.now.image(), "");
			FeatureFlags was = this.old.features();
			FeatureFlags is = this.now.features();
			setting("default_feature", "default feature", was.defaultFeature(), is.defaultFeature(), "");
			setting("if_feature", "if feature", was.ifFeature(), is.ifFeature(), "");
			setting("unless_feature", "unless feature", was.unlessFeature(), is.unlessFeature(), "");
			jobs();
			run(this.old.run(), this.now.run());
			ports();
			volumes(this.old.run().volumes(), this.now.run().volumes());
			healthCheck("liveness", probe(this.old.run().healthCheck(), true),
					probe(this.now.run().healthCheck(), true));
			healthCheck("readiness", probe(this.old.run().healthCheck(), false),
					probe(this.now.run().healthCheck(), false));
			listItems("tag", "tags", this.old.tags(), this.now.tags());
			compareMap("template", this.name, "templates", this.old.templates(), this.now.templates(), this.changes);
		}

		private void jobs() {
			Map<String, JobReference> was = new LinkedHashMap<>();
			this.old.jobs().forEach((job) -> was.putIfAbsent(job.name(), job));
			Map<String, JobReference> is = new LinkedHashMap<>();
			this.now.jobs().forEach((job) -> is.putIfAbsent(job.name(), job));
			was.keySet()
				.stream()
				.filter((job) -> !is.containsKey(job))
				.forEach((job) -> add("job " + job + " removed from " + this.name, "jobs"));
			is.values()
				.stream()
				.filter((job) -> !was.containsKey(job.name()))
				.forEach((job) -> add("job " + job.name() + " added to " + this.name
						+ ((job.release() != null) ? " (release " + job.release() + ")" : ""), "jobs"));
			for (JobReference job : is.values()) {
				JobReference before = was.get(job.name());
				if (before != null && !Objects.equals(before.release(), job.release())) {
					add("job " + job.name() + " of " + this.name + " now comes from release " + job.release() + " (was "
							+ before.release() + ")", "jobs");
				}
				if (before != null && !Objects.equals(before.properties(), job.properties()) && !Objects
					.equals(withoutContainerization(before.properties()), withoutContainerization(job.properties()))) {
					add("properties of job " + job.name() + " of " + this.name + " changed", "jobs");
				}
			}
		}

		private void run(RunSettings was, RunSettings is) {
			setting("run.memory", "memory", was.memory(), is.memory(), " MiB");
			setting("run.mem.request", "memory request", was.memoryRequest(), is.memoryRequest(), " MiB");
			setting("run.mem.limit", "memory limit", was.memoryLimit(), is.memoryLimit(), " MiB");
			setting("run.virtual-cpus", "virtual CPUs", number(was.virtualCpus()), number(is.virtualCpus()), "");
			setting("run.cpu.request", "CPU request", number(was.cpuRequest()), number(is.cpuRequest()), "");
			setting("run.cpu.limit", "CPU limit", number(was.cpuLimit()), number(is.cpuLimit()), "");
			Scaling a = was.scaling();
			Scaling b = is.scaling();
			setting("run.scaling.min", "minimum scaling", a.min(), b.min(), "");
			setting("run.scaling.max", "maximum scaling", a.max(), b.max(), "");
			setting("run.scaling.ha", "HA scaling", a.ha(), b.ha(), "");
			setting("run.scaling.must_be_odd", "odd scaling", a.mustBeOdd(), b.mustBeOdd(), "");
			listItems("capability", "run.capabilities", was.capabilities(), is.capabilities());
			setting("run.privileged", "privileged", was.privileged(), is.privileged(), "");
			setting("run.flight-stage", "flight stage", was.flightStage(), is.flightStage(), "");
			setting("run.service-account", "service account", was.serviceAccount(), is.serviceAccount(), "");
			setting("run.active-passive-probe", "active/passive probe", was.activePassiveProbe(),
					is.activePassiveProbe(), "");
			if (!Objects.equals(was.affinity(), is.affinity())) {
				add("affinity of " + this.name + " changed", "run.affinity");
			}
			listItems("environment variable", "run.env", nullToEmpty(was.env()), nullToEmpty(is.env()));
		}

		private void ports() {
			Map<String, Port> was = portsByKey(this.old.ports());
			Map<String, Port> is = portsByKey(this.now.ports());
			was.forEach((key, port) -> {
				if (!is.containsKey(key)) {
					add("port " + portWords(port) + " removed from " + this.name, "ports");
				}
			});
			is.forEach((key, port) -> {
				Port before = was.get(key);
				if (before == null) {
					add("port " + portWords(port) + " added to " + this.name, "ports");
				}
				else {
					List<String> differences = new ArrayList<>();
					difference(differences, "internal", before.internal(), port.internal());
					difference(differences, "external", before.external(), port.external());
					difference(differences, "protocol", before.protocol(), port.protocol());
					difference(differences, "count", before.count(), port.count());
					difference(differences, "max", before.max(), port.max());
					difference(differences, "public", before.isPublic(), port.isPublic());
					if (!differences.isEmpty()) {
						add("port " + key + " of " + this.name + " changed: " + String.join(", ", differences),
								"ports");
					}
				}
			});
		}

		private void volumes(List<Volume> wasList, List<Volume> isList) {
			Map<String, Volume> was = volumesByKey(wasList);
			Map<String, Volume> is = volumesByKey(isList);
			was.forEach((key, volume) -> {
				if (!is.containsKey(key)) {
					add("volume " + key + " removed from " + this.name, "run.volumes");
				}
			});
			is.forEach((key, volume) -> {
				Volume before = was.get(key);
				if (before == null) {
					add("volume " + key + " added to " + this.name + " (" + volumeWords(volume) + ")", "run.volumes");
				}
				else if (!volumeWords(before).equals(volumeWords(volume))
						|| !Objects.equals(before.annotations(), volume.annotations())) {
					add("volume " + key + " of " + this.name + " changed from " + volumeWords(before) + " to "
							+ volumeWords(volume), "run.volumes");
				}
			});
		}

		private void healthCheck(String kind, Probe was, Probe is) {
			String field = "run.healthcheck." + kind;
			if (was == null && is == null) {
				return;
			}
			if (was == null) {
				add(kind + " check added to " + this.name + " (" + probeWords(is) + ")", field);
			}
			else if (is == null) {
				add(kind + " check removed from " + this.name, field);
			}
			else if (!probeWords(was).equals(probeWords(is))) {
				add(kind + " check of " + this.name + " changed from " + probeWords(was) + " to " + probeWords(is),
						field);
			}
		}

		private void listItems(String noun, String field, List<String> was, List<String> is) {
			for (String item : new LinkedHashSet<>(was)) {
				if (!is.contains(item)) {
					add(noun + " " + item + " removed from " + this.name, field);
				}
			}
			for (String item : new LinkedHashSet<>(is)) {
				if (!was.contains(item)) {
					add(noun + " " + item + " added to " + this.name, field);
				}
			}
		}

		private void setting(String field, String words, Object was, Object is, String unit) {
			if (Objects.equals(was, is)) {
				return;
			}
			if (was == null) {
				add(words + " of " + this.name + " set to " + is + unit, field);
			}
			else if (is == null) {
				add(words + " of " + this.name + " removed (was " + was + unit + ")", field);
			}
			else {
				add(words + " of " + this.name + " changed from " + was + unit + " to " + is + unit, field);
			}
		}

		private void add(String text, String field) {
			this.changes.add(ModelChange.of(text, Anchor.field(this.name, field)));
		}

	}

	// ---- manifest-wide

	private static void compareVariables(List<Variable> before, List<Variable> after, List<ModelChange> changes) {
		Map<String, Variable> was = new LinkedHashMap<>();
		before.forEach((variable) -> was.putIfAbsent(variable.name(), variable));
		Map<String, Variable> is = new LinkedHashMap<>();
		after.forEach((variable) -> is.putIfAbsent(variable.name(), variable));
		was.keySet()
			.stream()
			.filter((name) -> !is.containsKey(name))
			.forEach((name) -> changes.add(ModelChange.of("variable " + name + " removed", Anchor.MANIFEST)));
		for (Variable variable : is.values()) {
			Variable old = was.get(variable.name());
			if (old == null) {
				changes.add(ModelChange.of(
						"variable " + variable.name() + " added" + (variable.isSecret() ? " (secret)" : ""),
						Anchor.MANIFEST));
				continue;
			}
			List<String> differences = new ArrayList<>();
			if (!Objects.equals(old.type(), variable.type())) {
				differences.add("type");
			}
			for (RecordComponent component : VariableOptions.class.getRecordComponents()) {
				if (!Objects.equals(read(component, old.options()), read(component, variable.options()))) {
					differences.add(component.getName());
				}
			}
			if (!differences.isEmpty()) {
				changes
					.add(ModelChange.of("variable " + variable.name() + " changed: " + String.join(", ", differences),
							Anchor.MANIFEST));
			}
		}
	}

	private static Object read(RecordComponent component, Object record) {
		try {
			return component.getAccessor().invoke(record);
		}
		catch (ReflectiveOperationException ex) {
			throw new IllegalStateException("Cannot read " + component.getName() + " of a variable", ex);
		}
	}

	private static void compareReleases(List<Release> before, List<Release> after, List<ModelChange> changes) {
		Map<String, Release> was = new LinkedHashMap<>();
		before.forEach((release) -> was.putIfAbsent(release.name(), release));
		Map<String, Release> is = new LinkedHashMap<>();
		after.forEach((release) -> is.putIfAbsent(release.name(), release));
		was.keySet()
			.stream()
			.filter((name) -> !is.containsKey(name))
			.forEach((name) -> changes.add(ModelChange.of("release " + name + " removed", Anchor.MANIFEST)));
		for (Release release : is.values()) {
			Release old = was.get(release.name());
			if (old == null) {
				changes.add(ModelChange.of(
						"release " + release.name() + " added"
								+ ((release.version() != null) ? " (version " + release.version() + ")" : ""),
						Anchor.MANIFEST));
			}
			else if (!Objects.equals(old.version(), release.version()) || !Objects.equals(old.url(), release.url())
					|| !Objects.equals(old.sha1(), release.sha1())) {
				changes.add(ModelChange.of("release " + release.name() + " changed from version " + old.version()
						+ " to " + release.version(), Anchor.MANIFEST));
			}
		}
	}

	/** Keys added, removed and changed of a templates map (keys compared as text). */
	private static void compareMap(String noun, String group, String field, Map<Object, Object> before,
			Map<Object, Object> after, List<ModelChange> changes) {
		Anchor place = (group != null) ? Anchor.field(group, field) : Anchor.MANIFEST;
		String of = (group != null) ? " of " + group : "";
		Map<String, Object> was = textKeys(before);
		Map<String, Object> is = textKeys(after);
		was.keySet()
			.stream()
			.filter((key) -> !is.containsKey(key))
			.forEach((key) -> changes.add(ModelChange.of(noun + " " + key + of + " removed", place)));
		is.forEach((key, value) -> {
			if (!was.containsKey(key)) {
				changes.add(ModelChange.of(noun + " " + key + of + " added", place));
			}
			else if (!Objects.equals(was.get(key), value)) {
				changes.add(ModelChange.of(noun + " " + key + of + " changed", place));
			}
		});
	}

	// ---- words

	private static Map<String, Object> textKeys(Map<Object, Object> map) {
		Map<String, Object> result = new LinkedHashMap<>();
		if (map != null) {
			map.forEach((key, value) -> result.putIfAbsent(String.valueOf(key), value));
		}
		return result;
	}

	private static Map<String, InstanceGroup> byName(List<InstanceGroup> groups) {
		Map<String, InstanceGroup> byName = new LinkedHashMap<>();
		for (InstanceGroup group : groups) {
			if (group.name() != null) {
				byName.putIfAbsent(group.name(), group);
			}
		}
		return byName;
	}

	private static String typeName(InstanceGroup group) {
		String name = group.type().yamlName();
		return name.isEmpty() ? String.valueOf(group.typeName()) : name;
	}

	private static Map<String, Port> portsByKey(List<Port> ports) {
		Map<String, Port> byKey = new LinkedHashMap<>();
		for (Port port : ports) {
			byKey.putIfAbsent((port.name() != null && !port.name().isEmpty()) ? port.name() : port.internal(), port);
		}
		return byKey;
	}

	private static String portWords(Port port) {
		String number = (port.internal() != null) ? port.internal() : "?";
		boolean named = port.name() != null && !port.name().isEmpty() && !port.name().equals(number);
		return number + (named ? " (" + port.name() + ")" : "");
	}

	private static Map<String, Volume> volumesByKey(List<Volume> volumes) {
		Map<String, Volume> byKey = new LinkedHashMap<>();
		for (Volume volume : volumes) {
			byKey.putIfAbsent((volume.path() != null) ? volume.path() : String.valueOf(volume.tag()), volume);
		}
		return byKey;
	}

	private static String volumeWords(Volume volume) {
		List<String> words = new ArrayList<>();
		words.add(String.valueOf(volume.type()));
		if (volume.tag() != null) {
			words.add("tag " + volume.tag());
		}
		if (volume.size() != null) {
			words.add(volume.size() + " GB");
		}
		return String.join(", ", words);
	}

	private static Probe probe(HealthCheck check, boolean liveness) {
		if (check == null) {
			return null;
		}
		return liveness ? check.liveness() : check.readiness();
	}

	private static String probeWords(Probe probe) {
		List<String> words = new ArrayList<>();
		if (probe.url() != null && !probe.url().isEmpty()) {
			words.add("url " + probe.url());
		}
		if (probe.command() != null && !probe.command().isEmpty()) {
			words.add("command " + String.join(" ", probe.command()));
		}
		if (probe.port() != null && probe.port() != 0) {
			words.add("port " + probe.port());
		}
		timing(words, "initial delay", probe.initialDelay());
		timing(words, "period", probe.period());
		timing(words, "timeout", probe.timeout());
		timing(words, "success threshold", probe.successThreshold());
		timing(words, "failure threshold", probe.failureThreshold());
		if (probe.headers() != null && !probe.headers().isEmpty()) {
			words.add("headers " + probe.headers());
		}
		return words.isEmpty() ? "empty" : String.join(", ", words);
	}

	private static void timing(List<String> words, String name, Long value) {
		if (value != null) {
			words.add(name + " " + value);
		}
	}

	private static void difference(List<String> differences, String name, Object was, Object is) {
		if (!Objects.equals(was, is)) {
			differences.add(name + " " + was + " → " + is);
		}
	}

	private static String number(Double value) {
		return (value != null) ? BigDecimal.valueOf(value).stripTrailingZeros().toPlainString() : null;
	}

	private static List<String> nullToEmpty(List<String> list) {
		return (list != null) ? list : List.of();
	}

	private static Object withoutContainerization(Map<Object, Object> properties) {
		if (properties == null) {
			return Map.of();
		}
		Map<Object, Object> copy = new LinkedHashMap<>(properties);
		copy.remove("bosh_containerization");
		return copy;
	}

}
