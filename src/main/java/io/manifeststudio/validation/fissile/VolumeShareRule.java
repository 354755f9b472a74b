package io.manifeststudio.validation.fissile;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.Volume;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rules 53 and 54, for every group that places colocated containers: a colocated emptyDir
 * volume with the tag of a main emptyDir must have its path (53), and each main emptyDir
 * must be mounted by at least one colocated container (54; up to fissile 7, before April
 * 2019, by every one of them), reported in tag order.
 */
final class VolumeShareRule extends FissileRule {

	private final boolean paths;

	private VolumeShareRule(String id, boolean paths) {
		super(id, Phase.GLOBAL);
		this.paths = paths;
	}

	static List<FissileRule> all() {
		return List.of(new VolumeShareRule("FISSILE-53", true), new VolumeShareRule("FISSILE-54", false));
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths names = FissilePaths.of(context.manifest());
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			if (group.colocatedContainers().isEmpty()) {
				continue;
			}
			Map<String, String> mainPaths = new LinkedHashMap<>();
			Map<String, Integer> uses = new HashMap<>();
			for (Volume volume : group.run().volumes()) {
				if (volume.isEmptyDir()) {
					mainPaths.put(tag(volume), PortChecks.text(volume.path()));
					uses.put(tag(volume), 0);
				}
			}
			List<InstanceGroup> colocated = ColocatedGroups.of(context.manifest(), group);
			for (InstanceGroup container : colocated) {
				for (Volume volume : container.run().volumes()) {
					if (!volume.isEmptyDir()) {
						continue;
					}
					uses.merge(tag(volume), 1, Integer::sum);
					String mainPath = mainPaths.get(tag(volume));
					if (this.paths && mainPath != null && !mainPath.equals(PortChecks.text(volume.path()))) {
						error(context,
								FieldError.invalid(names.singular(container), PortChecks.text(volume.path()),
										"colocated " + names.word() + " specifies a shared volume with tag "
												+ tag(volume) + ", which path does not match the path of the main "
												+ names.word() + " shared volume with the same tag"),
								(volume.location() != null) ? volume.location().key("path") : container.location())
							.explanation(container.name() + " mounts the shared emptyDir " + tag(volume) + " at "
									+ volume.path() + ", but " + group.name() + " mounts it at " + mainPath
									+ ". fissile shares emptyDir volumes between the containers of a pod by tag and"
									+ " path.")
							.hint("Use the path " + mainPath + " in " + container.name() + ".")
							.subject(container.name())
							.add();
					}
				}
			}
			if (this.paths) {
				continue;
			}
			boolean every = context.generation().everyColocatedMountsEverySharedVolume();
			int needed = every ? group.colocatedContainers().size() : 1;
			List<String> tags = new ArrayList<>(mainPaths.keySet());
			tags.sort(null);
			for (String tag : tags) {
				int count = uses.getOrDefault(tag, 0);
				if (every ? count == needed : count >= needed) {
					continue;
				}
				error(context,
						FieldError.required(names.singular(group),
								"container must use shared volumes of the main " + names.word() + ": " + tag),
						group.location())
					.explanation(group.name() + " declares the emptyDir volume " + tag + " to share with its"
							+ " colocated containers, but "
							+ (every ? "not every one of them mounts it." : "none of them mounts it."))
					.hint("Mount " + tag + " (same tag and path) in " + (every ? "each" : "a")
							+ " colocated container, or remove it from " + group.name() + ".")
					.subject(group.name())
					.add();
			}
		}
	}

	private static String tag(Volume volume) {
		return PortChecks.text(volume.tag());
	}

}
