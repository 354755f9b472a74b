package io.manifeststudio.account;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

/**
 * HTTP/1.1 requests to the application on this machine sent from a chosen loopback
 * address (any of 127.0.0.0/8), so that the application sees them come from different
 * clients ({@code request.getRemoteAddr()}). Java's HTTP client cannot choose its local
 * address, hence this small one: one request per connection, a chunked answer decoded.
 */
final class HttpFrom {

	private final String address;

	private final int port;

	private HttpFrom(String address, int port) {
		this.address = address;
		this.port = port;
	}

	/** A client at an address of its own, 127.x.y.z, chosen at random. */
	static HttpFrom newClient(int port) {
		ThreadLocalRandom random = ThreadLocalRandom.current();
		return new HttpFrom(
				"127." + random.nextInt(1, 255) + "." + random.nextInt(1, 255) + "." + random.nextInt(2, 255), port);
	}

	String address() {
		return this.address;
	}

	Response get(String path, String... headers) throws IOException {
		return send("GET", path, null, headers);
	}

	Response postForm(String path, String form, String... headers) throws IOException {
		String[] withType = new String[headers.length + 2];
		System.arraycopy(headers, 0, withType, 0, headers.length);
		withType[headers.length] = "Content-Type";
		withType[headers.length + 1] = "application/x-www-form-urlencoded";
		return send("POST", path, form, withType);
	}

	/** Sends a request; {@code headers} are names and values in turn. */
	Response send(String method, String path, String body, String... headers) throws IOException {
		byte[] content = (body != null) ? body.getBytes(StandardCharsets.UTF_8) : new byte[0];
		StringBuilder request = new StringBuilder(method).append(' ')
			.append(path)
			.append(" HTTP/1.1\r\n")
			.append("Host: localhost:")
			.append(this.port)
			.append("\r\n")
			.append("Connection: close\r\n");
		for (int i = 0; i < headers.length; i += 2) {
			request.append(headers[i]).append(": ").append(headers[i + 1]).append("\r\n");
		}
		if (body != null) {
			request.append("Content-Length: ").append(content.length).append("\r\n");
		}
		request.append("\r\n");
		try (Socket socket = new Socket()) {
			socket.bind(new InetSocketAddress(InetAddress.getByName(this.address), 0));
			socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), this.port), 10_000);
			socket.setSoTimeout(60_000);
			OutputStream out = socket.getOutputStream();
			out.write(request.toString().getBytes(StandardCharsets.ISO_8859_1));
			out.write(content);
			out.flush();
			return Response.read(socket.getInputStream());
		}
	}

	/** An answer: status, headers by lower-case name, body as UTF-8. */
	record Response(int status, Map<String, List<String>> headers, String body) {

		Optional<String> header(String name) {
			return this.headers.getOrDefault(name.toLowerCase(Locale.ROOT), List.of()).stream().findFirst();
		}

		/**
		 * The value ({@code name=value}) of a cookie the answer sets, unless it deletes
		 * it.
		 */
		Optional<String> cookie(String name) {
			return this.headers.getOrDefault("set-cookie", List.of())
				.stream()
				.filter((value) -> value.startsWith(name + "=") && !value.startsWith(name + "=;"))
				.map((value) -> value.substring(0, value.indexOf(';')))
				.findFirst();
		}

		static Response read(InputStream in) throws IOException {
			byte[] all = in.readAllBytes();
			String text = new String(all, StandardCharsets.ISO_8859_1);
			int end = text.indexOf("\r\n\r\n");
			String[] lines = text.substring(0, end).split("\r\n");
			int status = Integer.parseInt(lines[0].split(" ")[1]);
			Map<String, List<String>> headers = new LinkedHashMap<>();
			for (int i = 1; i < lines.length; i++) {
				int colon = lines[i].indexOf(':');
				headers
					.computeIfAbsent(lines[i].substring(0, colon).strip().toLowerCase(Locale.ROOT),
							(name) -> new ArrayList<>())
					.add(lines[i].substring(colon + 1).strip());
			}
			byte[] body = java.util.Arrays.copyOfRange(all, end + 4, all.length);
			if (headers.getOrDefault("transfer-encoding", List.of()).contains("chunked")) {
				body = dechunk(body);
			}
			return new Response(status, headers, new String(body, StandardCharsets.UTF_8));
		}

		private static byte[] dechunk(byte[] chunked) {
			ByteArrayOutputStream body = new ByteArrayOutputStream();
			int at = 0;
			while (at < chunked.length) {
				int lineEnd = at;
				while (chunked[lineEnd] != '\r') {
					lineEnd++;
				}
				String sizeText = new String(chunked, at, lineEnd - at, StandardCharsets.ISO_8859_1);
				int semicolon = sizeText.indexOf(';');
				int size = Integer.parseInt((semicolon >= 0) ? sizeText.substring(0, semicolon) : sizeText, 16);
				if (size == 0) {
					break;
				}
				body.write(chunked, lineEnd + 2, size);
				at = lineEnd + 2 + size + 2;
			}
			return body.toByteArray();
		}

	}

}
