package io.manifeststudio.validation.studio;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.RunSettings;
import io.manifeststudio.manifest.model.Scaling;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * Run settings of a colocated container that have no effect (fissile's kube/pod.go reads
 * them from the main group only): its {@code scaling} (the pod's replica count is the
 * main group's), {@code affinity} and {@code service-account} (the pod's are the main
 * group's) and {@code flight-stage} (it has no workload of its own).
 */
final class IgnoredColocatedSettingsRule extends StudioRule {

	IgnoredColocatedSettingsRule() {
		super("COLOCATED-IGNORED");
	}

	@Override
	public void check(ValidationContext context) {
		RoleManifest manifest = context.manifest();
		for (InstanceGroup group : manifest.instanceGroups()) {
			if (!group.isColocatedContainer()) {
				continue;
			}
			for (RunSettings run : ManifestPaths.writtenRuns(group)) {
				if (!Scaling.NONE.equals(run.scaling())) {
					report(context, manifest, group, run, "scaling",
							"the pod's replica count comes from the main instance group");
				}
				if (run.affinity() != null) {
					report(context, manifest, group, run, "affinity",
							"the pod's affinity comes from the main instance group");
				}
				if (run.serviceAccount() != null && !run.serviceAccount().isEmpty()) {
					report(context, manifest, group, run, "service-account",
							"the pod runs under the main instance group's service account");
				}
				if (run.flightStage() != null && !run.flightStage().isEmpty()) {
					report(context, manifest, group, run, "flight-stage",
							"a colocated container has no workload of its own; it starts and stops with its pod");
				}
			}
		}
	}

	private void report(ValidationContext context, RoleManifest manifest, InstanceGroup group, RunSettings run,
			String key, String why) {
		String name = ManifestPaths.name(group);
		context
			.report(Severity.WARNING,
					FieldError.forbidden(ManifestPaths.run(manifest, group) + "." + key,
							"ignored for colocated containers: " + why),
					run.location().key(key))
			.explanation(
					name + " is a colocated container: it is rendered inside the pods of the groups that place it, "
							+ "so fissile silently ignores its own " + key + ".")
			.hint("Remove " + key + " here; set it on the main groups that place " + name + " if it is needed there.")
			.subject(name)
			.add();
	}

}
