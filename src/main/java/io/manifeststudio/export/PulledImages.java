package io.manifeststudio.export;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.PlacedContainer;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * The images an export's containers pull, and whether each is one that exists.
 * <p>
 * A group's own {@code image} is pulled as written. An image fissile built is
 * {@code <registry>/<organization>/<repository>-<group>:<tag>} (builder/role_image.go
 * GetRoleDevImageName), and fissile's tag was the hash model/instance_groups.go
 * GetRoleDevVersion computed from the SHA-1s of the group's jobs and packages, its
 * scripts' contents, its templates, the opinions files, the fissile version and
 * {@code --tag-extra} ({@link FissileRoleDevVersion}). The tag is the settings' when
 * given, else that hash when every input is here ({@link ImageTags}); else the image
 * keeps the default ({@value ExportSettings#DEFAULT_TAG}, a tag fissile never pushed) and
 * is unresolved, naming the input that is missing.
 */
public final class PulledImages {

	/**
	 * One container's image.
	 *
	 * @param group the group the container runs
	 * @param image what the container pulls
	 * @param builtByFissile whether fissile built it (else the group names its own image)
	 * @param resolved whether it names an image that was pushed: its own, or fissile's
	 * with a tag given or derived
	 * @param derived whether the tag is fissile's hash, derived here
	 * @param missing the input that keeps fissile's tag from being derived ({@code null}
	 * when resolved)
	 */
	public record PulledImage(String group, String image, boolean builtByFissile, boolean resolved, boolean derived,
			String missing) {
	}

	private PulledImages() {
	}

	/** The images of every exported pod's containers, each group once, in pod order. */
	public static List<PulledImage> of(RoleManifest manifest, ExportSettings settings) {
		ImageTags tags = ImageTags.of(manifest, settings);
		Set<String> seen = new LinkedHashSet<>();
		List<PulledImage> images = new ArrayList<>();
		for (Pod pod : manifest.pods()) {
			if (!KubernetesObjects.isExported(pod)) {
				continue;
			}
			add(images, seen, pod.main(), settings, tags);
			for (PlacedContainer placed : pod.containers()) {
				if (placed.group() != null) {
					add(images, seen, placed.group(), settings, tags);
				}
			}
		}
		return images;
	}

	/**
	 * Whether any image is unresolved (fissile-built with the default tag, an input of
	 * fissile's hash missing).
	 */
	public static boolean anyUnresolved(List<PulledImage> images) {
		return images.stream().anyMatch((image) -> !image.resolved());
	}

	/**
	 * Whether the settings give the tag fissile's images were pushed with (anything but
	 * the default).
	 */
	public static boolean tagGiven(ExportSettings settings) {
		return !ExportSettings.DEFAULT_TAG.equals(settings.tag());
	}

	private static void add(List<PulledImage> images, Set<String> seen, InstanceGroup group, ExportSettings settings,
			ImageTags tags) {
		if (group.name() == null || !seen.add(group.name())) {
			return;
		}
		boolean own = ImageNames.hasOwnImage(group);
		ImageTags.GroupTag tag = own ? new ImageTags.GroupTag("", false, null) : tags.of(group);
		images.add(new PulledImage(group.name(), ImageNames.image(group, settings, tags), !own, tag.resolved(),
				tag.derived(), tag.missing()));
	}

}
