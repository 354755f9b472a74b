package io.manifeststudio.export;

import io.manifeststudio.manifest.InstanceGroup;

/**
 * Image names: a group's own {@code image} wins; otherwise fissile's kube-mode name
 * {@code [registry/][organization/]<repository>-<group>:<tag>}.
 */
public final class ImageNames {

	private ImageNames() {
	}

	public static String image(InstanceGroup group, ExportSettings settings) {
		if (hasOwnImage(group)) {
			return group.image().trim();
		}
		return prefix(settings) + settings.repository() + "-" + group.name() + ":" + settings.tag();
	}

	/** Whether the group names its own image (not built by fissile, so without fissile's scripts). */
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
