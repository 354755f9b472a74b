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
 * When {@code manifest-studio.server-timing=true} (off by default; the load driver turns it on in the app it
 * starts), every answer carries the time the server spent on it as a W3C {@code Server-Timing} header
 * ({@code app;dur=12.3}, milliseconds; https://www.w3.org/TR/server-timing/), from this first filter until the
 * answer is complete: its first flush (JSON answers flush once, when written) or the end of the filter chain. So a
 * load test can report the server's own time per request apart from its client's.
 * <p>
 * A header must be set before the answer is sent, so the answer is buffered up to {@link #BUFFER_BYTES}; a larger
 * one goes out without the header.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
@ConditionalOnBooleanProperty("manifest-studio.server-timing")
class ServerTimingFilter extends OncePerRequestFilter {

	static final String HEADER = "Server-Timing";

	static final int BUFFER_BYTES = 512 * 1024;

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		response.setBufferSize(BUFFER_BYTES);
		Timed timed = new Timed(response, System.nanoTime());
		chain.doFilter(request, timed);
		timed.stamp();
	}

	/** The answer, which says the time so far just before it is first sent. */
	private static final class Timed extends HttpServletResponseWrapper {

		private final long start;

		private boolean stamped;

		private ServletOutputStream stream;

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
						out.write(b);
					}

					@Override
					public void write(byte[] bytes, int offset, int length) throws IOException {
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
