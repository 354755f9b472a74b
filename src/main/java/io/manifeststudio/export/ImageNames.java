package io.manifeststudio.export;

import io.manifeststudio.manifest.model.InstanceGroup;

/**
 * Image names: a group's own {@code image} wins; otherwise fissile's kube-mode name
 * {@code [registry/][organization/]<repository>-<group>:<tag>}, the tag from
 * {@link ImageTags}.
 */
public final class ImageNames {

	private ImageNames() {
	}

	public static String image(InstanceGroup group, ExportSettings settings, ImageTags tags) {
		if (hasOwnImage(group)) {
			return group.image().trim();
		}
		return prefix(settings) + name(group, settings, tags);
	}

	/**
	 * {@code <repository>-<group>:<tag>}: a fissile-built image after its registry and
	 * organization.
	 */
	public static String name(InstanceGroup group, ExportSettings settings, ImageTags tags) {
		return settings.repository() + "-" + group.name() + ":" + tags.of(group).tag();
	}

	/**
	 * Whether the group names its own image (not built by fissile, so without fissile's
	 * scripts).
	 */
	public static boolean hasOwnImage(InstanceGroup group) {
		return group.image() != null && !group.image().isBlank();
	}

	static String prefix(ExportSettings settings) {
		StringBuilder prefix = new StringBuilder();
		if (!settings.registry().isEmpty()) {
			prefix.append(settings.registry()).append('/');
		}
		if (!settings.organization().isEmpty()) {
			prefix.append(settings.organization()).append('/');
		}
		return prefix.toString();
	}

}
