package io.manifeststudio.validation.studio;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.RunSettings;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * A health check on a colocated container. fissile panics on it
 * ({@code panic: Unexpected role type
 * colocated-container in instance group <g>}, fissile's model/resolver/validation.go); we
 * say so as a clear error on the {@code healthcheck} that was written.
 */
final class ColocatedHealthCheckRule extends StudioRule {

	ColocatedHealthCheckRule() {
		super("COLOCATED-HEALTHCHECK");
	}

	@Override
	public void check(ValidationContext context) {
		RoleManifest manifest = context.manifest();
		for (InstanceGroup group : manifest.instanceGroups()) {
			if (!group.isColocatedContainer()) {
				continue;
			}
			for (RunSettings run : ManifestPaths.writtenRuns(group)) {
				if (run.healthCheck() == null) {
					continue;
				}
				String name = ManifestPaths.name(group);
				String detail = "colocated-container instance groups cannot have health checks (fissile panics: "
						+ "Unexpected role type colocated-container in instance group " + name + ")";
				context
					.report(Severity.ERROR,
							FieldError.forbidden(ManifestPaths.run(manifest, group) + ".healthcheck", detail),
							run.healthCheck().location())
					.explanation("fissile crashes while loading a manifest in which a colocated container declares a "
							+ "health check, so neither `fissile validate` nor `fissile build` gets through it. "
							+ "fissile only knows how to probe the main container of a pod.")
					.hint("Remove `healthcheck` from " + name + ", or probe the colocated container's service from "
							+ "the main group's readiness command.")
					.subject(name)
					.add();
			}
		}
	}

}
