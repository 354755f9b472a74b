package io.manifeststudio.validation.studio;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import io.manifeststudio.manifest.InstanceGroup;
import io.manifeststudio.manifest.JobReference;
import io.manifeststudio.manifest.RoleManifest;
import io.manifeststudio.manifest.RunSettings;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * A sidecar the main container needs should have a startup probe (kubernetes-sidecars.md §1.2, §1.5 G5): a native
 * sidecar only holds back the next containers until it has <em>started</em>, which means its {@code startupProbe}
 * succeeded if it has one, else merely that its process runs. The manifest cannot say that the main container needs
 * a sidecar, so this rule takes two signals from it: the sidecar listens on ports (something in the pod talks to
 * it), or one of its jobs provides a link that a job of the main group consumes. A sidecar whose group declares a
 * readiness check is left alone. Info only.
 */
final class SidecarStartupProbeRule extends StudioRule {

	SidecarStartupProbeRule() {
		super("SIDECAR-STARTUP-PROBE");
	}

	@Override
	public void check(ValidationContext context) {
		RoleManifest manifest = context.manifest();
		for (InstanceGroup main : manifest.instanceGroups()) {
			if (!main.type().makesWorkload()) {
				continue;
			}
			for (SidecarEntry entry : SidecarEntry.of(manifest, main)) {
				InstanceGroup sidecar = manifest.group(entry.name()).orElse(null);
				if (sidecar == null || !sidecar.isColocatedContainer() || hasReadiness(sidecar)) {
					continue;
				}
				List<String> signals = signals(main, sidecar);
				if (signals.isEmpty()) {
					continue;
				}
				String mainName = ManifestPaths.name(main);
				context.report(Severity.INFO, FieldError.required(ManifestPaths.group(manifest, main) + ".sidecars["
						+ entry.name() + "]", "a startup probe, so that " + mainName + " starts only once "
								+ entry.name() + " is usable (" + String.join("; ", signals) + ")"),
						entry.location())
					.explanation("As a native sidecar, " + entry.name() + " starts before " + mainName + ", but "
							+ "Kubernetes only waits until its process runs, or until its startupProbe succeeds if it "
							+ "has one. " + mainName + " seems to depend on it, and may start before it is ready.")
					.hint("If " + mainName + " needs " + entry.name() + " at start, give the sidecar a startup probe "
							+ "(a fissile health check on a colocated container is not possible, it panics), or "
							+ "make " + mainName + " wait for it; if it does not, ignore this.")
					.subject(mainName)
					.add();
			}
		}
	}

	private static boolean hasReadiness(InstanceGroup group) {
		return ManifestPaths.writtenRuns(group).stream()
			.map(RunSettings::healthCheck)
			.anyMatch((check) -> check != null && check.readiness() != null);
	}

	private static List<String> signals(InstanceGroup main, InstanceGroup sidecar) {
		List<String> signals = new ArrayList<>();
		List<PortSpan> ports = PortSpan.of(sidecar);
		if (!ports.isEmpty()) {
			signals.add(sidecar.name() + " listens on "
					+ String.join(", ", ports.stream().map((port) -> PortSpan.label(port.protocol(), port.internal())).toList()));
		}
		for (JobReference provider : sidecar.jobs()) {
			for (Map.Entry<Object, Object> provided : provider.provides().entrySet()) {
				String link = String.valueOf(provided.getKey());
				String alias = alias(provided.getValue(), "as");
				for (JobReference consumer : main.jobs()) {
					for (Map.Entry<Object, Object> consumed : consumer.consumes().entrySet()) {
						String from = alias(consumed.getValue(), "from");
						boolean matches = link.equals(String.valueOf(consumed.getKey()))
								|| (from != null && (from.equals(alias) || from.equals(link)));
						if (matches) {
							signals.add(consumer.name() + " consumes the link " + link + " that "
									+ sidecar.name() + "/" + provider.name() + " provides");
						}
					}
				}
			}
		}
		return signals;
	}

	private static String alias(Object value, String key) {
		if (value instanceof Map<?, ?> map && map.get(key) != null) {
			return Objects.toString(map.get(key));
		}
		return null;
	}

}
