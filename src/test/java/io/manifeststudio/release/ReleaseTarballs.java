package io.manifeststudio.release;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.archivers.tar.TarConstants;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;

/**
 * Builds release tarballs in tests, laid out as {@code bosh create-release --tarball}
 * writes them (entries named {@code ./release.MF}, {@code ./jobs/<job>.tgz}), and hostile
 * ones.
 */
public final class ReleaseTarballs {

	private static final java.util.Date FIXED_TIME = java.util.Date
		.from(java.time.Instant.parse("2019-12-01T00:00:00Z"));

	private final List<Entry> entries = new ArrayList<>();

	private record Entry(String name, byte[] content, byte linkFlag, String linkName, long declaredSize) {
	}

	public static ReleaseTarballs tarball() {
		return new ReleaseTarballs();
	}

	/**
	 * A release with the given jobs, each given as its job.MF text (its name is read from
	 * the text's first line).
	 */
	public static byte[] release(String name, String version, String... jobSpecs) {
		ReleaseTarballs tarball = tarball();
		StringBuilder manifest = new StringBuilder("name: " + name + "\nversion: " + version + "\njobs:\n");
		for (String spec : jobSpecs) {
			String jobName = spec.lines().findFirst().orElseThrow().replace("name:", "").trim();
			manifest.append("- name: ").append(jobName).append("\n  version: abc\n  fingerprint: abc\n  sha1: def\n");
			tarball.file("./jobs/" + jobName + ".tgz",
					tarball().file("./job.MF", spec).file("./templates/run.erb", "<%= p('x') %>").bytes());
		}
		manifest.append("packages: []\n");
		return tarball.file("./release.MF", manifest.toString()).file("./packages/blob.tgz", "not read").bytes();
	}

	public ReleaseTarballs file(String name, String content) {
		return file(name, content.getBytes(StandardCharsets.UTF_8));
	}

	public ReleaseTarballs file(String name, byte[] content) {
		this.entries.add(new Entry(name, content, TarConstants.LF_NORMAL, null, content.length));
		return this;
	}

	public ReleaseTarballs folder(String name) {
		this.entries.add(new Entry(name.endsWith("/") ? name : name + "/", new byte[0], TarConstants.LF_DIR, null, 0));
		return this;
	}

	public ReleaseTarballs symlink(String name, String target) {
		this.entries.add(new Entry(name, new byte[0], TarConstants.LF_SYMLINK, target, 0));
		return this;
	}

	public ReleaseTarballs hardlink(String name, String target) {
		this.entries.add(new Entry(name, new byte[0], TarConstants.LF_LINK, target, 0));
		return this;
	}

	/** A file of {@code size} zero bytes (compresses to almost nothing). */
	public ReleaseTarballs zeros(String name, int size) {
		return file(name, new byte[size]);
	}

	public byte[] bytes() {
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		try (TarArchiveOutputStream tar = new TarArchiveOutputStream(new GzipCompressorOutputStream(bytes))) {
			tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
			for (Entry entry : this.entries) {
				TarArchiveEntry header = new TarArchiveEntry(entry.name(), entry.linkFlag(), true);
				if (entry.linkName() != null) {
					header.setLinkName(entry.linkName());
				}
				header.setSize(entry.declaredSize());
				header.setModTime(FIXED_TIME); // the same content gives the same bytes
												// (and SHA-256)
				tar.putArchiveEntry(header);
				tar.write(entry.content());
				tar.closeArchiveEntry();
			}
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		return bytes.toByteArray();
	}

}
