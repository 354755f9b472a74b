package io.manifeststudio.system;

import java.net.URI;
import java.net.URISyntaxException;

import jakarta.servlet.http.HttpServletRequest;

import org.springframework.http.HttpHeaders;

/** The page of this studio a request came from, as its browser said ({@code Referer}). */
final class SameSitePage {

	private SameSitePage() {
	}

	/**
	 * The path (and query) of the referring page when it is on the host the request was
	 * sent to, else {@code null}: a link built from it can only lead back into the
	 * studio.
	 */
	static String referringPath(HttpServletRequest request) {
		String referer = request.getHeader(HttpHeaders.REFERER);
		if (referer == null) {
			return null;
		}
		try {
			URI uri = new URI(referer);
			boolean sameHost = request.getServerName().equalsIgnoreCase(uri.getHost())
					&& request.getServerPort() == ((uri.getPort() != -1) ? uri.getPort() : defaultPort(uri));
			String path = uri.getRawPath();
			// "//other.host/..." would be a link to another site (a network-path
			// reference).
			if (!sameHost || path == null || !path.startsWith("/") || path.startsWith("//")) {
				return null;
			}
			return (uri.getRawQuery() != null) ? path + "?" + uri.getRawQuery() : path;
		}
		catch (URISyntaxException ex) {
			return null;
		}
	}

	private static int defaultPort(URI uri) {
		return "https".equalsIgnoreCase(uri.getScheme()) ? 443 : 80;
	}

}
