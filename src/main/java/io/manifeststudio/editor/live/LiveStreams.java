package io.manifeststudio.editor.live;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.ApplicationListener;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

import tools.jackson.databind.json.JsonMapper;

/**
 * The open event streams of this instance, by manifest, and what they are sent: each
 * change as {@code event: change} with {@code id: <version>}, {@code event: comments} (no
 * id: the draft did not change) when someone comments on a revision,
 * {@code event: presence} whenever someone comes, goes or selects another pod, and a
 * comment line every {@code heartbeat} that finds streams whose browser has gone (the
 * write fails).
 * <p>
 * A stream costs no request thread while idle: it is an {@link SseEmitter} (Servlet
 * async), written to only by the thread that delivers a change or the heartbeat. A new
 * stream first gets every change after the version its board shows; changes that arrive
 * meanwhile wait and are sent after those, so a board sees each version once, in order.
 * <p>
 * Presence is the streams of every instance: someone is present while one of their
 * streams is open and the last write to it (heartbeat or event) succeeded less than
 * {@code presence-timeout} ago. Each instance tells the others about its streams
 * ({@link PresenceRelay}) when one opens, closes or selects another pod, and repeats all
 * of them every heartbeat; a stream of another instance not heard of for
 * {@code presence-timeout} is gone (its instance died).
 * <p>
 * When the app begins to stop, every stream is ended at once: an open stream is a request
 * in flight, which the graceful shutdown would otherwise wait for until its timeout. The
 * browsers' {@code EventSource} reconnects, to another instance or to this one once it is
 * back.
 */
@Component
public class LiveStreams implements ApplicationListener<ContextClosedEvent>, DisposableBean {

	private static final Logger logger = LoggerFactory.getLogger(LiveStreams.class);

	private final Map<Long, Set<Stream>> streams = new ConcurrentHashMap<>();

	private final JsonMapper json;

	private final Clock clock;

	private final Duration presenceTimeout;

	private final Duration streamTimeout;

	private final ScheduledExecutorService heartbeats;

	private final PresenceRelay relay;

	private final OtherInstancesPresence others = new OtherInstancesPresence();

	/**
	 * This instance among the others, for the ids of its streams and to know its own
	 * notices when they come back.
	 */
	private final String instance = UUID.randomUUID().toString().substring(0, 8);

	private final AtomicLong streamIds = new AtomicLong();

	LiveStreams(JsonMapper json, PresenceRelay relay,
			@Value("${manifest-studio.live.heartbeat:10s}") Duration heartbeat,
			@Value("${manifest-studio.live.presence-timeout:30s}") Duration presenceTimeout,
			@Value("${manifest-studio.live.stream-timeout:30m}") Duration streamTimeout) {
		this.json = json;
		this.relay = relay;
		this.clock = Clock.systemUTC();
		this.presenceTimeout = presenceTimeout;
		this.streamTimeout = streamTimeout;
		this.heartbeats = Executors.newSingleThreadScheduledExecutor((task) -> {
			Thread thread = new Thread(task, "live-heartbeat");
			thread.setDaemon(true);
			return thread;
		});
		this.heartbeats.scheduleWithFixedDelay(this::heartbeat, heartbeat.toMillis(), heartbeat.toMillis(),
				TimeUnit.MILLISECONDS);
	}

	/**
	 * Opens a stream of the changes of manifest {@code manifestId} after version
	 * {@code after}, for {@code username}. {@code missed} gives the changes after
	 * {@code after} from the change log, oldest first.
	 */
	public SseEmitter open(long manifestId, String username, long after, Supplier<List<ChangeEvent>> missed) {
		SseEmitter emitter = new SseEmitter(this.streamTimeout.toMillis());
		Stream stream = new Stream(this.instance + ":" + this.streamIds.incrementAndGet(), manifestId, username,
				emitter, now(), after);
		emitter.onCompletion(() -> close(stream));
		emitter.onTimeout(() -> close(stream));
		emitter.onError((ex) -> close(stream));
		this.streams.computeIfAbsent(manifestId, (id) -> ConcurrentHashMap.newKeySet()).add(stream);
		synchronized (stream) {
			for (ChangeEvent event : missed.get()) {
				send(stream, new Written(event, this.json.writeValueAsString(event)));
			}
			for (Written event : stream.waiting) {
				send(stream, event);
			}
			stream.waiting = null;
		}
		tellPresence(manifestId);
		tellOthers(() -> PresenceNotice.seen(this.instance, List.of(stream.sighting())));
		return emitter;
	}

	/** Sends a committed change to every open stream of its manifest on this instance. */
	public void deliver(long manifestId, ChangeEvent event) {
		// written once for all the boards of the manifest
		Written written = new Written(event, this.json.writeValueAsString(event));
		for (Stream stream : streams(manifestId)) {
			synchronized (stream) {
				if (stream.waiting != null) {
					stream.waiting.add(written);
				}
				else {
					send(stream, written);
				}
			}
		}
	}

	/**
	 * Tells every open stream of its manifest on this instance that its revisions'
	 * comments changed.
	 */
	void deliver(long manifestId, CommentsEvent event) {
		String data = this.json.writeValueAsString(event);
		for (Stream stream : streams(manifestId)) {
			synchronized (stream) {
				write(stream, SseEmitter.event().name("comments").data(data, MediaType.APPLICATION_JSON));
			}
		}
	}

	/**
	 * {@code username} selected (or drags) {@code pod} on the board of {@code manifestId}
	 * ({@code null}: none).
	 */
	public void select(long manifestId, String username, String pod) {
		if (!selectHere(manifestId, username, pod)) {
			// The board's stream is open on another instance than the one its request
			// reached.
			tellOthers(() -> new PresenceNotice(this.instance, null, null,
					new PresenceNotice.Selection(manifestId, username, pod), false));
		}
	}

	private boolean selectHere(long manifestId, String username, String pod) {
		List<Stream> theirs = streams(manifestId).stream()
			.filter((stream) -> stream.username.equals(username))
			.toList();
		theirs.forEach((stream) -> stream.pod = pod);
		if (!theirs.isEmpty()) {
			tellPresence(manifestId);
			tellOthers(() -> PresenceNotice.seen(this.instance, theirs.stream().map(Stream::sighting).toList()));
		}
		return !theirs.isEmpty();
	}

	/** Who has the board of {@code manifestId} open on any instance, first come first. */
	public List<PresenceEntry> presence(long manifestId) {
		Instant cutoff = now().minus(this.presenceTimeout);
		Map<String, PresenceEntry> people = new LinkedHashMap<>();
		java.util.stream.Stream
			.concat(streams(manifestId).stream()
				.filter((stream) -> stream.lastWritten.isAfter(cutoff))
				.map((stream) -> new PresenceEntry(stream.username, stream.pod, stream.since)),
					this.others.on(manifestId, cutoff)
						.stream()
						.map((seen) -> new PresenceEntry(seen.username(), seen.pod(), seen.since())))
			.sorted(Comparator.comparing(PresenceEntry::since))
			.forEach((entry) -> people.merge(entry.username(), entry, (first, later) -> (first.pod() != null) ? first
					: new PresenceEntry(first.username(), later.pod(), first.since())));
		return new ArrayList<>(people.values());
	}

	/**
	 * What another instance told about its streams (its own notices come back too, and
	 * are ignored).
	 */
	void heard(PresenceNotice notice) {
		if (this.instance.equals(notice.instance())) {
			return;
		}
		if (notice.hello()) {
			tellOthers(this::allSeen);
		}
		if (notice.select() != null) {
			selectHere(notice.select().manifestId(), notice.select().username(), notice.select().pod());
		}
		this.others.heard(notice, now()).forEach(this::tellPresence);
	}

	/**
	 * This instance (again) hears the others: it asks them for their streams at once and
	 * tells them its own, instead of waiting for the next heartbeats.
	 */
	void listening() {
		tellOthers(() -> new PresenceNotice(this.instance, allSeen().seen(), null, null, true));
	}

	private List<Stream> streams(long manifestId) {
		Set<Stream> open = this.streams.get(manifestId);
		return (open != null) ? List.copyOf(open) : List.of();
	}

	private void send(Stream stream, Written change) {
		long version = change.event().version();
		if (version <= stream.lastSent) {
			return;
		}
		if (write(stream,
				SseEmitter.event()
					.name("change")
					.id(Long.toString(version))
					.data(change.json(), MediaType.APPLICATION_JSON))) {
			stream.lastSent = version;
		}
	}

	/** Sends who is present now to this instance's streams of {@code manifestId}. */
	private void tellPresence(long manifestId) {
		String people = this.json.writeValueAsString(presence(manifestId));
		for (Stream stream : streams(manifestId)) {
			synchronized (stream) {
				write(stream, SseEmitter.event().name("presence").data(people, MediaType.APPLICATION_JSON));
			}
		}
	}

	private void heartbeat() {
		try {
			Instant cutoff = now().minus(this.presenceTimeout);
			for (Long manifestId : List.copyOf(this.streams.keySet())) {
				boolean gone = false;
				for (Stream stream : streams(manifestId)) {
					synchronized (stream) {
						gone |= !write(stream, SseEmitter.event().comment("heartbeat"));
					}
					if (stream.lastWritten.isBefore(cutoff)) {
						close(stream);
						stream.emitter.complete();
						gone = true;
					}
				}
				if (gone) {
					tellPresence(manifestId);
				}
			}
			this.others.expire(now().minus(this.presenceTimeout)).forEach(this::tellPresence);
			if (this.relay.shared() && !this.streams.isEmpty()) {
				this.relay.publish(allSeen());
			}
		}
		catch (RuntimeException ex) {
			logger.warn("Heartbeat of the live streams failed", ex);
		}
	}

	private boolean write(Stream stream, SseEmitter.SseEventBuilder event) {
		if (stream.closed) {
			return false;
		}
		try {
			stream.emitter.send(event);
			stream.lastWritten = now();
			return true;
		}
		catch (IOException | IllegalStateException ex) {
			// The browser went away: the stream is closed, and presence goes with it.
			close(stream);
			return false;
		}
	}

	private void close(Stream stream) {
		if (stream.closed) {
			return;
		}
		stream.closed = true;
		Set<Stream> open = this.streams.get(stream.manifestId);
		if (open != null) {
			open.remove(stream);
			this.streams.computeIfPresent(stream.manifestId, (id, set) -> set.isEmpty() ? null : set);
		}
		this.heartbeats.execute(() -> tellPresence(stream.manifestId));
		tellOthers(() -> PresenceNotice.gone(this.instance, stream.sighting()));
	}

	/** This instance's streams that are present, as the others are told about them. */
	private PresenceNotice allSeen() {
		Instant cutoff = now().minus(this.presenceTimeout);
		return PresenceNotice.seen(this.instance,
				this.streams.values()
					.stream()
					.flatMap(Set::stream)
					.filter((stream) -> !stream.closed && stream.lastWritten.isAfter(cutoff))
					.map(Stream::sighting)
					.toList());
	}

	/**
	 * Tells the other instances, off the request's thread (in order: a stream's opening
	 * before its end).
	 */
	private void tellOthers(Supplier<PresenceNotice> notice) {
		if (this.relay.shared()) {
			try {
				this.heartbeats.execute(() -> this.relay.publish(notice.get()));
			}
			catch (java.util.concurrent.RejectedExecutionException ex) {
				// Stopping: the others forget this instance's streams when they are no
				// longer repeated.
			}
		}
	}

	private Instant now() {
		return this.clock.instant();
	}

	/**
	 * The app begins to stop (before the web server's graceful shutdown waits for the
	 * requests in flight).
	 */
	@Override
	public void onApplicationEvent(ContextClosedEvent event) {
		endStreams();
	}

	@Override
	public void destroy() {
		this.heartbeats.shutdownNow();
		endStreams();
	}

	private void endStreams() {
		this.streams.values().forEach((open) -> List.copyOf(open).forEach((stream) -> stream.emitter.complete()));
	}

	/** A change and its JSON, written once however many streams it goes to. */
	private record Written(ChangeEvent event, String json) {
	}

	private static final class Stream {

		final String id;

		final long manifestId;

		final String username;

		final SseEmitter emitter;

		final Instant since;

		volatile String pod;

		volatile Instant lastWritten;

		volatile boolean closed;

		long lastSent;

		List<Written> waiting = new ArrayList<>();

		Stream(String id, long manifestId, String username, SseEmitter emitter, Instant since, long lastSent) {
			this.id = id;
			this.manifestId = manifestId;
			this.username = username;
			this.emitter = emitter;
			this.since = since;
			this.lastWritten = since;
			this.lastSent = lastSent;
		}

		PresenceNotice.Sighting sighting() {
			return new PresenceNotice.Sighting(this.id, this.manifestId, this.username, this.pod, this.since);
		}

	}

}
