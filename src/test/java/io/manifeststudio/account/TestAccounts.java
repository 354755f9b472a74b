package io.manifeststudio.account;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.springframework.context.ApplicationContext;
import org.springframework.security.crypto.password.PasswordEncoder;

/**
 * The accounts of the full-stack tests, one role per name in every test class (they share
 * a database within a JVM): {@code vic} viewer, {@code alice} and {@code bob} editors,
 * {@code rita} reviewer, {@code admin} admin, all with {@link #PASSWORD}. Signs them in
 * as an API client does (HTTP Basic, a bearer token) or as a browser does (the sign-in
 * form, giving a session cookie and its CSRF token).
 */
public final class TestAccounts {

	public static final String PASSWORD = "test-password-1";

	public static final Map<String, Role> ROLES;

	static {
		Map<String, Role> roles = new LinkedHashMap<>();
		roles.put("vic", Role.VIEWER);
		roles.put("alice", Role.EDITOR);
		roles.put("bob", Role.EDITOR);
		roles.put("rita", Role.REVIEWER);
		roles.put("admin", Role.ADMIN);
		ROLES = Map.copyOf(roles);
	}

	/** The stored hashes known to be of {@link #PASSWORD} (see {@link #ensure}). */
	private static final Set<String> HASHES_OF_PASSWORD = new HashSet<>();

	private static final Pattern CSRF_INPUT = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");

	private static final Pattern CSRF_META = Pattern.compile("<meta name=\"_csrf\" content=\"([^\"]+)\"");

	private TestAccounts() {
	}

	/**
	 * Makes sure every test account exists with its role and {@link #PASSWORD} (the first
	 * start made {@code admin} with a random password: it gets the test password).
	 */
	public static synchronized void ensure(ApplicationContext context) {
		Accounts accounts = context.getBean(Accounts.class);
		PasswordEncoder encoder = context.getBean(PasswordEncoder.class);
		ROLES.forEach((name, role) -> {
			if (!accounts.exists(name)) {
				accounts.create(name, PASSWORD, role.code());
				HASHES_OF_PASSWORD.add(accounts.find(name).passwordHash());
			}
			else {
				// only what differs: a password reset, a role change and disabling end
				// the account's sessions, which
				// a test class may keep across its tests
				AccountEntity account = accounts.find(name);
				if (!matchesPassword(encoder, account.passwordHash())) {
					accounts.resetPassword(name, PASSWORD);
					HASHES_OF_PASSWORD.add(accounts.find(name).passwordHash());
				}
				if (!account.role().equals(role)) {
					accounts.changeRole(name, role.code());
				}
				if (!account.enabled()) {
					accounts.enable(name, true);
				}
			}
		});
	}

	/**
	 * Whether a stored hash is one of {@link #PASSWORD}. A hash seen to be one is known
	 * (each hash is salted, and a hash matches a password or not for good), so that each
	 * test's {@link #ensure} does not check it again: Argon2id costs about a tenth of a
	 * second each time in a test JVM, five times per test.
	 */
	private static boolean matchesPassword(PasswordEncoder encoder, String hash) {
		if (HASHES_OF_PASSWORD.contains(hash)) {
			return true;
		}
		if (encoder.matches(PASSWORD, hash)) {
			HASHES_OF_PASSWORD.add(hash);
			return true;
		}
		return false;
	}

	/** The {@code Authorization} header value of HTTP Basic for a test account. */
	public static String basic(String name) {
		return "Basic " + Base64.getEncoder().encodeToString((name + ":" + PASSWORD).getBytes(StandardCharsets.UTF_8));
	}

	/**
	 * The request as {@code name} sends it with HTTP Basic, unless it carries credentials
	 * of its own already.
	 */
	public static HttpRequest signedIn(HttpRequest request, String name) {
		if (request.headers().firstValue("Authorization").isPresent()
				|| request.headers().firstValue("Cookie").isPresent()) {
			return request;
		}
		return HttpRequest.newBuilder(request, (header, value) -> true).header("Authorization", basic(name)).build();
	}

	/**
	 * The {@code Authorization} header value with a new personal access token of a test
	 * account.
	 */
	public static String bearer(ApplicationContext context, String name) {
		return "Bearer " + context.getBean(AccessTokens.class).create(name, "test").token();
	}

	/**
	 * Signs in through the form like a browser: the session cookie and the CSRF token a
	 * page of it carries.
	 */
	public static Session signIn(int port, String name) throws IOException, InterruptedException {
		return signIn(port, name, PASSWORD);
	}

	/** Signs in through the form with a password of one's own. */
	public static Session signIn(int port, String name, String password) throws IOException, InterruptedException {
		HttpClient http = HttpClient.newHttpClient();
		String base = "http://localhost:" + port;
		HttpResponse<String> login = http.send(HttpRequest.newBuilder(URI.create(base + "/login")).GET().build(),
				HttpResponse.BodyHandlers.ofString());
		// without an account there is no session: the form's CSRF token is kept in a
		// cookie
		String cookie = cookie(login, SessionOrCookieCsrfTokenRepository.COOKIE);
		Matcher csrf = CSRF_INPUT.matcher(login.body());
		if (!csrf.find()) {
			throw new IllegalStateException("The sign-in page has no CSRF field: " + login.body());
		}
		String form = "username=" + encode(name) + "&password=" + encode(password) + "&_csrf=" + encode(csrf.group(1));
		HttpResponse<String> signedIn = http.send(HttpRequest.newBuilder(URI.create(base + "/login"))
			.header("Content-Type", "application/x-www-form-urlencoded")
			.header("Cookie", cookie)
			.POST(HttpRequest.BodyPublishers.ofString(form))
			.build(), HttpResponse.BodyHandlers.ofString());
		if (signedIn.statusCode() != 302 || signedIn.headers().firstValue("Location").orElse("").contains("error")) {
			throw new IllegalStateException(
					"Signing in as " + name + " failed: " + signedIn.statusCode() + " " + signedIn.headers().map());
		}
		String session = cookie(signedIn, "SESSION");
		HttpResponse<String> page = http.send(
				HttpRequest.newBuilder(URI.create(base + "/manifests")).header("Cookie", session).GET().build(),
				HttpResponse.BodyHandlers.ofString());
		Matcher meta = CSRF_META.matcher(page.body());
		if (!meta.find()) {
			throw new IllegalStateException("A signed-in page has no CSRF meta tag: " + page.body());
		}
		return new Session(session, meta.group(1));
	}

	private static String cookie(HttpResponse<?> response, String name) {
		return response.headers()
			.allValues("Set-Cookie")
			.stream()
			.filter((value) -> value.startsWith(name + "=") && !value.startsWith(name + "=;"))
			.map((value) -> value.substring(0, value.indexOf(';')))
			.findFirst()
			.orElseThrow(() -> new IllegalStateException("No cookie " + name + " in " + response.headers().map()));
	}

	private static String encode(String value) {
		return URLEncoder.encode(value, StandardCharsets.UTF_8);
	}

	/**
	 * A signed-in browser session: the {@code Cookie} header value and the session's CSRF
	 * token.
	 */
	public record Session(String cookie, String csrfToken) {
	}

}
