package io.manifeststudio.benchmark.load;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * A plain HTTP client of the app's API for the load scenarios; each call is timed into
 * {@link Latencies}. It signs in as {@code admin} with
 * {@code MANIFEST_STUDIO_ADMIN_PASSWORD} (a random one when unset, which
 * {@link StudioProcess} gives the app it starts) once, to make a personal access token,
 * and sends that token on every call (a token costs one SHA-256 per request, where HTTP
 * Basic would cost a bcrypt).
 */
final class StudioClient {

	static final String ADMIN_PASSWORD = (System.getenv("MANIFEST_STUDIO_ADMIN_PASSWORD") != null)
			? System.getenv("MANIFEST_STUDIO_ADMIN_PASSWORD") : "load-" + java.util.UUID.randomUUID();

	private volatile String authorization;

	private static final Duration TIMEOUT = Duration.ofSeconds(30);

	private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

	private final URI base;

	private final Latencies latencies;

	StudioClient(URI base, Latencies latencies) {
		this.base = base;
		this.latencies = latencies;
	}

	/**
	 * A client that sends this {@code Authorization} header on every call (instead of a
	 * token it makes).
	 */
	StudioClient(URI base, Latencies latencies, String authorization) {
		this(base, latencies);
		this.authorization = authorization;
	}

	/** HTTP Basic as {@code admin} with its password ({@link #ADMIN_PASSWORD}). */
	static String adminBasic() {
		return "Basic " + java.util.Base64.getEncoder()
			.encodeToString(("admin:" + ADMIN_PASSWORD).getBytes(StandardCharsets.UTF_8));
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
			.header("Content-Type", contentType);
		if (ifMatch != null) {
			builder.header("If-Match", ifMatch);
		}
		return send(action, builder.build(), expectedStatus);
	}

	private HttpRequest.Builder request(String path) {
		return HttpRequest.newBuilder(this.base.resolve(path))
			.timeout(TIMEOUT)
			.header("Authorization", authorization());
	}

	/**
	 * The {@code Authorization} header this client sends: a token made once by signing in
	 * as admin.
	 */
	synchronized String authorization() {
		if (this.authorization == null) {
			String basic = adminBasic();
			try {
				HttpResponse<String> created = this.http.send(HttpRequest.newBuilder(this.base.resolve("/api/tokens"))
					.timeout(TIMEOUT)
					.header("Authorization", basic)
					.header("Content-Type", "application/json")
					.POST(HttpRequest.BodyPublishers.ofString("{\"name\": \"load-driver\"}"))
					.build(), HttpResponse.BodyHandlers.ofString());
				java.util.regex.Matcher token = java.util.regex.Pattern.compile("\"token\"\\s*:\\s*\"(mst_[^\"]+)\"")
					.matcher(created.body());
				if (created.statusCode() != 201 || !token.find()) {
					throw new IllegalStateException("Signing in as admin failed (" + created.statusCode() + "): "
							+ created.body() + "; set MANIFEST_STUDIO_ADMIN_PASSWORD to the admin's password");
				}
				this.authorization = "Bearer " + token.group(1);
			}
			catch (IOException ex) {
				throw new UncheckedIOException(ex);
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				throw new IllegalStateException(ex);
			}
		}
		return this.authorization;
	}

	/**
	 * The server's own time from {@code Server-Timing: app;dur=MILLIS}, or -1 when the
	 * answer does not say it.
	 */
	static long serverNanos(HttpResponse<?> response) {
		return response.headers().firstValue("Server-Timing").map((value) -> {
			java.util.regex.Matcher duration = SERVER_DURATION.matcher(value);
			return duration.find() ? (long) (Double.parseDouble(duration.group(1)) * 1e6) : -1L;
		}).orElse(-1L);
	}

	private static final java.util.regex.Pattern SERVER_DURATION = java.util.regex.Pattern
		.compile("\\bapp;dur=([0-9]+(?:\\.[0-9]+)?)");

	private HttpResponse<String> send(String action, HttpRequest request, int expectedStatus) {
		long start = System.nanoTime();
		try {
			HttpResponse<String> response = this.http.send(request, HttpResponse.BodyHandlers.ofString());
			long elapsed = System.nanoTime() - start;
			if (action != null) {
				this.latencies.record(action, elapsed, serverNanos(response), response.statusCode() == expectedStatus);
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
