package io.manifeststudio.editor.forms;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RoleManifest;

/** One group of a manifest's draft at one version: what a group form is loaded from. */
record GroupDraft(long manifestId, long version, RoleManifest manifest, InstanceGroup group) {
}
