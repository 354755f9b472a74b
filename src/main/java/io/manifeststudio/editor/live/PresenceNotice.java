package io.manifeststudio.editor.live;

import java.time.Instant;
import java.util.List;

/**
 * What one instance tells the others about the event streams open on it (PostgreSQL
 * {@code NOTIFY} on {@link PresenceRelay#CHANNEL}): the streams it {@code seen} (opened,
 * selected another pod, or still open: each instance repeats all of its own every
 * heartbeat, so that an instance that dies without a word is forgotten once its sightings
 * expire), the ones {@code gone}, a {@code select} for a person whose stream is on
 * another instance than the one their board's request reached, and {@code hello} from an
 * instance that just began to listen and wants everyone's sightings at once instead of at
 * their next heartbeat.
 */
record PresenceNotice(String instance, List<Sighting> seen, List<String> gone, Selection select, boolean hello) {

	PresenceNotice {
		seen = (seen != null) ? List.copyOf(seen) : List.of();
		gone = (gone != null) ? List.copyOf(gone) : List.of();
	}

	static PresenceNotice seen(String instance, List<Sighting> seen) {
		return new PresenceNotice(instance, seen, List.of(), null, false);
	}

	static PresenceNotice gone(String instance, Sighting gone) {
		return new PresenceNotice(instance, List.of(), List.of(gone.stream()), null, false);
	}

	/**
	 * One open stream: its id (unique across instances), its manifest, its person, their
	 * pod and since when.
	 */
	record Sighting(String stream, long manifestId, String username, String pod, Instant since) {
	}

	/**
	 * {@code username} selected {@code pod} ({@code null}: none) on the board of
	 * {@code manifestId}.
	 */
	record Selection(long manifestId, String username, String pod) {
	}

}
