package io.manifeststudio.browser;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A TCP relay on a free port of its own in front of one instance of the app, for a
 * browser whose connection to it a test breaks, as a network or a load balancer between
 * them does. {@link #cut()} resets every connection through it and refuses new ones (each
 * is accepted and reset at once, so a browser sees a network error and retries, as it
 * does against an address that does not answer); {@link #resume()} lets them through
 * again. Bytes are passed on as they arrive, so an event stream through it is as live as
 * one without it.
 */
final class CuttableProxy implements AutoCloseable {

	private final ServerSocket server;

	private final int target;

	private final Set<Socket> open = ConcurrentHashMap.newKeySet();

	private final ExecutorService threads = Executors.newCachedThreadPool((task) -> {
		Thread thread = new Thread(task, "cuttable-proxy");
		thread.setDaemon(true);
		return thread;
	});

	private volatile boolean cut;

	CuttableProxy(int target) {
		this.target = target;
		try {
			this.server = new ServerSocket(0);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		this.threads.execute(this::accept);
	}

	int port() {
		return this.server.getLocalPort();
	}

	/**
	 * Resets every connection through the relay, and every new one until
	 * {@link #resume()}.
	 */
	void cut() {
		this.cut = true;
		for (Socket socket : this.open) {
			reset(socket);
		}
	}

	void resume() {
		this.cut = false;
	}

	@Override
	public void close() {
		try {
			this.server.close();
		}
		catch (IOException ex) {
			// closing anyway
		}
		cut();
		this.threads.shutdownNow();
	}

	private void accept() {
		while (!this.server.isClosed()) {
			Socket client;
			try {
				client = this.server.accept();
			}
			catch (IOException ex) {
				return;
			}
			if (this.cut) {
				reset(client);
				continue;
			}
			try {
				Socket upstream = new Socket(InetAddress.getLoopbackAddress(), this.target);
				client.setTcpNoDelay(true);
				upstream.setTcpNoDelay(true);
				this.open.add(client);
				this.open.add(upstream);
				this.threads.execute(() -> pipe(client, upstream));
				this.threads.execute(() -> pipe(upstream, client));
			}
			catch (IOException ex) {
				reset(client);
			}
		}
	}

	/**
	 * Copies what arrives on {@code from} to {@code to} at once, until either ends; then
	 * ends both.
	 */
	private void pipe(Socket from, Socket to) {
		byte[] buffer = new byte[16 * 1024];
		try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
			int read;
			while ((read = in.read(buffer)) >= 0) {
				out.write(buffer, 0, read);
				out.flush();
			}
		}
		catch (IOException ex) {
			// one side went away (or the relay was cut): both are ended below
		}
		finally {
			reset(from);
			reset(to);
		}
	}

	/**
	 * Closes the connection with a reset (no orderly end), as a broken network path looks
	 * to both sides.
	 */
	private void reset(Socket socket) {
		this.open.remove(socket);
		try {
			if (!socket.isClosed()) {
				socket.setSoLinger(true, 0);
				socket.close();
			}
		}
		catch (IOException ex) {
			// already gone
		}
	}

}
