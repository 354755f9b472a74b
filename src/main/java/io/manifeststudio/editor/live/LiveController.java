package io.manifeststudio.editor.live;

import java.security.Principal;
import java.util.List;
import java.util.Map;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.ManifestService;

/**
 * The event stream of a manifest's draft ({@code GET /manifests/{id}/events}: for the
 * board, and for any API client with a token), and who has its board open ({@code GET
 * /api/manifests/{id}/presence}). A board says which pod its person selected or drags
 * with {@code POST /api/manifests/{id}/presence} {@code {"pod": "router"}}. Everyone who
 * may read a manifest may watch it: viewers appear in presence too.
 */
@RestController
@RequiredRole(Role.VIEWER)
class LiveController {

	/**
	 * The most changes sent to a client that catches up: the newest, when it missed more
	 * (it reloads anyway).
	 */
	static final int MAX_MISSED = DraftEditing.MAX_HISTORY_PAGE;

	private final LiveStreams streams;

	private final ManifestService manifests;

	private final ManifestContent content;

	LiveController(LiveStreams streams, ManifestService manifests, ManifestContent content) {
		this.streams = streams;
		this.manifests = manifests;
		this.content = content;
	}

	/**
	 * The draft's changes as they are committed. {@code Last-Event-ID} (a reconnecting
	 * {@code EventSource} sends it) or else {@code after} names the version the client
	 * has: every change after it is sent first, from the change log (the newest
	 * {@link #MAX_MISSED} when it missed more). Without either, only changes from now on.
	 */
	@GetMapping("/manifests/{id}/events")
	SseEmitter events(@PathVariable long id,
			@RequestHeader(name = "Last-Event-ID", required = false) String lastEventId,
			@RequestParam(required = false) Long after, Principal principal) {
		long current = this.manifests.draftVersion(id);
		long from = (lastEventId != null && !lastEventId.isBlank()) ? version(lastEventId)
				: (after != null) ? after : current;
		if (from < 0) {
			throw new InvalidManifestRequestException("after", "The version to catch up from must not be negative");
		}
		return this.streams.open(id, principal.getName(), from, () -> (from >= current) ? List.of() : missed(id, from));
	}

	@GetMapping("/api/manifests/{id}/presence")
	List<PresenceEntry> presence(@PathVariable long id) {
		this.manifests.draftVersion(id);
		return this.streams.presence(id);
	}

	@PostMapping("/api/manifests/{id}/presence")
	List<PresenceEntry> select(@PathVariable long id, @RequestBody Map<String, String> body, Principal principal) {
		this.manifests.draftVersion(id);
		String pod = body.get("pod");
		if (pod != null && (pod.isBlank() || pod.length() > 200)) {
			throw new InvalidManifestRequestException("pod",
					"The pod must be a name of at most 200 characters, or null");
		}
		this.streams.select(id, principal.getName(), pod);
		return this.streams.presence(id);
	}

	private List<ChangeEvent> missed(long id, long after) {
		return this.content.historyAfter(id, after, MAX_MISSED)
			.stream()
			.map((change) -> new ChangeEvent(change.version(), change.kind().label(), change.author(), change.summary(),
					List.of()))
			.toList();
	}

	private static long version(String lastEventId) {
		try {
			return Long.parseLong(lastEventId.strip());
		}
		catch (NumberFormatException ex) {
			throw new InvalidManifestRequestException("Last-Event-ID",
					"Last-Event-ID must be the draft version of the last event received, not '" + lastEventId + "'");
		}
	}

}
