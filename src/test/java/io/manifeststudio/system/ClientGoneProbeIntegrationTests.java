package io.manifeststudio.system;

import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.context.request.async.DeferredResult;

import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;
import io.manifeststudio.account.TestAccounts;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What Tomcat (the embedded server, NIO connector) tells an asynchronous request whose
 * client closed its connection while the answer was not written yet: a request whose
 * {@link DeferredResult} is never set, a client that sends it on a raw socket and closes
 * the socket (a normal close, FIN; and an abortive one, RST). The facts this records are
 * the ground of the bound in docs/operations.md ("Diffs are bounded too"): see the
 * assertions.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class ClientGoneProbeIntegrationTests {

	@LocalServerPort
	int port;

	@Autowired
	ApplicationContext context;

	@Test
	void tomcatDoesNotTellAnAsynchronousRequestThatItsClientClosedTheConnection() throws Exception {
		TestAccounts.ensure(this.context);
		// both requests at once, so that they share the waits: closed one after the other
		List<Waiting> closed = new ArrayList<>();
		for (boolean abortive : new boolean[] { false, true }) {
			Waiting waiting = Waiting.start(abortive ? "rst" : "fin");
			try (Socket socket = new Socket("127.0.0.1", this.port)) {
				send(socket, "/api/test/never-answered?name=" + waiting.name);
				assertThat(waiting.started.await(20, TimeUnit.SECONDS)).as("the request reached the handler").isTrue();
				if (abortive) {
					socket.setSoLinger(true, 0);
				}
			}
			waiting.closedNanos = System.nanoTime();
			closed.add(waiting);
		}
		for (Waiting waiting : closed) {
			String how = waiting.name.equals("rst") ? "RST" : "FIN";
			// the container has 5 s from the close to say that the client has gone
			// (onError, or completion of the async request)
			long left = waiting.closedNanos + TimeUnit.SECONDS.toNanos(5) - System.nanoTime();
			boolean told = waiting.ended.await(left, TimeUnit.NANOSECONDS);
			assertThat(told)
				.as("Tomcat told the request that its client closed the connection (" + how + "): " + waiting.how.get())
				.isFalse();
		}
		for (Waiting waiting : closed) {
			// what ends it is the asynchronous request's timeout
			assertThat(waiting.ended.await(20, TimeUnit.SECONDS)).as("the async timeout ended it").isTrue();
			assertThat(waiting.how.get()).as(waiting.name.equals("rst") ? "RST" : "FIN").isEqualTo("timeout");
		}
	}

	private void send(Socket socket, String path) throws Exception {
		String basic = Base64.getEncoder()
			.encodeToString(("vic:" + TestAccounts.PASSWORD).getBytes(StandardCharsets.UTF_8));
		OutputStream out = socket.getOutputStream();
		out.write(("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + this.port + "\r\nAuthorization: Basic " + basic
				+ "\r\nAccept: application/json\r\n\r\n")
			.getBytes(StandardCharsets.US_ASCII));
		out.flush();
	}

	/**
	 * One request that waits for an answer nobody gives, and what the container said
	 * about it.
	 */
	static final class Waiting {

		static final Map<String, Waiting> BY_NAME = new ConcurrentHashMap<>();

		final String name;

		/** When its client closed the connection ({@link System#nanoTime()}). */
		volatile long closedNanos;

		final CountDownLatch started = new CountDownLatch(1);

		final CountDownLatch ended = new CountDownLatch(1);

		final AtomicReference<String> how = new AtomicReference<>("nothing");

		Waiting(String name) {
			this.name = name;
		}

		static Waiting start(String name) {
			Waiting waiting = new Waiting(name);
			BY_NAME.put(name, waiting);
			return waiting;
		}

		void end(String how) {
			if (this.how.compareAndSet("nothing", how)) {
				this.ended.countDown();
			}
		}

	}

	@TestConfiguration
	static class NeverAnswered {

		@Bean
		NeverAnsweredController neverAnsweredController() {
			return new NeverAnsweredController();
		}

	}

	@RestController
	@RequiredRole(Role.VIEWER)
	static class NeverAnsweredController {

		@GetMapping("/api/test/never-answered")
		DeferredResult<String> wait(@RequestParam String name) {
			Waiting waiting = Waiting.BY_NAME.get(name);
			DeferredResult<String> result = new DeferredResult<>(8_000L);
			result.onError((ex) -> waiting.end("error: " + ex));
			result.onTimeout(() -> waiting.end("timeout"));
			result.onCompletion(() -> waiting.end("completion"));
			waiting.started.countDown();
			return result;
		}

	}

}
