package io.manifeststudio.export.helm;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.Map;
import java.util.zip.Deflater;

import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipParameters;

/**
 * Packs chart files into the gzip-compressed tar archive Helm reads
 * ({@code helm install chart.tgz}): POSIX tar entries under {@code <chart-name>/} (a PAX
 * header for a path over 100 bytes), in the order given, regular files only, mode 0644,
 * with a fixed modification time so the same chart gives the same bytes.
 */
final class ChartArchive {

	/** Archives carry no wall-clock time, so exports are reproducible. */
	private static final FileTime MODIFIED = FileTime.from(Instant.parse("2026-01-01T00:00:00Z"));

	private ChartArchive() {
	}

	static byte[] tgz(String chartName, Map<String, byte[]> files) {
		ByteArrayOutputStream bytes = new ByteArrayOutputStream(64 * 1024);
		// the fastest level: chart text repeats a lot, so it still shrinks about tenfold
		GzipParameters gzip = new GzipParameters();
		gzip.setCompressionLevel(Deflater.BEST_SPEED);
		try (TarArchiveOutputStream tar = new TarArchiveOutputStream(new GzipCompressorOutputStream(bytes, gzip))) {
			tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
			for (Map.Entry<String, byte[]> file : files.entrySet()) {
				TarArchiveEntry entry = new TarArchiveEntry(chartName + "/" + file.getKey());
				entry.setMode(0644);
				entry.setSize(file.getValue().length);
				entry.setLastModifiedTime(MODIFIED);
				tar.putArchiveEntry(entry);
				tar.write(file.getValue());
				tar.closeArchiveEntry();
			}
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		return bytes.toByteArray();
	}

}
