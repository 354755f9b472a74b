package io.manifeststudio.editor.api;

import java.security.Principal;
import java.util.List;
import java.util.OptionalLong;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import io.manifeststudio.manifest.DraftChange;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.manifest.EditResult;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.StaleDraftException;
import io.manifeststudio.manifest.edit.Edit;
import io.manifeststudio.manifest.edit.EditJson;
import io.manifeststudio.release.ReleaseCatalog;
import io.manifeststudio.release.ReleaseResolution;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;
import io.manifeststudio.editor.Retries;

/**
 * The editing API: apply an edit (one edit, {@code {"op": "batch", "edits": [...]}} or a
 * JSON array of edits: one change) to a manifest's draft, undo and redo the caller's own
 * changes, and read the draft's history. An edit names the draft version it was made on:
 * {@code ?base=N} rebases it (planned again on the current draft when no change since N
 * touched its footprint, else 409 naming that change), {@code If-Match} keeps it strict
 * (412 when the draft has moved on); without either it is a 428. Undo and redo need
 * neither (with {@code If-Match} they are strict too). Each answers with the new
 * {@code ETag} and the validator's counts on the new draft. An edit that cannot apply is
 * a 422 with the reason; undo or redo with nothing of the caller's to do is a 409. The
 * author is the signed-in user.
 */
@RestController
@RequestMapping(path = "/api/manifests/{id}", produces = MediaType.APPLICATION_JSON_VALUE)
@RequiredRole(Role.EDITOR)
class EditApiController {

	private final DraftEditing editing;

	private final ManifestService manifests;

	/** Every read of stored content: what the user of the request may see of it. */
	private final ManifestContent content;

	private final ManifestValidator validator;

	/**
	 * The release catalog (absent in web slices): findings use the releases the manifest
	 * uses.
	 */
	private final ObjectProvider<ReleaseCatalog> catalog;

	EditApiController(DraftEditing editing, ManifestService manifests, ManifestContent content,
			ManifestValidator validator, ObjectProvider<ReleaseCatalog> catalog) {
		this.catalog = catalog;
		this.editing = editing;
		this.manifests = manifests;
		this.content = content;
		this.validator = validator;
	}

	/**
	 * Applies the edit in the body: one JSON object with its {@code op}, a batch, or a
	 * JSON array of edits.
	 */
	@PostMapping("/edits")
	ResponseEntity<EditResponse> apply(@PathVariable long id,
			@RequestHeader(name = "If-Match", required = false) String ifMatch,
			@RequestParam(required = false) Long base, Principal principal,
			@RequestBody(required = false) String body) {
		if ((ifMatch == null || ifMatch.isBlank()) && base != null) {
			Edit edit = EditJson.read(body);
			return respond(id, Retries.onStale(() -> this.editing.applyRebased(id, base, edit, principal.getName())));
		}
		long expected = expectedVersion(id, ifMatch, "Applying an edit");
		return respond(id, this.editing.apply(id, expected, EditJson.read(body), principal.getName()));
	}

	@PostMapping("/undo")
	ResponseEntity<EditResponse> undo(@PathVariable long id,
			@RequestHeader(name = "If-Match", required = false) String ifMatch,
			@RequestParam(required = false) Long change, Principal principal) {
		if (change != null) {
			return respond(id, Retries.onStale(() -> this.editing.undoChange(id, change, principal.getName())));
		}
		Long expected = optionalVersion(id, ifMatch);
		if (expected != null) {
			return respond(id, this.editing.undo(id, expected.longValue(), principal.getName()));
		}
		return respond(id, Retries.onStale(() -> this.editing.undo(id, principal.getName())));
	}

	@PostMapping("/redo")
	ResponseEntity<EditResponse> redo(@PathVariable long id,
			@RequestHeader(name = "If-Match", required = false) String ifMatch, Principal principal) {
		Long expected = optionalVersion(id, ifMatch);
		if (expected != null) {
			return respond(id, this.editing.redo(id, expected.longValue(), principal.getName()));
		}
		return respond(id, Retries.onStale(() -> this.editing.redo(id, principal.getName())));
	}

	/**
	 * The draft's changes, newest first, a page at a time: at most {@code limit}
	 * ({@value DraftEditing#HISTORY_PAGE} unless named, at most
	 * {@value DraftEditing#MAX_HISTORY_PAGE}) made before version {@code before} (the
	 * newest without it). When older changes remain,
	 * {@code Link: <...?before=V&limit=N>; rel="next"} names the next page.
	 */
	@RequiredRole(Role.VIEWER)
	@GetMapping("/history")
	ResponseEntity<List<HistoryJson>> history(@PathVariable long id, @RequestParam(required = false) Long before,
			@RequestParam(defaultValue = "" + DraftEditing.HISTORY_PAGE) int limit) {
		if (limit < 1 || limit > DraftEditing.MAX_HISTORY_PAGE) {
			throw new InvalidManifestRequestException("limit",
					"limit must be 1 to " + DraftEditing.MAX_HISTORY_PAGE + ", not " + limit);
		}
		if (before != null && before < 1) {
			throw new InvalidManifestRequestException("before",
					"before must be a version of the draft (1 or more), not " + before);
		}
		List<DraftChange> changes = this.content.history(id, before, limit + 1);
		List<HistoryJson> page = changes.stream().limit(limit).map(HistoryJson::of).toList();
		ResponseEntity.BodyBuilder answer = ResponseEntity.ok();
		if (changes.size() > limit) {
			answer.header(HttpHeaders.LINK, "</api/manifests/" + id + "/history?before="
					+ page.get(page.size() - 1).version() + "&limit=" + limit + ">; rel=\"next\"");
		}
		return answer.body(page);
	}

	private ResponseEntity<EditResponse> respond(long id, EditResult result) {
		return ResponseEntity.ok()
			.eTag(String.valueOf(result.version()))
			.body(EditResponse.of(result,
					this.validator.validate(result.model(),
							FissileGeneration.forRequest(null, this.manifests.chosenGeneration(id),
									result.model().era()),
							ReleaseResolution.of(this.catalog.getIfAvailable(), id, result.model()))));
	}

	/** The version {@code If-Match} names, or {@code null} without one. */
	private Long optionalVersion(long id, String ifMatch) {
		return (ifMatch == null || ifMatch.isBlank()) ? null : expectedVersion(id, ifMatch, "");
	}

	private long expectedVersion(long id, String ifMatch, String what) {
		if (ifMatch == null || ifMatch.isBlank()) {
			throw new PreconditionRequiredException(what + " needs the draft version it was made on: ?base=N (the "
					+ "edit is rebased on the current draft when no change since N touched what it changes) or an "
					+ "If-Match header with the ETag of the draft you read (strict: GET /api/manifests/" + id
					+ "/role-manifest.yml gives it), so that nobody's change is overwritten silently");
		}
		OptionalLong expected = IfMatchVersion.of(ifMatch);
		if (expected.isEmpty()) {
			throw new StaleDraftException(id, -1, this.manifests.draftVersion(id));
		}
		return expected.getAsLong();
	}

}
