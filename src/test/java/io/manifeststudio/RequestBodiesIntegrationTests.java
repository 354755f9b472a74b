package io.manifeststudio;

import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import io.manifeststudio.account.TestAccounts;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.junit.jupiter.api.BeforeEach;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every endpoint that takes a body reads it the same way, on the real server: a body
 * larger than allowed is refused with 413 without being read (a declared length) or as
 * soon as it passes the limit (a chunked one), and text that is not UTF-8 is refused with
 * its line and column, never replaced; each with the same JSON error.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class RequestBodiesIntegrationTests {

	static final String VALID = """
			instance_groups:
			- name: web
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        ports: [{name: http, protocol: TCP, internal: 8080}]
			        run: {memory: 256}
			""";

	static final List<String> YAML_ENDPOINTS = List.of("/api/validate", "/api/export/kubernetes.yaml",
			"/api/export/helm-chart.tgz", "/api/manifests?name=body-test");

	@LocalServerPort
	int port;

	@Autowired
	ApplicationContext context;

	@BeforeEach
	void testAccounts() {
		TestAccounts.ensure(this.context);
	}

	final HttpClient http = HttpClient.newHttpClient();

	final JsonMapper json = JsonMapper.builder().build();

	/**
	 * 900 MB declared, 64 KB sent: the answer comes at once, so the server never waited
	 * for the rest.
	 */
	@ParameterizedTest
	@ValueSource(strings = { "/api/validate", "/api/export/kubernetes.yaml", "/api/export/helm-chart.tgz",
			"/api/manifests?name=huge", "/api/manifests/1/revisions" })
	void a900MegabyteBodyIs413WithoutBeingRead(String path) throws Exception {
		long started = System.nanoTime();
		String answer = sendDeclaring(path, 900L * 1024 * 1024, 64 * 1024);

		assertThat(answer).startsWith("HTTP/1.1 413");
		assertThat(answer).contains("\"status\":413")
			.contains("The request body has " + (900L * 1024 * 1024) + " bytes");
		assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(5));
	}

	@Test
	void aManifestOverFiveMegabytesIsTheSame413OnEveryEndpoint() throws Exception {
		byte[] six = new byte[6 * 1024 * 1024];
		Arrays.fill(six, (byte) '#');
		for (String path : YAML_ENDPOINTS) {
			// Read while sending, as a browser does: the 413 comes before the body is
			// read, so a client that first
			// uploads everything and only then reads (java.net.http) may find the
			// connection already closed.
			String declared = sendStreaming(path, "application/yaml", '#', six.length, false);
			assertThat(declared).as(path).startsWith("HTTP/1.1 413");
			assertThat(declared).contains("\"kind\":\"TOO_LARGE\"")
				.contains("a role manifest may have at most 5242880 bytes");

			String chunked = sendStreaming(path, "application/yaml", '#', six.length, true);
			assertThat(chunked).as(path).startsWith("HTTP/1.1 413");
			assertThat(chunked).contains("\"kind\":\"TOO_LARGE\"")
				.contains("a role manifest may have at most 5242880 bytes");
		}
	}

	@Test
	void aChunkedJsonBodyPastTheLimitIs413() throws Exception {
		long id = importValid();
		String answer = sendStreaming("/api/manifests/" + id + "/revisions", "application/json", ' ', 64 * 1024 * 1024,
				true);

		assertThat(answer).startsWith("HTTP/1.1 413");
		assertThat(answer).contains("at most 20971520 bytes");
	}

	@Test
	void textThatIsNotUtf8IsRefusedAtItsPlaceOnEveryEndpointTheHelmUploadToo() throws Exception {
		byte[] latin1 = VALID.replace("name: tor", "name: t\u00f6r").getBytes(StandardCharsets.ISO_8859_1);
		long id = importValid();
		String etag = send(request("/api/manifests/" + id + "/role-manifest.yml").GET()).headers()
			.firstValue("ETag")
			.orElseThrow();
		List<HttpRequest.Builder> requests = new java.util.ArrayList<>();
		for (String path : YAML_ENDPOINTS) {
			requests.add(request(path).POST(HttpRequest.BodyPublishers.ofByteArray(latin1)));
		}
		requests.add(request("/api/manifests/" + id + "/role-manifest.yml").header("If-Match", etag)
			.PUT(HttpRequest.BodyPublishers.ofByteArray(latin1)));
		for (HttpRequest.Builder request : requests) {
			HttpResponse<String> response = send(request);
			assertThat(response.statusCode()).as(response.body()).isEqualTo(400);
			JsonNode error = this.json.readTree(response.body());
			assertThat(error.path("kind").asString()).isEqualTo("SYNTAX");
			assertThat(error.path("detail").asString()).contains("not UTF-8").contains("0xF6");
			assertThat(error.path("line").asInt()).isEqualTo(4);
			assertThat(error.path("column").asInt()).isEqualTo(12);
		}
	}

	private long importValid() throws Exception {
		HttpResponse<String> created = send(request("/api/manifests?name=body-" + UUID.randomUUID())
			.POST(HttpRequest.BodyPublishers.ofString(VALID)));
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		return this.json.readTree(created.body()).path("id").asLong();
	}

	/**
	 * Sends headers declaring {@code declared} bytes, then {@code sent} bytes of them,
	 * and reads the answer.
	 */
	private String sendDeclaring(String path, long declared, int sent) throws IOException {
		try (Socket socket = new Socket("localhost", this.port)) {
			socket.setSoTimeout(10_000);
			OutputStream out = socket.getOutputStream();
			out.write(("POST " + path + " HTTP/1.1\r\nHost: localhost\r\nAuthorization: " + TestAccounts.basic("alice")
					+ "\r\nContent-Type: application/json\r\n" + "Accept: application/json\r\nContent-Length: "
					+ declared + "\r\n\r\n")
				.getBytes(StandardCharsets.US_ASCII));
			out.write(new byte[sent]);
			out.flush();
			return readAnswer(socket);
		}
	}

	/**
	 * Sends up to {@code total} bytes of {@code fill}, in chunks (no declared length) or
	 * with its length declared, while reading the answer, which may come, and the
	 * connection close, before everything is sent.
	 */
	private String sendStreaming(String path, String type, char fill, int total, boolean chunked) throws Exception {
		try (Socket socket = new Socket("localhost", this.port)) {
			socket.setSoTimeout(20_000);
			OutputStream out = socket.getOutputStream();
			out.write(("POST " + path + " HTTP/1.1\r\nHost: localhost\r\nAuthorization: " + TestAccounts.basic("alice")
					+ "\r\nContent-Type: " + type + "\r\nAccept: application/json\r\n"
					+ (chunked ? "Transfer-Encoding: chunked" : "Content-Length: " + total) + "\r\n\r\n")
				.getBytes(StandardCharsets.US_ASCII));
			Thread writer = new Thread(() -> {
				byte[] chunk = new byte[64 * 1024];
				Arrays.fill(chunk, (byte) fill);
				try {
					for (int sent = 0; sent < total; sent += chunk.length) {
						if (chunked) {
							out.write((Integer.toHexString(chunk.length) + "\r\n").getBytes(StandardCharsets.US_ASCII));
							out.write(chunk);
							out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
						}
						else {
							out.write(chunk, 0, Math.min(chunk.length, total - sent));
						}
					}
					if (chunked) {
						out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
					}
					out.flush();
				}
				catch (IOException ex) {
					// the server answered and closed the connection before the whole body
					// was sent
				}
			});
			writer.setDaemon(true);
			writer.start();
			String answer = readAnswer(socket);
			socket.close();
			writer.join(10_000);
			return answer;
		}
	}

	private static String readAnswer(Socket socket) throws IOException {
		byte[] answer = new byte[8192];
		int length = 0;
		int read;
		while (length < answer.length
				&& (read = socket.getInputStream().read(answer, length, answer.length - length)) > 0) {
			length += read;
			if (new String(answer, 0, length, StandardCharsets.UTF_8).contains("}")) {
				break;
			}
		}
		return new String(answer, 0, length, StandardCharsets.UTF_8);
	}

	private HttpRequest.Builder request(String path) {
		return HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + path))
			.header("Content-Type", "application/yaml");
	}

	private HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
		return this.http.send(TestAccounts.signedIn(request.build(), "alice"),
				HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
	}

}
