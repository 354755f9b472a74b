package io.manifeststudio.editor;

import java.io.IOException;
import java.io.InputStream;

import jakarta.servlet.http.HttpServletRequest;

import io.manifeststudio.manifest.ManifestParseException;
import io.manifeststudio.manifest.YamlLimits;

/**
 * Reads a request body of role-manifest YAML without ever holding more than the size limit (plus one byte) in memory:
 * a declared {@code Content-Length} over the limit is refused before reading, and an undeclared one is read up to
 * limit + 1 bytes at most.
 */
final class RequestBodies {

	static final int LIMIT = YamlLimits.FIVE_MEGABYTES;

	private RequestBodies() {
	}

	static byte[] readManifest(HttpServletRequest request) throws IOException {
		return read(request, LIMIT);
	}

	static byte[] read(HttpServletRequest request, int limit) throws IOException {
		long declared = request.getContentLengthLong();
		if (declared > limit) {
			throw tooLarge(declared + " bytes", limit);
		}
		try (InputStream in = request.getInputStream()) {
			byte[] body = in.readNBytes(limit + 1);
			if (body.length > limit) {
				throw tooLarge("more than " + limit + " bytes", limit);
			}
			return body;
		}
	}

	private static ManifestParseException tooLarge(String size, int limit) {
		return new ManifestParseException(ManifestParseException.Kind.TOO_LARGE, "The request body has " + size
				+ "; a role manifest may have at most " + limit + " bytes (" + (limit / (1024 * 1024)) + " MB)", 0, 0);
	}

}
