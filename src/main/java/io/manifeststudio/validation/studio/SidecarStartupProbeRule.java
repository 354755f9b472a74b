package io.manifeststudio.validation.studio;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.JobReference;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.RunSettings;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * A sidecar the main container needs should have a startup probe
 * (https://kubernetes.io/docs/concepts/workloads/pods/sidecar-containers/, G5): a native
 * sidecar only holds back the next containers until it has <em>started</em>, which means
 * its {@code startupProbe} succeeded if it has one, else merely that its process runs. A
 * colocated group cannot declare a health check (fissile panics), so the export derives
 * the startup probe: fissile's readiness script for an image fissile builds, else a TCP
 * check of the sidecar's first port. This rule reports the sidecars that get none (an
 * explicit {@code image} and no ports) while the main group needs them: one of its jobs
 * consumes a link that a job of the sidecar provides. (A sidecar without a startup probe
 * and without that signal is left to the K8S family's G5.) Info only.
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
				if (sidecar == null || !sidecar.isColocatedContainer() || hasReadiness(sidecar)
						|| exportDerivesStartupProbe(sidecar)) {
					continue;
				}
				List<String> signals = links(main, sidecar);
				if (signals.isEmpty()) {
					continue;
				}
				String mainName = ManifestPaths.name(main);
				context
					.report(Severity.INFO,
							FieldError.required(ManifestPaths.group(manifest, main) + ".sidecars[" + entry.name() + "]",
									"a startup probe, so that " + mainName + " starts only once " + entry.name()
											+ " is usable (" + String.join("; ", signals) + ")"),
							entry.location())
					.explanation("As a native sidecar, " + entry.name() + " starts before " + mainName + ", but "
							+ "Kubernetes only waits until its process runs, or until its startupProbe succeeds. "
							+ entry.name() + " runs its own image (" + sidecar.image() + ") and listens on no port, "
							+ "so the export has nothing to probe, and " + mainName + ", which uses its link, may "
							+ "start before it is ready.")
					.hint("Declare the port " + entry.name() + " listens on (the export then waits for it), or make "
							+ mainName + " wait for it; if it does not need it at start, ignore this.")
					.subject(mainName)
					.add();
			}
		}
	}

	private static boolean hasReadiness(InstanceGroup group) {
		return ManifestPaths.writtenRuns(group)
			.stream()
			.map(RunSettings::healthCheck)
			.anyMatch((check) -> check != null && check.readiness() != null);
	}

	/**
	 * An image fissile builds has its readiness script; a port can be checked over TCP.
	 */
	private static boolean exportDerivesStartupProbe(InstanceGroup sidecar) {
		return sidecar.image() == null || sidecar.image().isBlank() || !PortSpan.of(sidecar).isEmpty();
	}

	private static List<String> links(InstanceGroup main, InstanceGroup sidecar) {
		List<String> signals = new ArrayList<>();
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
							signals.add(consumer.name() + " consumes the link " + link + " that " + sidecar.name() + "/"
									+ provider.name() + " provides");
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
