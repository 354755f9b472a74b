package io.manifeststudio.manifest.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a {@code roles:} manifest's keys say about the fissile it was written for, from
 * fissile's history of {@code model/roles.go}. A key fissile stopped reading bounds it
 * from above: up to 5.0.0 a health check's {@code url}, {@code command}, {@code port} and
 * {@code headers} sat on {@code run.healthcheck} itself, and 5.1.0 moved them under
 * {@code readiness} and {@code liveness} (44abf92f, 2017-06-12: written the old way,
 * 5.1.0 and later drop them silently and make no probe); the tags {@code clustered} (read
 * from 50a586d4, 2017-03-15), {@code indexed} (da2a30db, 2018-02-07) and {@code dev-only}
 * were read until 5.2.0, and 5.3.0 refused them as "Unknown tag" (86fc6266, 9341cdbe,
 * 2018-05-31). A key fissile started reading bounds it from below, so that a manifest
 * mixing both (a later manifest that kept an old key by mistake, as in fissile's own test
 * manifests) is left to the newest generation rather than moved back.
 */
final class RolesEraSignals {

	/** The keys a fissile started to read, with the first generation that read each. */
	private static final List<Signal> RUN_FROM = List.of(
			new Signal("scaling.ha", FissileGeneration.FISSILE_5_1, "6d8c75e2"),
			new Signal("scaling.must_be_odd", FissileGeneration.FISSILE_5_1, "d72007da"),
			new Signal("affinity", FissileGeneration.FISSILE_5_1, "406f3521"),
			new Signal("service-account", FissileGeneration.FISSILE_5_1, "f3489385"),
			new Signal("healthcheck.readiness", FissileGeneration.FISSILE_5_1, "5406a338"),
			new Signal("healthcheck.liveness", FissileGeneration.FISSILE_5_1, "5406a338"),
			new Signal("cpu", FissileGeneration.FISSILE_5_2, "a24c880a"),
			new Signal("mem", FissileGeneration.FISSILE_5_2, "a24c880a"),
			new Signal("volumes", FissileGeneration.FISSILE_5, "a9c3166a"),
			new Signal("active-passive-probe", FissileGeneration.FISSILE_5, "017a74a6"));

	private static final List<String> HEALTH_CHECK_UNTIL_5_0 = List.of("url", "command", "port", "headers");

	private static final List<String> TAGS_UNTIL_5_2 = List.of("clustered", "indexed", "dev-only");

	private static final List<String> TAGS_FROM_5_3 = List.of("headless", "sequential-startup", "active-passive");

	private final List<String> newer = new ArrayList<>();

	private final List<String> older = new ArrayList<>();

	private FissileGeneration lowest = FissileGeneration.FISSILE_0_12;

	private FissileGeneration highest = FissileGeneration.FISSILE_5;

	private RolesEraSignals() {
	}

	/**
	 * The newest generation that read every key as written, and why; {@code null} when
	 * nothing bounds it, or the bounds disagree.
	 */
	static FissileGeneration.Choice of(RoleManifest manifest) {
		RolesEraSignals signals = new RolesEraSignals();
		signals.read(manifest.document().root());
		if (signals.older.isEmpty() || signals.lowest.ordinal() > signals.highest.ordinal()) {
			return null;
		}
		return new FissileGeneration.Choice(signals.highest, false,
				"the manifest uses roles: and " + String.join("; ", signals.older) + ", which fissile after "
						+ signals.highest.description().replaceFirst(" \\(.*", "") + " no longer read"
						+ (signals.newer.isEmpty() ? "" : " (it also uses " + String.join("; ", signals.newer) + ")"));
	}

	private void read(Map<Object, Object> root) {
		if (root.get("configuration") instanceof Map<?, ?> configuration && configuration.get("auth") != null) {
			from(FissileGeneration.FISSILE_5_1, "configuration.auth (f3489385)");
		}
		if (root.get("configuration") instanceof Map<?, ?> configuration
				&& configuration.get("variables") instanceof List<?> variables) {
			for (Object variable : variables) {
				if (variable instanceof Map<?, ?> map) {
					variableKeys(map);
				}
			}
		}
		if (!(root.get("roles") instanceof List<?> roles)) {
			return;
		}
		for (Object role : roles) {
			if (role instanceof Map<?, ?> map) {
				role(map);
			}
		}
	}

	private void variableKeys(Map<?, ?> variable) {
		if (variable.containsKey("secret")) {
			from(FissileGeneration.FISSILE_5_1, "a variable's secret (56c65672)");
		}
		if (variable.containsKey("required")) {
			from(FissileGeneration.FISSILE_5_1, "a variable's required (69d0767a)");
		}
		if (variable.containsKey("immutable")) {
			from(FissileGeneration.FISSILE_5_2, "a variable's immutable (64bc211f)");
		}
		if (variable.containsKey("previous_names")) {
			from(FissileGeneration.FISSILE_5_2, "a variable's previous_names (ff4f86f1)");
		}
	}

	private void role(Map<?, ?> role) {
		String name = String.valueOf(role.get("name"));
		if (role.containsKey("colocated_containers")) {
			from(FissileGeneration.FISSILE_5, "roles[" + name + "].colocated_containers (c613c027)");
		}
		if (role.get("tags") instanceof List<?> tags) {
			for (Object tag : tags) {
				if (TAGS_UNTIL_5_2.contains(String.valueOf(tag))) {
					until(FissileGeneration.FISSILE_5_2, "roles[" + name + "] is tagged " + tag
							+ " (refused as \"Unknown tag\" from 5.3.0, 86fc6266)");
				}
				if (TAGS_FROM_5_3.contains(String.valueOf(tag))) {
					from(FissileGeneration.FISSILE_5, "roles[" + name + "] is tagged " + tag + " (86fc6266)");
				}
			}
		}
		if (!(role.get("run") instanceof Map<?, ?> run)) {
			return;
		}
		for (Signal signal : RUN_FROM) {
			if (signal.in(run)) {
				from(signal.generation(), "roles[" + name + "].run." + signal.path() + " (" + signal.commit() + ")");
			}
		}
		if (run.get("healthcheck") instanceof Map<?, ?> check) {
			for (String key : HEALTH_CHECK_UNTIL_5_0) {
				if (check.containsKey(key)) {
					until(FissileGeneration.FISSILE_5_0, "roles[" + name + "].run.healthcheck." + key
							+ " (5.1.0 read it only under readiness or liveness, 44abf92f)");
				}
			}
		}
		if (run.get("exposed-ports") instanceof List<?> ports) {
			for (Object port : ports) {
				if (port instanceof Map<?, ?> map && (map.containsKey("count") || map.containsKey("max")
						|| map.containsKey("port-configurable") || map.containsKey("count-configurable"))) {
					from(FissileGeneration.FISSILE_5_2, "roles[" + name + "] port counts (a3d6f101, 08533dd5)");
				}
			}
		}
	}

	private void from(FissileGeneration generation, String what) {
		this.newer.add(what);
		if (generation.ordinal() > this.lowest.ordinal()) {
			this.lowest = generation;
		}
	}

	private void until(FissileGeneration generation, String what) {
		this.older.add(what);
		if (generation.ordinal() < this.highest.ordinal()) {
			this.highest = generation;
		}
	}

	/** A key under {@code run}, dotted, first read by a generation's fissile. */
	private record Signal(String path, FissileGeneration generation, String commit) {

		boolean in(Map<?, ?> run) {
			Object current = run;
			for (String segment : this.path.split("\\.")) {
				if (!(current instanceof Map<?, ?> map) || !map.containsKey(segment)) {
					return false;
				}
				current = map.get(segment);
			}
			return true;
		}

	}

}
