package io.manifeststudio.export.helm;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.GZIPInputStream;

/** Test support: reads a chart archive back (gunzip, then a small ustar reader for regular files). */
public final class ChartArchives {

	private ChartArchives() {
	}

	/** The files of the archive by path, in archive order. */
	public static Map<String, String> untar(byte[] tgz) {
		byte[] tar;
		try {
			tar = new GZIPInputStream(new ByteArrayInputStream(tgz)).readAllBytes();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		Map<String, String> files = new LinkedHashMap<>();
		int offset = 0;
		while (offset + 512 <= tar.length && tar[offset] != 0) {
			String name = field(tar, offset, 100);
			String prefix = field(tar, offset + 345, 155);
			int size = Integer.parseInt(field(tar, offset + 124, 12).trim(), 8);
			files.put(prefix.isEmpty() ? name : prefix + "/" + name,
					new String(tar, offset + 512, size, StandardCharsets.UTF_8));
			offset += 512 + ((size + 511) / 512) * 512;
		}
		return files;
	}

	/** A header field: ASCII up to the first NUL. */
	static String field(byte[] tar, int offset, int length) {
		int end = offset;
		while (end < offset + length && tar[end] != 0) {
			end++;
		}
		return new String(tar, offset, end - offset, StandardCharsets.US_ASCII);
	}

}
