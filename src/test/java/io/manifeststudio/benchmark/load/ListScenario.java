package io.manifeststudio.benchmark.load;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One person paging through and searching a large manifest list (seeded by
 * {@link ListSeed}): the list API and the list page at pages spread over the whole list,
 * and searches that match one manifest, a tenth of them, or none, on the API and the
 * page. Each action is warmed up, then sent the given number of times one after another;
 * each answer must be 200 and, for the API, say as many matches as the seed holds.
 */
final class ListScenario {

	private static final Duration TIMEOUT = Duration.ofSeconds(30);

	private static final Pattern TOTAL = Pattern.compile("\"totalElements\"\\s*:\\s*(\\d+)");

	private final HttpClient http = HttpClient.newHttpClient();

	private final URI base;

	private final int manifests;

	private final int requests;

	private final Random random = new Random(42);

	/**
	 * Signs in once for a token; every request carries it, as every request needs an
	 * account.
	 */
	private final StudioClient account;

	ListScenario(URI base, int manifests, int requests) {
		this.base = base;
		this.manifests = manifests;
		this.requests = requests;
		this.account = new StudioClient(base, new Latencies());
	}

	Latencies run() {
		Latencies latencies = new Latencies();
		int pages = Math.max(1, this.manifests / 20);
		String one = ListSeed.name(this.manifests / 2);
		String tenth = ListSeed.COMPONENTS.get(3);
		List<Action> actions = List.of(
				new Action("list-api", (i) -> "/api/manifests?size=20&page=" + this.random.nextInt(pages), false, -1),
				new Action("list-page", (i) -> "/manifests?page=" + (1 + this.random.nextInt(pages)), true, -1),
				new Action("search-api-one", (i) -> "/api/manifests?q=" + encode(one), false, 1),
				new Action("search-api-tenth",
						(i) -> "/api/manifests?q=" + tenth + "&page=" + this.random.nextInt(pages / 10), false,
						this.manifests / 10),
				new Action("search-api-none", (i) -> "/api/manifests?q=no-such-manifest", false, 0),
				new Action("search-page", (i) -> "/manifests?q=" + encode((i % 2 == 0) ? one : tenth), true, -1));
		for (Action action : actions) {
			for (int i = 0; i < 50; i++) {
				send(null, action, i, null);
			}
			for (int i = 0; i < this.requests; i++) {
				send(action.name(), action, i, latencies);
			}
		}
		return latencies;
	}

	private void send(String name, Action action, int i, Latencies latencies) {
		HttpRequest request = HttpRequest.newBuilder(this.base.resolve(action.path().apply(i)))
			.timeout(TIMEOUT)
			.header("Accept", action.page() ? "text/html" : "application/json")
			.header("Authorization", this.account.authorization())
			.GET()
			.build();
		long start = System.nanoTime();
		boolean ok;
		String answer;
		long server = -1;
		try {
			HttpResponse<String> response = this.http.send(request, HttpResponse.BodyHandlers.ofString());
			ok = response.statusCode() == 200 && matches(action, response.body());
			answer = "HTTP " + response.statusCode();
			server = StudioClient.serverNanos(response);
		}
		catch (Exception ex) {
			ok = false;
			answer = ex.toString();
		}
		long elapsed = System.nanoTime() - start;
		if (latencies != null) {
			latencies.record(name, elapsed, server, ok);
		}
		else if (!ok) {
			throw new IllegalStateException(
					action.name() + " failed while warming up: " + action.path().apply(i) + " (" + answer + ")");
		}
	}

	private boolean matches(Action action, String body) {
		if (action.page()) {
			return body.contains("bench-");
		}
		Matcher total = TOTAL.matcher(body);
		long found = total.find() ? Long.parseLong(total.group(1)) : -1;
		return (action.total() < 0) ? found >= this.manifests : found == action.total();
	}

	private static String encode(String text) {
		return URLEncoder.encode(text, StandardCharsets.UTF_8);
	}

	private record Action(String name, IntFunction<String> path, boolean page, long total) {
	}

}
