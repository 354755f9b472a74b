package io.manifeststudio.editor;

import io.manifeststudio.manifest.InstanceGroup;
import io.manifeststudio.manifest.RoleManifest;

/**
 * One group of a manifest's draft at one version: what a group form is loaded from, with the draft's text (which an
 * edit tried in memory changes) and model.
 */
record GroupDraft(long manifestId, long version, String content, RoleManifest manifest, InstanceGroup group) {
}
