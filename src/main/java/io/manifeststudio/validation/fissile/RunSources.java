package io.manifeststudio.validation.fissile;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.JobReference;
import io.manifeststudio.manifest.model.RunSettings;

/**
 * Where a group's run settings were written: the group's (or role's) own {@code run}
 * block in the older formats, the {@code run} blocks of its jobs in the current one.
 * Findings about a merged value point at the job that wrote it.
 */
final class RunSources {

	private RunSources() {
	}

	/**
	 * The {@code run} blocks written for the group, in order (one for v1 and v2, one per
	 * job with run in v3).
	 */
	static List<RunSettings> blocks(InstanceGroup group) {
		List<RunSettings> blocks = new ArrayList<>();
		boolean fromJobs = false;
		for (JobReference job : group.jobs()) {
			if (job.containerization() != null) {
				fromJobs = true;
				if (job.containerization().run() != null) {
					blocks.add(job.containerization().run());
				}
			}
		}
		if (!fromJobs && group.run() != null && group.run().location() != null) {
			blocks.add(group.run());
		}
		return blocks;
	}

	/**
	 * The document path of a run key whose merged value is {@code merged}: the block that
	 * wrote that value, or the first block that wrote the key, or the group itself.
	 */
	static DocPath of(InstanceGroup group, Function<RunSettings, Object> value, String... keys) {
		Object merged = value.apply(group.run());
		DocPath fallback = null;
		for (RunSettings block : blocks(group)) {
			Object written = value.apply(block);
			if (written == null || block.location() == null) {
				continue;
			}
			DocPath path = block.location();
			for (String key : keys) {
				path = path.key(key);
			}
			if (Objects.equals(written, merged)) {
				return path;
			}
			fallback = (fallback != null) ? fallback : path;
		}
		if (fallback != null) {
			return fallback;
		}
		List<RunSettings> blocks = blocks(group);
		return blocks.isEmpty() || blocks.get(0).location() == null ? group.location() : blocks.get(0).location();
	}

}
