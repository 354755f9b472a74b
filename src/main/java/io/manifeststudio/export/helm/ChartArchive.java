package io.manifeststudio.export.helm;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;

/**
 * Packs chart files into the gzip-compressed tar archive Helm reads ({@code helm install chart.tgz}): POSIX ustar
 * entries under {@code <chart-name>/}, in the order given, regular files only, mode 0644, with a fixed modification
 * time so the same chart gives the same bytes.
 */
final class ChartArchive {

	private static final int BLOCK = 512;

	/** 2026-01-01T00:00:00Z: archives carry no wall-clock time, so exports are reproducible. */
	private static final long MODIFIED_EPOCH_SECONDS = 1767225600L;

	private ChartArchive() {
	}

	static byte[] tgz(String chartName, Map<String, byte[]> files) {
		ByteArrayOutputStream bytes = new ByteArrayOutputStream(64 * 1024);
		try (GZIPOutputStream gzip = new FastGzip(bytes)) {
			for (Map.Entry<String, byte[]> file : files.entrySet()) {
				writeEntry(gzip, chartName + "/" + file.getKey(), file.getValue());
			}
			gzip.write(new byte[2 * BLOCK]);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		return bytes.toByteArray();
	}

	/** gzip at the fastest level: chart text repeats a lot, so it still shrinks about tenfold. */
	private static final class FastGzip extends GZIPOutputStream {

		FastGzip(OutputStream out) throws IOException {
			super(out, 64 * 1024);
			this.def.setLevel(Deflater.BEST_SPEED);
		}

	}

	private static void writeEntry(OutputStream out, String path, byte[] content) throws IOException {
		out.write(header(path, content.length));
		out.write(content);
		int padding = (BLOCK - (content.length % BLOCK)) % BLOCK;
		out.write(new byte[padding]);
	}

	private static byte[] header(String path, long size) {
		byte[] header = new byte[BLOCK];
		byte[] name = path.getBytes(StandardCharsets.UTF_8);
		if (name.length <= 100) {
			System.arraycopy(name, 0, header, 0, name.length);
		}
		else {
			splitIntoPrefix(path, header);
		}
		octal(header, 100, 8, 0644);
		octal(header, 108, 8, 0);
		octal(header, 116, 8, 0);
		octal(header, 124, 12, size);
		octal(header, 136, 12, MODIFIED_EPOCH_SECONDS);
		for (int i = 148; i < 156; i++) {
			header[i] = ' ';
		}
		header[156] = '0';
		ascii(header, 257, "ustar");
		ascii(header, 263, "00");
		long checksum = 0;
		for (byte b : header) {
			checksum += (b & 0xff);
		}
		String sum = String.format("%06o", checksum);
		ascii(header, 148, sum);
		header[154] = 0;
		header[155] = ' ';
		return header;
	}

	/** ustar keeps names over 100 bytes as prefix (155) + "/" + name (100). */
	private static void splitIntoPrefix(String path, byte[] header) {
		int slash = path.lastIndexOf('/', 155);
		while (slash > 0) {
			byte[] prefix = path.substring(0, slash).getBytes(StandardCharsets.UTF_8);
			byte[] name = path.substring(slash + 1).getBytes(StandardCharsets.UTF_8);
			if (prefix.length <= 155 && name.length <= 100) {
				System.arraycopy(name, 0, header, 0, name.length);
				System.arraycopy(prefix, 0, header, 345, prefix.length);
				return;
			}
			slash = path.lastIndexOf('/', slash - 1);
		}
		throw new IllegalArgumentException("Path too long for a chart archive: " + path);
	}

	private static void octal(byte[] header, int offset, int length, long value) {
		String text = Long.toOctalString(value);
		String padded = "0".repeat(length - 1 - text.length()) + text;
		ascii(header, offset, padded);
	}

	private static void ascii(byte[] header, int offset, String text) {
		byte[] bytes = text.getBytes(StandardCharsets.US_ASCII);
		System.arraycopy(bytes, 0, header, offset, bytes.length);
	}

}
