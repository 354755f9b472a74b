package io.manifeststudio.system;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.util.unit.DataSize;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * No request body may be larger than the largest form a page takes
 * ({@code spring.servlet.multipart.max-request-size}, 20 MB): a body that declares more
 * ({@code Content-Length}) is answered 413 before a byte of it is read, and one of
 * undeclared length (chunked) fails with {@link BodyTooLargeException} as soon as it
 * passes the limit, which the API answers 413 too. Without this a JSON endpoint would
 * read a 900 MB body whole before looking at it. Role manifests have their own, smaller
 * limit (5 MB), which their reader applies the same way.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
class RequestSizeLimitFilter extends OncePerRequestFilter {

	private final long maxBytes;

	RequestSizeLimitFilter(@Value("${spring.servlet.multipart.max-request-size:20MB}") DataSize maxSize) {
		this.maxBytes = maxSize.toBytes();
	}

	/**
	 * A release tarball upload ({@code POST /api/releases}) is the one body allowed to be
	 * larger: the release reader streams it to a temporary file under its own limit
	 * (ReleaseLimits, 512 MB) and refuses more with a 413.
	 */
	@Override
	protected boolean shouldNotFilter(HttpServletRequest request) {
		return "POST".equals(request.getMethod())
				&& (request.getContextPath() + "/api/releases").equals(request.getRequestURI());
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		long declared = request.getContentLengthLong();
		if (declared > this.maxBytes) {
			request.setAttribute(StudioErrorController.EXPLANATION, explain(declared + " bytes"));
			response.sendError(HttpStatus.CONTENT_TOO_LARGE.value());
			return;
		}
		chain.doFilter(new LimitedBody(request, this.maxBytes), response);
	}

	private String explain(String size) {
		return "The request body has " + size + "; a request may have at most " + this.maxBytes + " bytes ("
				+ (this.maxBytes / (1024 * 1024)) + " MB), a role manifest at most 5 MB";
	}

	/** A body that fails once more than the limit has been read from it. */
	static final class BodyTooLargeException extends IOException {

		BodyTooLargeException(String message) {
			super(message);
		}

	}

	private final class LimitedBody extends HttpServletRequestWrapper {

		private final long limit;

		private ServletInputStream stream;

		LimitedBody(HttpServletRequest request, long limit) {
			super(request);
			this.limit = limit;
		}

		@Override
		public ServletInputStream getInputStream() throws IOException {
			if (this.stream == null) {
				this.stream = new CountingStream(super.getInputStream());
			}
			return this.stream;
		}

		@Override
		public BufferedReader getReader() throws IOException {
			String encoding = getCharacterEncoding();
			Charset charset = (encoding != null) ? Charset.forName(encoding) : StandardCharsets.UTF_8;
			return new BufferedReader(new InputStreamReader(getInputStream(), charset));
		}

		private final class CountingStream extends ServletInputStream {

			private final ServletInputStream in;

			private long read;

			CountingStream(ServletInputStream in) {
				this.in = in;
			}

			@Override
			public int read() throws IOException {
				int b = this.in.read();
				if (b >= 0) {
					count(1);
				}
				return b;
			}

			@Override
			public int read(byte[] buffer, int offset, int length) throws IOException {
				int n = this.in.read(buffer, offset, length);
				if (n > 0) {
					count(n);
				}
				return n;
			}

			private void count(int bytes) throws BodyTooLargeException {
				this.read += bytes;
				if (this.read > LimitedBody.this.limit) {
					throw new BodyTooLargeException(explain("more than " + LimitedBody.this.limit + " bytes"));
				}
			}

			@Override
			public boolean isFinished() {
				return this.in.isFinished();
			}

			@Override
			public boolean isReady() {
				return this.in.isReady();
			}

			@Override
			public void setReadListener(ReadListener listener) {
				this.in.setReadListener(listener);
			}

		}

	}

}
