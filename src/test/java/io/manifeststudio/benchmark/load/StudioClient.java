package io.manifeststudio.benchmark.load;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** A plain HTTP client of the app's API for the load scenarios; each call is timed into {@link Latencies}. */
final class StudioClient {

	private static final Duration TIMEOUT = Duration.ofSeconds(30);

	private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

	private final URI base;

	private final Latencies latencies;

	StudioClient(URI base, Latencies latencies) {
		this.base = base;
		this.latencies = latencies;
	}

	HttpResponse<String> get(String action, String path, int expectedStatus) {
		return send(action, request(path).GET().build(), expectedStatus);
	}

	/** A GET as htmx sends it from the board (with {@code HX-Request}). */
	HttpResponse<String> getFromBoard(String action, String path, int expectedStatus) {
		return send(action, request(path).header("HX-Request", "true").GET().build(), expectedStatus);
	}

	HttpResponse<String> post(String action, String path, String body, String contentType, String ifMatch,
			int expectedStatus) {
		HttpRequest.Builder builder = request(path)
			.POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8))
			.header("Content-Type", contentType)
			.header("X-Author", "load-driver");
		if (ifMatch != null) {
			builder.header("If-Match", ifMatch);
		}
		return send(action, builder.build(), expectedStatus);
	}

	private HttpRequest.Builder request(String path) {
		return HttpRequest.newBuilder(this.base.resolve(path)).timeout(TIMEOUT);
	}

	private HttpResponse<String> send(String action, HttpRequest request, int expectedStatus) {
		long start = System.nanoTime();
		try {
			HttpResponse<String> response = this.http.send(request, HttpResponse.BodyHandlers.ofString());
			long elapsed = System.nanoTime() - start;
			if (action != null) {
				this.latencies.record(action, elapsed, response.statusCode() == expectedStatus);
			}
			return response;
		}
		catch (IOException ex) {
			if (action != null) {
				this.latencies.record(action, System.nanoTime() - start, false);
			}
			throw new UncheckedIOException(request.method() + " " + request.uri() + " failed", ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException("Interrupted", ex);
		}
	}

}
