package io.manifeststudio.export.rules;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.Set;

import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.rules.CheckTarget.Container;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;

/** Environment, E1 to E5 (Kubernetes' pkg/apis/core/validation/validation.go). */
final class EnvChecks {

	/** {@code RelaxedEnvironmentVariableValidation} is on by default from 1.32. */
	static final KubeVersion RELAXED = new KubeVersion(1, 32);

	private static final List<String> SOURCES = List.of("fieldRef", "resourceFieldRef", "configMapKeyRef",
			"secretKeyRef", "fileKeyRef");

	private static final List<String> REFS = List.of("secretKeyRef", "configMapKeyRef");

	private static final List<String> KEY_FIELDS = List.of("key", "name");

	private EnvChecks() {
	}

	static List<KubeCheck> checks() {
		return List.of(
				new KubeCheck("K8S-E1", Severity.ERROR, "Every environment variable needs a name.", null,
						EnvChecks::e1),
				new KubeCheck("K8S-E2", Severity.ERROR,
						"Environment variable names are letters, digits, '_', '-' and '.', not starting with a digit "
								+ "(from Kubernetes 1.32 any printable ASCII but '=').",
						"Rename the variable, e.g. in UPPER_SNAKE case.", EnvChecks::e2),
				new KubeCheck("K8S-E3", Severity.ERROR,
						"A variable takes its value from exactly one source, and not together with a value.", null,
						EnvChecks::e3),
				new KubeCheck("K8S-E4", Severity.ERROR,
						"envFrom entries name one ConfigMap or Secret and a valid prefix.", null, EnvChecks::e4),
				new KubeCheck("K8S-E5", Severity.WARNING,
						"A container defines the same variable twice; the later one hides the earlier, which may be "
								+ "lost when applied.",
						"Define each variable once.", EnvChecks::e5));
	}

	private static void e1(CheckTarget target, Sink sink) {
		for (Container container : target.containers()) {
			String[] names = target.envNames(container);
			for (int i = 0; i < names.length; i++) {
				if (names[i].isEmpty()) {
					sink.report(FieldError.required(container.node().item("env", i).path() + ".name", ""));
				}
			}
		}
	}

	/**
	 * Names found valid, by rule (strict or relaxed); names repeat across the containers
	 * of a manifest.
	 */
	private static final Map<Boolean, Set<String>> VALID = Map.of(true, ConcurrentHashMap.newKeySet(), false,
			ConcurrentHashMap.newKeySet());

	private static void e2(CheckTarget target, Sink sink) {
		boolean relaxed = target.kubeVersion().compareTo(RELAXED) >= 0;
		Set<String> valid = VALID.get(relaxed);
		for (Container container : target.containers()) {
			String[] names = target.envNames(container);
			for (int i = 0; i < names.length; i++) {
				String name = names[i];
				if (name.isEmpty() || valid.contains(name)) {
					continue;
				}
				List<String> messages = ApiNames.envVarName(name, relaxed);
				if (messages.isEmpty()) {
					// bounded by size: at most 50,000 names of at most 128 characters
					// (longer ones are checked each time)
					if (name.length() <= 128) {
						if (valid.size() > 50_000) {
							valid.clear();
						}
						valid.add(name);
					}
				}
				for (String message : messages) {
					sink.report(FieldError.invalid(container.node().item("env", i).path() + ".name", name, message));
				}
			}
		}
	}

	private static boolean blank(Object value) {
		return value == null || value.toString().isEmpty();
	}

	private static void e3(CheckTarget target, Sink sink) {
		for (Container container : target.containers()) {
			List<?> entries = container.node().values("env");
			boolean[] complete = target.completeEnvEntries(entries);
			for (int i = 0; i < entries.size(); i++) {
				Object entry = entries.get(i);
				if (complete[i] || !(entry instanceof Map<?, ?> raw) || raw.get("valueFrom") == null) {
					continue;
				}
				Map<?, ?> from = (raw.get("valueFrom") instanceof Map<?, ?> map) ? map : Map.of();
				if (from.size() == 1 && isCompleteSource(from) && blank(raw.get("value"))) {
					target.completeEnvEntry(entry);
					continue;
				}
				int sources = 0;
				for (String source : SOURCES) {
					if (from.get(source) != null) {
						sources++;
					}
				}
				if (sources == 1 && blank(raw.get("value")) && refsComplete(from)) {
					target.completeEnvEntry(entry);
					continue;
				}
				String path = container.node().path() + ".env[" + i + "].valueFrom";
				if (sources == 0) {
					sink.report(FieldError.invalid(path, "",
							"must specify one of: `fieldRef`, `resourceFieldRef`, `configMapKeyRef` or `secretKeyRef`"));
				}
				else if (sources > 1) {
					sink.report(FieldError.invalid(path, "", "may not have more than one field specified at a time"));
				}
				if (!blank(raw.get("value"))) {
					sink.report(FieldError.invalid(path, "", "may not be specified when `value` is not empty"));
				}
				for (String ref : REFS) {
					if (from.get(ref) instanceof Map<?, ?> key) {
						for (String field : KEY_FIELDS) {
							if (blank(key.get(field))) {
								sink.report(FieldError.required(path + "." + ref + "." + field, ""));
							}
						}
					}
				}
				if (from.get("fieldRef") instanceof Map<?, ?> field && blank(field.get("fieldPath"))) {
					sink.report(FieldError.required(path + ".fieldRef.fieldPath", ""));
				}
			}
		}
	}

	/**
	 * Whether a {@code valueFrom} of one field is one complete source, so E3 has nothing
	 * to say about it: the common case (the export's secrets), told from its only entry
	 * rather than by a lookup of every kind of source.
	 */
	private static boolean isCompleteSource(Map<?, ?> from) {
		Map.Entry<?, ?> only = from.entrySet().iterator().next();
		Object key = only.getKey();
		if (!SOURCES.contains(key) || only.getValue() == null) {
			return false;
		}
		if (REFS.contains(key)) {
			return only.getValue() instanceof Map<?, ?> ref && !blank(ref.get("key")) && !blank(ref.get("name"));
		}
		return !("fieldRef".equals(key) && only.getValue() instanceof Map<?, ?> field && blank(field.get("fieldPath")));
	}

	/**
	 * Whether every reference of a {@code valueFrom} names what it needs (what E3 asks
	 * past the source count).
	 */
	private static boolean refsComplete(Map<?, ?> from) {
		for (String ref : REFS) {
			if (from.get(ref) instanceof Map<?, ?> key) {
				for (String field : KEY_FIELDS) {
					if (blank(key.get(field))) {
						return false;
					}
				}
			}
		}
		return !(from.get("fieldRef") instanceof Map<?, ?> field && blank(field.get("fieldPath")));
	}

	private static void e4(CheckTarget target, Sink sink) {
		boolean relaxed = target.kubeVersion().compareTo(RELAXED) >= 0;
		for (Container container : target.containers()) {
			for (Node envFrom : container.node().items("envFrom")) {
				long sources = List.of("configMapRef", "secretRef").stream().filter(envFrom::has).count();
				if (sources != 1) {
					sink.report(FieldError.invalid(envFrom.path(), "",
							(sources == 0) ? "must specify one of: `configMapRef` or `secretRef`"
									: "may not have more than one field specified at a time"));
				}
				String prefix = envFrom.child("prefix").string();
				if (!prefix.isEmpty()) {
					for (String message : ApiNames.envVarName(prefix, relaxed)) {
						sink.report(FieldError.invalid(envFrom.path() + ".prefix", prefix, message));
					}
				}
			}
		}
	}

	private static void e5(CheckTarget target, Sink sink) {
		for (Container container : target.containers()) {
			String[] all = target.envNames(container);
			if (strictlyAscending(all)) {
				continue;
			}
			Set<String> names = new HashSet<>(all.length * 2);
			for (int i = 0; i < all.length; i++) {
				String name = all[i];
				if (!name.isEmpty() && !names.add(name)) {
					sink.warn(container.node().item("env", i).path(),
							"hides previous definition of \"" + name + "\", which may be dropped when using apply");
				}
			}
		}
	}

	/**
	 * Whether the names are all set and in strictly ascending order, so no two are the
	 * same: the export writes {@code env} sorted by name, and this spares a set of every
	 * name of every container.
	 */
	private static boolean strictlyAscending(String[] names) {
		String previous = null;
		for (String name : names) {
			if (name.isEmpty() || (previous != null && previous.compareTo(name) >= 0)) {
				return false;
			}
			previous = name;
		}
		return true;
	}

}
