package io.manifeststudio.editor;

import java.util.List;

import org.springframework.stereotype.Component;

import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.InstanceGroup;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.RoleManifest;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.ManifestValidator;

/** Reads what the group forms show: a group of a manifest's draft, and the rule engine's findings on a manifest. */
@Component
class GroupDrafts {

	private final ManifestService manifests;

	private final ManifestValidator validator;

	GroupDrafts(ManifestService manifests, ManifestValidator validator) {
		this.manifests = manifests;
		this.validator = validator;
	}

	/**
	 * The group as the draft has it now.
	 * @throws io.manifeststudio.manifest.ManifestNotFoundException when there is no such manifest
	 * @throws GroupNotFoundException when the draft has no such group
	 */
	GroupDraft load(long id, String group) {
		Draft draft = this.manifests.draft(id);
		RoleManifest manifest = this.manifests.parse(draft);
		InstanceGroup found = manifest.group(group).orElseThrow(() -> new GroupNotFoundException(id, group));
		return new GroupDraft(id, draft.version(), manifest, found);
	}

	/** The draft's model. @throws io.manifeststudio.manifest.ManifestNotFoundException when there is no such manifest */
	Loaded manifest(long id) {
		Draft draft = this.manifests.draft(id);
		return new Loaded(draft.version(), this.manifests.parse(draft));
	}

	/** Every finding of the rule engine on a manifest. */
	List<Finding> findings(RoleManifest manifest) {
		return this.validator.validate(manifest).findings();
	}

	/** A draft's version and model. */
	record Loaded(long version, RoleManifest manifest) {
	}

}
