package io.manifeststudio.benchmark.load;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Open boards, as the driver plays them: each is a manifest's event stream ({@code GET
 * /manifests/{id}/events}), read without a thread of its own (the HTTP client hands each
 * line to a subscriber), which notes when each {@code event: change} arrived, by manifest
 * and version. One board per {@link #open} call.
 */
final class EventStreams implements AutoCloseable {

	private final HttpClient http = HttpClient.newHttpClient();

	private final URI base;

	private final String authorization;

	private final List<CompletableFuture<HttpResponse<Void>>> streams = new ArrayList<>();

	private final List<Board> boards = new ArrayList<>();

	private final AtomicInteger refused = new AtomicInteger();

	EventStreams(URI base, String authorization) {
		this.base = base;
		this.authorization = authorization;
	}

	/**
	 * Opens one more board of manifest {@code manifestId}, from the changes after now on.
	 */
	void open(long manifestId) {
		Board board = new Board(manifestId);
		HttpRequest request = HttpRequest.newBuilder(this.base.resolve("/manifests/" + manifestId + "/events"))
			.header("Accept", "text/event-stream")
			.header("Authorization", this.authorization)
			.GET()
			.build();
		CompletableFuture<HttpResponse<Void>> stream = this.http.sendAsync(request, (info) -> {
			if (info.statusCode() != 200) {
				this.refused.incrementAndGet();
			}
			return HttpResponse.BodySubscribers.fromLineSubscriber(board);
		});
		synchronized (this) {
			this.streams.add(stream);
			this.boards.add(board);
		}
	}

	/**
	 * Waits until every board's stream has answered (its headers are in); the number that
	 * were not 200.
	 */
	int awaitOpen(long seconds) throws Exception {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
		for (Board board : boards()) {
			while (!board.opened && System.nanoTime() < deadline) {
				Thread.sleep(20);
			}
			if (!board.opened) {
				this.refused.incrementAndGet();
			}
		}
		return this.refused.get();
	}

	synchronized List<Board> boards() {
		return List.copyOf(this.boards);
	}

	@Override
	public void close() {
		synchronized (this) {
			this.streams.forEach((stream) -> stream.cancel(true));
			// cancelling its body's subscription closes a stream's connection
			this.boards.forEach(Board::cancel);
		}
	}

	/**
	 * One open board: when each change (by version) arrived, and how many presence events
	 * it heard.
	 */
	static final class Board implements Flow.Subscriber<String> {

		final long manifestId;

		final ConcurrentHashMap<Long, Instant> changes = new ConcurrentHashMap<>();

		volatile boolean opened;

		volatile int presenceEvents;

		private String event = "message";

		private String id;

		Board(long manifestId) {
			this.manifestId = manifestId;
		}

		private volatile Flow.Subscription subscription;

		void cancel() {
			Flow.Subscription open = this.subscription;
			if (open != null) {
				open.cancel();
			}
		}

		@Override
		public void onSubscribe(Flow.Subscription subscription) {
			this.subscription = subscription;
			this.opened = true;
			subscription.request(Long.MAX_VALUE);
		}

		@Override
		public void onNext(String line) {
			if (line.isEmpty()) {
				if (this.event.equals("change") && this.id != null) {
					this.changes.putIfAbsent(Long.parseLong(this.id), Instant.now());
				}
				else if (this.event.equals("presence")) {
					this.presenceEvents++;
				}
				this.event = "message";
				this.id = null;
			}
			else if (line.startsWith("event:")) {
				this.event = line.substring(6).strip();
			}
			else if (line.startsWith("id:")) {
				this.id = line.substring(3).strip();
			}
		}

		@Override
		public void onError(Throwable throwable) {
			// closed by the driver at the end, or the app went away: the missing changes
			// say so
		}

		@Override
		public void onComplete() {
		}

	}

}
