package io.manifeststudio.editor;

import java.io.ByteArrayInputStream;
import java.io.IOException;

import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;

import org.junit.jupiter.api.Test;

import org.springframework.mock.web.MockHttpServletRequest;

import io.manifeststudio.manifest.ManifestParseException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/** Bodies are refused past the limit without reading more than limit + 1 bytes of them. */
class RequestBodiesTests {

	@Test
	void aBodyWithinTheLimitIsReadWhole() throws IOException {
		CountingRequest request = new CountingRequest(new byte[100], -1);

		assertThat(RequestBodies.read(request, 100)).hasSize(100);
	}

	@Test
	void aBodyWithoutContentLengthIsReadOnlyToTheLimitPlusOne() {
		CountingRequest request = new CountingRequest(new byte[10_000], -1);

		assertThatExceptionOfType(ManifestParseException.class).isThrownBy(() -> RequestBodies.read(request, 1000))
			.satisfies((ex) -> assertThat(ex.kind()).isEqualTo(ManifestParseException.Kind.TOO_LARGE));
		assertThat(request.bytesRead).isEqualTo(1001);
	}

	@Test
	void aDeclaredContentLengthOverTheLimitIsRefusedBeforeReading() {
		CountingRequest request = new CountingRequest(new byte[10_000], 10_000);

		assertThatExceptionOfType(ManifestParseException.class).isThrownBy(() -> RequestBodies.read(request, 1000))
			.withMessageContaining("10000 bytes");
		assertThat(request.bytesRead).isZero();
	}

	/** A request whose body counts the bytes read from it, with a chosen Content-Length (-1: none). */
	static final class CountingRequest extends MockHttpServletRequest {

		private final byte[] body;

		private final long declared;

		int bytesRead;

		CountingRequest(byte[] body, long declared) {
			this.body = body;
			this.declared = declared;
		}

		@Override
		public long getContentLengthLong() {
			return this.declared;
		}

		@Override
		public ServletInputStream getInputStream() {
			ByteArrayInputStream in = new ByteArrayInputStream(this.body);
			return new ServletInputStream() {

				@Override
				public int read() throws IOException {
					int b = in.read();
					if (b >= 0) {
						CountingRequest.this.bytesRead++;
					}
					return b;
				}

				@Override
				public int read(byte[] buffer, int offset, int length) throws IOException {
					int n = in.read(buffer, offset, length);
					if (n > 0) {
						CountingRequest.this.bytesRead += n;
					}
					return n;
				}

				@Override
				public boolean isFinished() {
					return in.available() == 0;
				}

				@Override
				public boolean isReady() {
					return true;
				}

				@Override
				public void setReadListener(ReadListener listener) {
					throw new UnsupportedOperationException();
				}

			};
		}

	}

}
