package io.manifeststudio.system;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

import static org.assertj.core.api.Assertions.assertThat;

class ServerTimingFilterTests {

	private final ServerTimingFilter filter = new ServerTimingFilter();

	@Test
	void saysTheTimeOfAnAnswerThatFlushesWhenWritten() throws Exception {
		MockHttpServletResponse response = new MockHttpServletResponse();
		this.filter.doFilter(new MockHttpServletRequest("POST", "/api/manifests/1/edits"), response,
				(request, answer) -> {
					answer.getOutputStream().write("{\"version\":2}".getBytes(StandardCharsets.UTF_8));
					// As a JSON converter does: the flush sends the answer, so the header
					// must be set before it.
					answer.getOutputStream().flush();
				});
		assertThat(response.isCommitted()).isTrue();
		assertThat(response.getHeader(ServerTimingFilter.HEADER)).matches("app;dur=[0-9]+\\.[0-9]{2}");
		assertThat(response.getContentAsString()).isEqualTo("{\"version\":2}");
	}

	@Test
	void saysTheTimeOfAnAnswerWrittenThroughAWriterOrWithNoBody() throws Exception {
		MockHttpServletResponse page = new MockHttpServletResponse();
		this.filter.doFilter(new MockHttpServletRequest("GET", "/manifests/1/edit"), page,
				(request, answer) -> answer.getWriter().write("<html></html>"));
		assertThat(page.getHeader(ServerTimingFilter.HEADER)).startsWith("app;dur=");
		assertThat(page.getContentAsString()).isEqualTo("<html></html>");
		MockHttpServletResponse empty = new MockHttpServletResponse();
		this.filter.doFilter(new MockHttpServletRequest("GET", "/manifests/1/edit/version"), empty,
				(request, answer) -> ((jakarta.servlet.http.HttpServletResponse) answer).setStatus(204));
		assertThat(empty.getHeader(ServerTimingFilter.HEADER)).startsWith("app;dur=");
	}

	@Test
	void saysTheTimeUntilTheFirstBytesOfAnAnswerLargerThanTheBuffer() throws Exception {
		MockHttpServletResponse response = new MockHttpServletResponse();
		byte[] large = "x".repeat(3 * response.getBufferSize()).getBytes(StandardCharsets.UTF_8);
		this.filter.doFilter(new MockHttpServletRequest("GET", "/api/manifests/1/role-manifest.yml"), response,
				(request, answer) -> answer.getOutputStream().write(large));
		assertThat(response.getHeader(ServerTimingFilter.HEADER)).startsWith("app;dur=");
		assertThat(response.getContentAsByteArray()).isEqualTo(large);
		assertThat(response.getBufferSize()).as("the buffer keeps its size: no large array per request")
			.isEqualTo(new MockHttpServletResponse().getBufferSize());
		MockHttpServletResponse page = new MockHttpServletResponse();
		String text = "<p>\u00e9</p>".repeat(page.getBufferSize());
		this.filter.doFilter(new MockHttpServletRequest("GET", "/manifests"), page,
				(request, answer) -> answer.getWriter().write(text));
		assertThat(page.getHeader(ServerTimingFilter.HEADER)).startsWith("app;dur=");
	}

}
