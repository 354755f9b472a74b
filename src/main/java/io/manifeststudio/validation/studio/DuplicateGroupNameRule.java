package io.manifeststudio.validation.studio;

import java.util.HashSet;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * Two groups with the same name. fissile does not check it (fissile's
 * model/resolver/validation.go has no such check): both would produce workloads,
 * Services, images and Helm values of the same name, and references by name reach only
 * the first.
 */
final class DuplicateGroupNameRule extends StudioRule {

	DuplicateGroupNameRule() {
		super("DUPLICATE-GROUP");
	}

	@Override
	public void check(ValidationContext context) {
		RoleManifest manifest = context.manifest();
		java.util.Set<String> seen = new HashSet<>();
		for (InstanceGroup group : manifest.instanceGroups()) {
			if (group.name() == null || seen.add(group.name())) {
				continue;
			}
			context
				.report(Severity.ERROR,
						FieldError.duplicate(ManifestPaths.group(manifest, group) + ".name", group.name()),
						group.location().key("name"))
				.explanation("Another group is already named " + group.name() + ". Both would make Kubernetes objects, "
						+ "an image and Helm values (sizing." + group.name().replace('-', '_')
						+ ") of the same name, and colocated_containers references reach only the first.")
				.hint("Rename one of the groups.")
				.subject(group.name())
				.add();
		}
	}

}
