package io.manifeststudio.editor.forms;

import org.springframework.stereotype.Component;

import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.EditResult;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.model.RoleManifest;

/** Reads what the group forms show: a manifest's draft, or one group of it. */
@Component
class GroupDrafts {

	private final ManifestContent manifests;

	GroupDrafts(ManifestContent manifests) {
		this.manifests = manifests;
	}

	/**
	 * The group as the draft has it now.
	 * @throws io.manifeststudio.manifest.ManifestNotFoundException when there is no such
	 * manifest
	 * @throws GroupNotFoundException when the draft has no such group
	 */
	GroupDraft load(long id, String group) {
		Draft draft = this.manifests.draft(id);
		RoleManifest manifest = this.manifests.model(draft);
		InstanceGroup found = manifest.group(group).orElseThrow(() -> new GroupNotFoundException(id, group));
		return new GroupDraft(id, draft.version(), manifest, found);
	}

	/**
	 * The group as a change of manifest {@code id} left it, from the change's own result
	 * (the draft is not read again), as the request's user may read it.
	 * @throws GroupNotFoundException when the draft has no such group after the change
	 */
	GroupDraft after(long id, EditResult result, String group) {
		RoleManifest manifest = this.manifests.visible(result.model());
		InstanceGroup found = manifest.group(group).orElseThrow(() -> new GroupNotFoundException(id, group));
		return new GroupDraft(id, result.version(), manifest, found);
	}

	/**
	 * The draft's model. @throws io.manifeststudio.manifest.ManifestNotFoundException
	 * when there is no such manifest
	 */
	Loaded manifest(long id) {
		Draft draft = this.manifests.draft(id);
		return new Loaded(draft.version(), this.manifests.model(draft));
	}

	/** A draft's version and model. */
	record Loaded(long version, RoleManifest manifest) {
	}

}
