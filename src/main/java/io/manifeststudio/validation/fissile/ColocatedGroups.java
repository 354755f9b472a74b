package io.manifeststudio.validation.fissile;

import java.util.ArrayList;
import java.util.List;

import io.manifeststudio.manifest.model.ColocatedReference;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * The groups a group places in its pod, as fissile looks them up (unknown names skipped,
 * repeats kept).
 */
final class ColocatedGroups {

	private ColocatedGroups() {
	}

	static List<InstanceGroup> of(RoleManifest manifest, InstanceGroup group) {
		List<InstanceGroup> groups = new ArrayList<>();
		for (ColocatedReference reference : group.colocatedContainers()) {
			manifest.group(reference.name()).ifPresent(groups::add);
		}
		return groups;
	}

}
