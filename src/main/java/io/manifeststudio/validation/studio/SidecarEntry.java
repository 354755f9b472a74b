package io.manifeststudio.validation.studio;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.JobReference;
import io.manifeststudio.manifest.yaml.ManifestDocument;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * One name in our {@code sidecars} extension, with where it was written: on the group in
 * v1 and v2, beside {@code colocated_containers} under a job's
 * {@code bosh_containerization} in v3 (docs/api.md, "HTTP API"). A group-level
 * {@code sidecars} in v3 is not read (the unknown-key rule says so).
 */
record SidecarEntry(String name, DocPath location) {

	static List<SidecarEntry> of(RoleManifest manifest, InstanceGroup group) {
		if (group.sidecars().isEmpty()) {
			return List.of();
		}
		ManifestDocument document = manifest.document();
		List<SidecarEntry> entries = new ArrayList<>();
		if (manifest.era() != FormatEra.V3_JOB_PROPERTIES) {
			collect(document, group.location().key("sidecars"), entries);
			return entries;
		}
		for (JobReference job : group.jobs()) {
			if (job.containerization() != null && job.containerization().location() != null) {
				collect(document, job.containerization().location().key("sidecars"), entries);
			}
		}
		return entries;
	}

	private static void collect(ManifestDocument document, DocPath path, List<SidecarEntry> entries) {
		if (!(document.get(path) instanceof List<?> items)) {
			return;
		}
		for (int i = 0; i < items.size(); i++) {
			Object item = items.get(i);
			if (item != null && !(item instanceof Map) && !(item instanceof List)) {
				entries.add(new SidecarEntry(String.valueOf(item), path.index(i)));
			}
		}
	}

}
