package io.manifeststudio.export.helm;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;

/** Test support: reads a chart archive back. */
public final class ChartArchives {

	private ChartArchives() {
	}

	/** The files of the archive by path, in archive order. */
	public static Map<String, String> untar(byte[] tgz) {
		Map<String, String> files = new LinkedHashMap<>();
		try (TarArchiveInputStream tar = new TarArchiveInputStream(
				new GzipCompressorInputStream(new ByteArrayInputStream(tgz)))) {
			for (TarArchiveEntry entry = tar.getNextEntry(); entry != null; entry = tar.getNextEntry()) {
				files.put(entry.getName(), new String(tar.readAllBytes(), StandardCharsets.UTF_8));
			}
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		return files;
	}

}
