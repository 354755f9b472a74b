package io.manifeststudio.export.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.SidecarStyle;

/**
 * Every check of the K8S family, and a way to run them on objects from anywhere (such as
 * a Helm chart's rendered output) without a manifest: {@link #check(List, KubeVersion)}.
 */
public final class KubeChecks {

	private static final List<KubeCheck> ALL = collect();

	private KubeChecks() {
	}

	/**
	 * The checks, by what they check: C, P, N, V, E, Q, W, then S (the Secrets we
	 * generate) and G.
	 */
	public static List<KubeCheck> all() {
		return ALL;
	}

	/**
	 * Runs every check on plain objects (as parsed from YAML) for a target version.
	 * Checks that need the manifest (which containers are sidecars rendered as the
	 * fallback) see none.
	 */
	public static List<Violation> check(List<Map<String, Object>> objects, KubeVersion version) {
		List<Violation> violations = new ArrayList<>();
		CheckTarget.Shared shared = new CheckTarget.Shared();
		shared.serviceAccounts(objects);
		for (Map<String, Object> object : objects) {
			CheckTarget target = new CheckTarget(object, version, SidecarStyle.forVersion(version), null, shared);
			for (KubeCheck check : ALL) {
				check.run(target, violations);
			}
		}
		return violations;
	}

	private static List<KubeCheck> collect() {
		List<KubeCheck> checks = new ArrayList<>();
		checks.addAll(ContainerChecks.checks());
		checks.addAll(ProbeChecks.checks());
		checks.addAll(PortChecks.checks());
		checks.addAll(VolumeChecks.checks());
		checks.addAll(EnvChecks.checks());
		checks.addAll(ResourceChecks.checks());
		checks.addAll(WorkloadChecks.checks());
		checks.addAll(SecretChecks.checks());
		checks.addAll(GeneratorChecks.checks());
		return List.copyOf(checks);
	}

}
