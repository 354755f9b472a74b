package io.manifeststudio.export.rules;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.rules.CheckTarget.Container;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;

/** Environment, E1 to E5 (kubernetes-sidecars.md §1.5). */
final class EnvChecks {

	/** {@code RelaxedEnvironmentVariableValidation} is on by default from 1.32. */
	static final KubeVersion RELAXED = new KubeVersion(1, 32);

	private static final List<String> SOURCES = List.of("fieldRef", "resourceFieldRef", "configMapKeyRef",
			"secretKeyRef", "fileKeyRef");

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
			for (Node env : container.node().items("env")) {
				if (env.child("name").string().isEmpty()) {
					sink.report(FieldError.required(env.path() + ".name", ""));
				}
			}
		}
	}

	private static void e2(CheckTarget target, Sink sink) {
		boolean relaxed = target.kubeVersion().compareTo(RELAXED) >= 0;
		for (Container container : target.containers()) {
			for (Node env : container.node().items("env")) {
				String name = env.child("name").string();
				if (!name.isEmpty()) {
					for (String message : ApiNames.envVarName(name, relaxed)) {
						sink.report(FieldError.invalid(env.path() + ".name", name, message));
					}
				}
			}
		}
	}

	private static void e3(CheckTarget target, Sink sink) {
		for (Container container : target.containers()) {
			for (Node env : container.node().items("env")) {
				if (!env.has("valueFrom")) {
					continue;
				}
				Node from = env.child("valueFrom");
				long sources = SOURCES.stream().filter(from::has).count();
				if (sources == 0) {
					sink.report(FieldError.invalid(from.path(), "",
							"must specify one of: `fieldRef`, `resourceFieldRef`, `configMapKeyRef` or `secretKeyRef`"));
				}
				else if (sources > 1) {
					sink.report(FieldError.invalid(from.path(), "", "may not have more than one field specified at a time"));
				}
				if (!env.child("value").string().isEmpty()) {
					sink.report(FieldError.invalid(from.path(), "", "may not be specified when `value` is not empty"));
				}
				for (String ref : List.of("secretKeyRef", "configMapKeyRef")) {
					Node key = from.child(ref);
					if (key.isMap()) {
						for (String field : List.of("key", "name")) {
							if (key.child(field).string().isEmpty()) {
								sink.report(FieldError.required(key.path() + "." + field, ""));
							}
						}
					}
				}
				Node field = from.child("fieldRef");
				if (field.isMap() && field.child("fieldPath").string().isEmpty()) {
					sink.report(FieldError.required(field.path() + ".fieldPath", ""));
				}
			}
		}
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
			Set<String> names = new HashSet<>();
			for (Node env : container.node().items("env")) {
				String name = env.child("name").string();
				if (!name.isEmpty() && !names.add(name)) {
					sink.warn(env.path(), "hides previous definition of \"" + name
							+ "\", which may be dropped when using apply");
				}
			}
		}
	}

}
