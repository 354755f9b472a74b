package io.manifeststudio.system;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.Locale;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;

import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * When {@code manifest-studio.server-timing=true} (off by default; the load driver turns
 * it on in the app it starts), every answer carries the time the server spent on it as a
 * W3C {@code Server-Timing} header ({@code app;dur=12.3}, milliseconds;
 * https://www.w3.org/TR/server-timing/), from this first filter until the answer is
 * complete: its first flush (JSON answers flush once, when written) or the end of the
 * filter chain. So a load test can report the server's own time per request apart from
 * its client's.
 * <p>
 * A header must be set before the answer is sent, so the time is also stamped just before
 * a write that fills the container's response buffer (which sends what it holds): an
 * answer larger than the buffer says the time until its first bytes go out. The buffer
 * keeps its size: a larger one per request (hundreds of KB) is a humongous object for G1
 * under a 512 MB heap, whose collections then made the tail of the very latencies
 * measured.
 * <p>
 * Not Micrometer's {@code http.server.requests} observation (the actuator's): it sums
 * requests per method, URI template and status into one timer, so the load driver could
 * not tell a move from a set (both {@code POST /api/manifests/{id}/edits}) nor take exact
 * percentiles of one action from one run; a header per answer gives it each request's own
 * time.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
@ConditionalOnBooleanProperty("manifest-studio.server-timing")
class ServerTimingFilter extends OncePerRequestFilter {

	static final String HEADER = "Server-Timing";

	/** UTF-8 takes at most 3 bytes for a {@code char}. */
	private static final int MAX_BYTES_PER_CHAR = 3;

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		Timed timed = new Timed(response, System.nanoTime());
		chain.doFilter(request, timed);
		timed.stamp();
	}

	/** The answer, which says the time so far just before it is first sent. */
	private static final class Timed extends HttpServletResponseWrapper {

		private final long start;

		private boolean stamped;

		private ServletOutputStream stream;

		/** Bytes written so far (for characters, the most they can take). */
		private long written;

		private PrintWriter writer;

		Timed(HttpServletResponse response, long start) {
			super(response);
			this.start = start;
		}

		void stamp() {
			if (!this.stamped && !isCommitted()) {
				this.stamped = true;
				setHeader(HEADER, String.format(Locale.ROOT, "app;dur=%.2f", (System.nanoTime() - this.start) / 1e6));
			}
		}

		/**
		 * Stamps before a write that would fill the buffer: the container then sends the
		 * answer's first part.
		 */
		private void beforeWrite(long bytes) {
			this.written += bytes;
			if (this.written >= getBufferSize()) {
				stamp();
			}
		}

		@Override
		public void flushBuffer() throws IOException {
			stamp();
			super.flushBuffer();
		}

		@Override
		public ServletOutputStream getOutputStream() throws IOException {
			if (this.stream == null) {
				ServletOutputStream out = super.getOutputStream();
				this.stream = new ServletOutputStream() {

					@Override
					public void write(int b) throws IOException {
						beforeWrite(1);
						out.write(b);
					}

					@Override
					public void write(byte[] bytes, int offset, int length) throws IOException {
						beforeWrite(length);
						out.write(bytes, offset, length);
					}

					@Override
					public void flush() throws IOException {
						stamp();
						out.flush();
					}

					@Override
					public void close() throws IOException {
						stamp();
						out.close();
					}

					@Override
					public boolean isReady() {
						return out.isReady();
					}

					@Override
					public void setWriteListener(WriteListener listener) {
						out.setWriteListener(listener);
					}

				};
			}
			return this.stream;
		}

		@Override
		public PrintWriter getWriter() throws IOException {
			if (this.writer == null) {
				PrintWriter out = super.getWriter();
				this.writer = new PrintWriter(new Writer() {

					@Override
					public void write(char[] chars, int offset, int length) {
						beforeWrite((long) length * MAX_BYTES_PER_CHAR);
						out.write(chars, offset, length);
					}

					@Override
					public void flush() {
						stamp();
						out.flush();
					}

					@Override
					public void close() {
						stamp();
						out.close();
					}

				});
			}
			return this.writer;
		}

	}

}
