package io.manifeststudio.editor.live;

import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The event streams open on the other instances, as their notices told: each sighting is
 * kept until its instance says the stream is gone, or until it was not heard again for
 * the presence timeout (its instance stopped repeating it: the instance died or lost the
 * database).
 */
class OtherInstancesPresence {

	private final Map<String, Heard> streams = new ConcurrentHashMap<>();

	/**
	 * Takes in a notice; answers the manifests whose presence changed (a stream came,
	 * went or moved to another pod).
	 */
	Set<Long> heard(PresenceNotice notice, Instant now) {
		Set<Long> changed = new HashSet<>();
		for (PresenceNotice.Sighting sighting : notice.seen()) {
			Heard before = this.streams.put(sighting.stream(), new Heard(sighting, now));
			if (before == null || !Objects.equals(before.sighting().pod(), sighting.pod())) {
				changed.add(sighting.manifestId());
			}
		}
		for (String stream : notice.gone()) {
			Heard before = this.streams.remove(stream);
			if (before != null) {
				changed.add(before.sighting().manifestId());
			}
		}
		return changed;
	}

	/**
	 * Forgets the streams not heard of since {@code cutoff}; answers the manifests they
	 * were on.
	 */
	Set<Long> expire(Instant cutoff) {
		Set<Long> changed = new HashSet<>();
		this.streams.values().removeIf((heard) -> {
			boolean old = heard.at().isBefore(cutoff);
			if (old) {
				changed.add(heard.sighting().manifestId());
			}
			return old;
		});
		return changed;
	}

	/**
	 * The streams open elsewhere on the board of {@code manifestId}, heard of since
	 * {@code cutoff}.
	 */
	List<PresenceNotice.Sighting> on(long manifestId, Instant cutoff) {
		return this.streams.values()
			.stream()
			.filter((heard) -> heard.sighting().manifestId() == manifestId && !heard.at().isBefore(cutoff))
			.map(Heard::sighting)
			.toList();
	}

	private record Heard(PresenceNotice.Sighting sighting, Instant at) {
	}

}
