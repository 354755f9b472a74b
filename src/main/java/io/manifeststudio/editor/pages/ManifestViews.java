package io.manifeststudio.editor.pages;

import java.util.List;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

import io.manifeststudio.manifest.Draft;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.release.ReleaseCatalog;
import io.manifeststudio.release.ReleaseResolution;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.validation.ValidationResult;
import io.manifeststudio.editor.board.BoardView;
import io.manifeststudio.editor.board.FindingsPanel;
import io.manifeststudio.editor.board.ManifestCards;

/**
 * Builds the view models of the manifest page from the store and the validator: the
 * draft's pods and findings, and the revisions. Keeps the page controllers down to
 * binding and choosing views.
 */
@Component
class ManifestViews {

	private final ManifestContent manifests;

	private final ManifestValidator validator;

	/**
	 * The release catalog (absent in web slices): findings use the releases the manifest
	 * uses.
	 */
	private final ObjectProvider<ReleaseCatalog> catalog;

	ManifestViews(ManifestContent manifests, ManifestValidator validator, ObjectProvider<ReleaseCatalog> catalog) {
		this.catalog = catalog;
		this.manifests = manifests;
		this.validator = validator;
	}

	/**
	 * The draft of the manifest, as the page shows it: its pods as the board's cards
	 * ({@link ManifestCards}, marked with the findings the page lists; the page renders
	 * them without the board's controls), from one read and one validation.
	 */
	ManifestView draft(long id) {
		StoredManifest manifest = this.manifests.manifest(id);
		Draft draft = manifest.draft();
		RoleManifest model = this.manifests.model(draft);
		ValidationResult findings = this.validator.validate(model, manifest.generation(),
				ReleaseResolution.of(this.catalog.getIfAvailable(), manifest.id(), model));
		BoardView cards = ManifestCards.of(manifest.id(), manifest.name(), draft.format().label(), draft.version(),
				model, findings);
		return new ManifestView(header(manifest, model), cards, FindingsPanel.of(findings),
				GenerationView.of(model, manifest.generation()));
	}

	/**
	 * Only the header of the page (no validation), for fragments that need the manifest's
	 * id and name.
	 */
	ManifestHeader header(long id) {
		StoredManifest manifest = this.manifests.manifest(id);
		return header(manifest, this.manifests.model(manifest.draft()));
	}

	private static ManifestHeader header(StoredManifest manifest, RoleManifest model) {
		Draft draft = manifest.draft();
		return new ManifestHeader(manifest.id(), manifest.name(), draft.format().label(), model.instanceGroups().size(),
				draft.version(), draft.updatedBy(), Times.human(draft.updatedAt()),
				Downloads.roleManifest(manifest.id()));
	}

	/** The draft's version, cheap enough to answer a poll. */
	long draftVersion(long id) {
		return this.manifests.draftVersion(id);
	}

	List<RevisionRow> revisions(long id) {
		return this.manifests.revisions(id).stream().map(RevisionRow::of).toList();
	}

}
