package io.manifeststudio.system;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A TCP forwarder on a local port, for tests that take a server away from the application
 * and give it back without stopping the server: {@link #cut()} closes the listening
 * socket and every live connection (clients then get "connection refused", as when the
 * server is down), {@link #restore()} listens on the same port again.
 */
final class TcpProxy implements AutoCloseable {

	private final InetSocketAddress target;

	private final Set<Socket> sockets = ConcurrentHashMap.newKeySet();

	private volatile ServerSocket listener;

	private int port;

	TcpProxy(InetSocketAddress target) throws IOException {
		this.target = target;
		listen(0);
	}

	int port() {
		return this.port;
	}

	/** Stops listening and closes every connection it forwards. */
	synchronized void cut() throws IOException {
		this.listener.close();
		for (Socket socket : this.sockets) {
			closeQuietly(socket);
		}
		this.sockets.clear();
	}

	/** Listens again on the same port. */
	synchronized void restore() throws IOException {
		if (this.listener.isClosed()) {
			listen(this.port);
		}
	}

	@Override
	public void close() throws IOException {
		cut();
	}

	private void listen(int port) throws IOException {
		ServerSocket server = new ServerSocket();
		server.setReuseAddress(true);
		server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
		this.port = server.getLocalPort();
		this.listener = server;
		Thread accepting = new Thread(() -> accept(server), "tcp-proxy-accept-" + this.port);
		accepting.setDaemon(true);
		accepting.start();
	}

	private void accept(ServerSocket server) {
		while (!server.isClosed()) {
			try {
				Socket client = server.accept();
				Socket upstream = new Socket();
				try {
					upstream.connect(this.target, 2000);
				}
				catch (IOException ex) {
					closeQuietly(client);
					closeQuietly(upstream);
					continue;
				}
				synchronized (this) {
					if (server.isClosed()) {
						closeQuietly(client);
						closeQuietly(upstream);
						return;
					}
					this.sockets.add(client);
					this.sockets.add(upstream);
				}
				pump(client, upstream);
				pump(upstream, client);
			}
			catch (IOException ex) {
				// The listener was closed by cut(), or one accept failed: the loop
				// condition decides.
			}
		}
	}

	private void pump(Socket from, Socket to) {
		Thread thread = new Thread(() -> {
			byte[] buffer = new byte[16 * 1024];
			try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
				int read;
				while ((read = in.read(buffer)) >= 0) {
					out.write(buffer, 0, read);
					out.flush();
				}
			}
			catch (SocketException ex) {
				// Closed by cut() or by the other side.
			}
			catch (IOException ex) {
				// As above.
			}
			finally {
				closeQuietly(from);
				closeQuietly(to);
				this.sockets.remove(from);
				this.sockets.remove(to);
			}
		}, "tcp-proxy-pump");
		thread.setDaemon(true);
		thread.start();
	}

	private static void closeQuietly(Socket socket) {
		try {
			socket.close();
		}
		catch (IOException ex) {
			// Already closed.
		}
	}

}
