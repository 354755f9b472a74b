package io.manifeststudio.editor.live;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A client of a manifest's event stream, as a board or a pipeline reads it: the events
 * arrive in a queue, each with the moment it arrived.
 */
final class EventStreamClient implements AutoCloseable {

	record Event(String name, String id, String data, long arrivedNanos, java.time.Instant arrived) {
	}

	private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();

	private final CompletableFuture<HttpResponse<Stream<String>>> response;

	final int status;

	private EventStreamClient(HttpClient http, HttpRequest request) throws Exception {
		this.response = http.sendAsync(request, HttpResponse.BodyHandlers.ofLines());
		HttpResponse<Stream<String>> answer = this.response.get(10, TimeUnit.SECONDS);
		this.status = answer.statusCode();
		Thread reader = new Thread(() -> read(answer.body()), "event-stream-client");
		reader.setDaemon(true);
		reader.start();
	}

	static EventStreamClient open(HttpClient http, URI uri, String authorization, String lastEventId) throws Exception {
		HttpRequest.Builder request = HttpRequest.newBuilder(uri)
			.header("Accept", "text/event-stream")
			.header("Authorization", authorization);
		if (lastEventId != null) {
			request.header("Last-Event-ID", lastEventId);
		}
		return new EventStreamClient(http, request.GET().build());
	}

	private void read(Stream<String> lines) {
		String name = "message";
		String id = null;
		StringBuilder data = new StringBuilder();
		try {
			for (String line : (Iterable<String>) lines::iterator) {
				if (line.isEmpty()) {
					if (!data.isEmpty()) {
						this.events
							.add(new Event(name, id, data.toString(), System.nanoTime(), java.time.Instant.now()));
					}
					name = "message";
					id = null;
					data.setLength(0);
				}
				else if (line.startsWith("event:")) {
					name = line.substring(6).strip();
				}
				else if (line.startsWith("id:")) {
					id = line.substring(3).strip();
				}
				else if (line.startsWith("data:")) {
					data.append(line.substring(5).strip());
				}
			}
		}
		catch (RuntimeException ex) {
			// closed
		}
	}

	/** The next event named {@code name} within {@code timeout}, or null. */
	Event next(String name, Duration timeout) throws InterruptedException {
		long deadline = System.nanoTime() + timeout.toNanos();
		while (true) {
			long left = deadline - System.nanoTime();
			if (left <= 0) {
				return null;
			}
			Event event = this.events.poll(left, TimeUnit.NANOSECONDS);
			if (event == null) {
				return null;
			}
			if (event.name().equals(name)) {
				return event;
			}
		}
	}

	@Override
	public void close() {
		this.response.thenAccept((answer) -> answer.body().close());
		this.response.cancel(true);
	}

}
