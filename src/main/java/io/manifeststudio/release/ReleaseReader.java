package io.manifeststudio.release;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;

/**
 * Reads a BOSH release as {@code bosh create-release --tarball} writes it
 * ({@code release.MF}, {@code jobs/<job>.tgz} each holding {@code job.MF} and
 * {@code templates/}, {@code packages/}, {@code license.tgz}) or in its folder form
 * ({@code release.MF} or {@code release-manifest-*.yml}, and {@code jobs/<job>/job.MF} or
 * {@code jobs/<job>.tgz}).
 * <p>
 * Hostile input is refused while it streams, naming the entry: a path that is absolute or
 * climbs out with {@code ..}, a symbolic or hard link, a device or pipe, an entry or a
 * whole that uncompresses beyond {@link ReleaseLimits}, too many entries. Nothing is
 * written to disk: package blobs are skipped, and only the release manifest and the job
 * tarballs (each within {@code maxHeldBytes}) are held in memory.
 */
public final class ReleaseReader {

	private final ReleaseLimits limits;

	public ReleaseReader(ReleaseLimits limits) {
		this.limits = limits;
	}

	public ReleaseReader() {
		this(ReleaseLimits.DEFAULT);
	}

	/** Reads a release tarball (gzip-compressed tar). */
	public BoshRelease readTarball(InputStream tarball) {
		MessageDigest digest = sha256();
		Budget budget = new Budget(this.limits);
		InputStream upload = new DigestInputStream(
				new LimitedStream(tarball, this.limits.maxUploadBytes(), "", "The upload is larger than"), digest);
		Map<String, byte[]> jobs = new HashMap<>();
		byte[] releaseManifest = null;
		String releaseEntry = "release.MF";
		try (TarArchiveInputStream tar = tar(upload, budget, "")) {
			TarArchiveEntry entry;
			while ((entry = nextEntry(tar, "")) != null) {
				String name = checkedName(entry, budget, "");
				if (entry.isDirectory()) {
					continue;
				}
				if (name.equals("release.MF")) {
					releaseManifest = hold(tar, entry, entry.getName());
				}
				else if (name.startsWith("jobs/") && name.endsWith(".tgz") && name.indexOf('/', 5) < 0) {
					jobs.put(name.substring(5, name.length() - 4), hold(tar, entry, entry.getName()));
				}
				else {
					skip(tar, entry, entry.getName());
				}
			}
			// read to the end so that the digest covers every byte
			upload.transferTo(OutputStreamNull.INSTANCE);
		}
		catch (IOException ex) {
			throw new ReleaseReadException("", "Not a gzip-compressed tar archive: " + ex.getMessage());
		}
		if (releaseManifest == null) {
			throw new ReleaseReadException("",
					"No release.MF in the archive: is this a release tarball from bosh" + " create-release --tarball?");
		}
		ReleaseSpecs.ReleaseManifest manifest = ReleaseSpecs.releaseManifest(releaseEntry, releaseManifest);
		List<BoshJob> specs = new ArrayList<>();
		for (String jobName : manifest.jobNames()) {
			byte[] jobTarball = jobs.get(jobName);
			String entry = "jobs/" + jobName + ".tgz";
			if (jobTarball == null) {
				throw new ReleaseReadException(entry, "release.MF lists job " + jobName + ", which the archive lacks");
			}
			specs.add(withDigests(manifest,
					readJobTarball(entry, jobName, new ByteArrayInputStream(jobTarball), budget), jobName));
		}
		return new BoshRelease(manifest.name(), manifest.version(), HexFormat.of().formatHex(digest.digest()), specs,
				manifest.packages());
	}

	/** Reads a release in its folder form; a link anywhere inside is refused. */
	public BoshRelease readFolder(Path folder) {
		if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
			throw new ReleaseReadException("", "Not a release folder: " + folder);
		}
		Budget budget = new Budget(this.limits);
		try (Stream<Path> paths = Files.walk(folder)) {
			for (Path path : (Iterable<Path>) paths::iterator) {
				String name = folder.relativize(path).toString().replace('\\', '/');
				if (Files.isSymbolicLink(path)) {
					throw new ReleaseReadException(name, "Links are not allowed in a release");
				}
				budget.count(name);
			}
			Path releaseFile = releaseManifestFile(folder);
			String releaseEntry = folder.relativize(releaseFile).toString();
			byte[] releaseBytes = readHeld(releaseFile, releaseEntry);
			ReleaseSpecs.ReleaseManifest manifest = ReleaseSpecs.releaseManifest(releaseEntry, releaseBytes);
			List<BoshJob> specs = new ArrayList<>();
			for (String jobName : manifest.jobNames()) {
				Path spec = folder.resolve("jobs").resolve(jobName).resolve("job.MF");
				Path tarball = folder.resolve("jobs").resolve(jobName + ".tgz");
				if (!jobName.matches("[A-Za-z0-9_.+-]+") || jobName.startsWith(".")) {
					throw new ReleaseReadException(releaseEntry, "Job name " + jobName + " is not a plain name");
				}
				if (Files.isRegularFile(spec, LinkOption.NOFOLLOW_LINKS)) {
					String entry = "jobs/" + jobName + "/job.MF";
					specs.add(withDigests(manifest, ReleaseSpecs.jobSpec(entry, jobName, readHeld(spec, entry)),
							jobName));
				}
				else if (Files.isRegularFile(tarball, LinkOption.NOFOLLOW_LINKS)) {
					String entry = "jobs/" + jobName + ".tgz";
					try (InputStream in = Files.newInputStream(tarball)) {
						specs.add(withDigests(manifest, readJobTarball(entry, jobName, in, budget), jobName));
					}
				}
				else {
					throw new ReleaseReadException("jobs/" + jobName,
							releaseEntry + " lists job " + jobName + ", which the folder lacks");
				}
			}
			String sha = HexFormat.of().formatHex(sha256().digest(releaseBytes));
			return new BoshRelease(manifest.name(), manifest.version(), sha, specs, manifest.packages());
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private static BoshJob withDigests(ReleaseSpecs.ReleaseManifest manifest, BoshJob spec, String jobName) {
		ReleaseSpecs.JobEntry entry = manifest.job(jobName);
		return spec.withDigests(entry.fingerprint(), entry.sha1());
	}

	private Path releaseManifestFile(Path folder) throws IOException {
		Path releaseMf = folder.resolve("release.MF");
		if (Files.isRegularFile(releaseMf, LinkOption.NOFOLLOW_LINKS)) {
			return releaseMf;
		}
		try (Stream<Path> files = Files.list(folder)) {
			return files.filter((file) -> file.getFileName().toString().matches("release-manifest.*\\.ya?ml"))
				.filter((file) -> Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS))
				.sorted()
				.findFirst()
				.orElseThrow(() -> new ReleaseReadException("",
						"No release.MF or release-manifest-<version>.yml in the folder " + folder.getFileName()));
		}
	}

	private byte[] readHeld(Path file, String entry) throws IOException {
		if (Files.size(file) > this.limits.maxHeldBytes()) {
			throw new ReleaseReadException(entry, "Larger than " + this.limits.maxHeldBytes() + " bytes", true);
		}
		return Files.readAllBytes(file);
	}

	private BoshJob readJobTarball(String outer, String jobName, InputStream in, Budget budget) {
		byte[] spec = null;
		String prefix = outer + "!";
		try (TarArchiveInputStream tar = tar(in, budget, outer)) {
			TarArchiveEntry entry;
			while ((entry = nextEntry(tar, outer)) != null) {
				String name = checkedName(entry, budget, prefix);
				if (!entry.isDirectory() && name.equals("job.MF")) {
					spec = hold(tar, entry, prefix + entry.getName());
				}
				else if (!entry.isDirectory()) {
					skip(tar, entry, prefix + entry.getName());
				}
			}
		}
		catch (IOException ex) {
			throw new ReleaseReadException(outer, "Not a gzip-compressed tar archive: " + ex.getMessage());
		}
		if (spec == null) {
			throw new ReleaseReadException(outer, "The job tarball has no job.MF");
		}
		return ReleaseSpecs.jobSpec(prefix + "job.MF", jobName, spec);
	}

	private TarArchiveInputStream tar(InputStream in, Budget budget, String entry) throws IOException {
		InputStream gunzipped = GzipCompressorInputStream.builder().setInputStream(in).get();
		return new TarArchiveInputStream(new BudgetStream(gunzipped, budget, entry));
	}

	private static TarArchiveEntry nextEntry(TarArchiveInputStream tar, String outer) throws IOException {
		try {
			return tar.getNextEntry();
		}
		catch (IllegalArgumentException ex) {
			throw new ReleaseReadException(outer, "A tar header cannot be read: " + ex.getMessage());
		}
	}

	private String checkedName(TarArchiveEntry entry, Budget budget, String prefix) {
		String raw = entry.getName();
		String shown = prefix + raw;
		budget.count(shown);
		if (raw.startsWith("/") || raw.matches("^[A-Za-z]:.*") || raw.startsWith("\\")) {
			throw new ReleaseReadException(shown, "Absolute paths are not allowed in a release");
		}
		if (raw.contains("\\") || raw.indexOf('\0') >= 0) {
			throw new ReleaseReadException(shown, "Entry names with a backslash or a NUL are not allowed");
		}
		for (String segment : raw.split("/")) {
			if (segment.equals("..")) {
				throw new ReleaseReadException(shown, "Paths that climb out with .. are not allowed in a release");
			}
		}
		if (entry.isSymbolicLink()) {
			throw new ReleaseReadException(shown,
					"Symbolic links are not allowed in a release (link to " + entry.getLinkName() + ")");
		}
		if (entry.isLink()) {
			throw new ReleaseReadException(shown,
					"Hard links are not allowed in a release (link to " + entry.getLinkName() + ")");
		}
		if (!entry.isDirectory() && !entry.isFile()) {
			throw new ReleaseReadException(shown, "Only files and folders are allowed in a release");
		}
		if (entry.getSize() > this.limits.maxEntryBytes()) {
			throw new ReleaseReadException(shown, "Larger than " + this.limits.maxEntryBytes() + " bytes", true);
		}
		String name = raw;
		while (name.startsWith("./")) {
			name = name.substring(2);
		}
		return name;
	}

	private byte[] hold(TarArchiveInputStream tar, TarArchiveEntry entry, String shown) throws IOException {
		if (entry.getSize() > this.limits.maxHeldBytes()) {
			throw new ReleaseReadException(shown, "Larger than " + this.limits.maxHeldBytes() + " bytes", true);
		}
		ByteArrayOutputStream out = new ByteArrayOutputStream((int) Math.max(0, entry.getSize()));
		new LimitedStream(tar, this.limits.maxHeldBytes(), shown, "Larger than").transferTo(out);
		return out.toByteArray();
	}

	private void skip(TarArchiveInputStream tar, TarArchiveEntry entry, String shown) throws IOException {
		new LimitedStream(tar, this.limits.maxEntryBytes(), shown, "Larger than").transferTo(OutputStreamNull.INSTANCE);
	}

	private static MessageDigest sha256() {
		try {
			return MessageDigest.getInstance("SHA-256");
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException(ex);
		}
	}

	/** The entries and uncompressed bytes of one release, nested archives included. */
	private static final class Budget {

		private final ReleaseLimits limits;

		private long bytes;

		private int entries;

		Budget(ReleaseLimits limits) {
			this.limits = limits;
		}

		void count(String entry) {
			if (++this.entries > this.limits.maxEntries()) {
				throw new ReleaseReadException(entry,
						"More than " + this.limits.maxEntries() + " entries in the release", true);
			}
		}

		void add(long read, String entry) {
			this.bytes += read;
			if (this.bytes > this.limits.maxTotalBytes()) {
				throw new ReleaseReadException(entry,
						"The release uncompresses to more than " + this.limits.maxTotalBytes() + " bytes", true);
			}
		}

	}

	/**
	 * Counts the uncompressed bytes of an archive against the release's budget as they
	 * are read.
	 */
	private static final class BudgetStream extends FilterInputStream {

		private final Budget budget;

		private final String entry;

		BudgetStream(InputStream in, Budget budget, String entry) {
			super(in);
			this.budget = budget;
			this.entry = entry;
		}

		@Override
		public int read() throws IOException {
			int b = super.read();
			if (b >= 0) {
				this.budget.add(1, this.entry);
			}
			return b;
		}

		@Override
		public int read(byte[] buffer, int offset, int length) throws IOException {
			int n = super.read(buffer, offset, length);
			if (n > 0) {
				this.budget.add(n, this.entry);
			}
			return n;
		}

		@Override
		public long skip(long n) throws IOException {
			// read rather than skip, so that skipped bytes are counted too
			byte[] buffer = new byte[(int) Math.min(8192, Math.max(1, n))];
			int read = read(buffer, 0, (int) Math.min(buffer.length, n));
			return Math.max(read, 0);
		}

	}

	/** Refuses to read more than a limit from a stream, naming the entry. */
	private static final class LimitedStream extends FilterInputStream {

		private final long limit;

		private final String entry;

		private final String message;

		private long read;

		LimitedStream(InputStream in, long limit, String entry, String message) {
			super(in);
			this.limit = limit;
			this.entry = entry;
			this.message = message;
		}

		@Override
		public int read() throws IOException {
			int b = super.read();
			if (b >= 0) {
				counted(1);
			}
			return b;
		}

		@Override
		public int read(byte[] buffer, int offset, int length) throws IOException {
			int n = super.read(buffer, offset, length);
			if (n > 0) {
				counted(n);
			}
			return n;
		}

		@Override
		public long skip(long n) throws IOException {
			byte[] buffer = new byte[(int) Math.min(8192, Math.max(1, n))];
			int read = read(buffer, 0, (int) Math.min(buffer.length, n));
			return Math.max(read, 0);
		}

		@Override
		public void close() {
			// the archive stream is closed by its owner
		}

		@Override
		public boolean markSupported() {
			// a reader that resets would be counted (and digested) twice: it must buffer
			// for itself
			return false;
		}

		private void counted(long n) {
			this.read += n;
			if (this.read > this.limit) {
				throw new ReleaseReadException(this.entry, this.message + " " + this.limit + " bytes", true);
			}
		}

	}

	private static final class OutputStreamNull extends java.io.OutputStream {

		static final OutputStreamNull INSTANCE = new OutputStreamNull();

		@Override
		public void write(int b) {
		}

		@Override
		public void write(byte[] b, int off, int len) {
		}

	}

}
