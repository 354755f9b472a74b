package io.manifeststudio.validation.studio;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * A group with our {@code image} extension (docs/editing.md): a container not built from
 * BOSH releases. fissile ignores the key and builds an image {@code <repo>-<group>} from
 * the group's BOSH jobs. Without jobs, fissile cannot build (or even load) the group at
 * all (warning); with jobs, fissile's build and our export would run different images
 * (info).
 */
final class ExplicitImageRule extends StudioRule {

	ExplicitImageRule() {
		super("EXPLICIT-IMAGE");
	}

	@Override
	public void check(ValidationContext context) {
		RoleManifest manifest = context.manifest();
		for (InstanceGroup group : manifest.instanceGroups()) {
			if (group.image() == null) {
				continue;
			}
			String name = ManifestPaths.name(group);
			String path = ManifestPaths.group(manifest, group) + ".image";
			if (group.image().isBlank()) {
				context
					.report(Severity.WARNING, FieldError.invalid(path, group.image(), "image must not be empty"),
							group.location().key("image"))
					.explanation("An empty image is ignored: the export uses the image built from the group's jobs.")
					.hint("Name an image such as `envoyproxy/envoy:v1.30.1`, or remove the key.")
					.subject(name)
					.add();
			}
			else if (group.jobs().isEmpty()) {
				context
					.report(Severity.WARNING, FieldError.invalid(path, group.image(),
							"fissile cannot build this instance group: it has no BOSH jobs, and fissile ignores image"),
							group.location().key("image"))
					.explanation("fissile builds every group's image from its BOSH jobs and does not read `image`. "
							+ name + " has no jobs, so only Manifest Studio's export can deploy it; "
							+ "`fissile build` would not produce it.")
					.hint("Keep it if this manifest is only exported by Manifest Studio.")
					.subject(name)
					.add();
			}
			else {
				context
					.report(Severity.INFO,
							FieldError.invalid(path, group.image(),
									"fissile ignores image and builds this instance group from its BOSH jobs"),
							group.location().key("image"))
					.explanation("Manifest Studio's export runs " + group.image() + " for " + name
							+ ", while `fissile build` would build and run an image from its " + group.jobs().size()
							+ " BOSH job(s): the two outputs differ.")
					.hint("Remove the jobs if the image replaces them, or remove image to use fissile's.")
					.subject(name)
					.add();
			}
		}
	}

}
