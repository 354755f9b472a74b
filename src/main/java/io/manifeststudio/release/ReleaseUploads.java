package io.manifeststudio.release;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Takes an uploaded release tarball: streams it to a temporary file while counting
 * (refused as soon as it passes {@code maxUploadBytes}, naming no entry), reads it with
 * {@link ReleaseReader}, stores it in the {@link ReleaseCatalog}, and deletes the file
 * whatever happens. Nothing of the upload is held in memory.
 */
public final class ReleaseUploads {

	private final ReleaseCatalog catalog;

	private final ReleaseLimits limits;

	public ReleaseUploads(ReleaseCatalog catalog, ReleaseLimits limits) {
		this.catalog = catalog;
		this.limits = limits;
	}

	public ReleaseSummary upload(InputStream body, long declaredLength, String author) {
		if (declaredLength > this.limits.maxUploadBytes()) {
			throw tooLarge(declaredLength + " bytes");
		}
		Path file = null;
		try {
			file = Files.createTempFile("release-", ".tgz");
			try (OutputStream out = Files.newOutputStream(file)) {
				byte[] buffer = new byte[64 * 1024];
				long total = 0;
				int n;
				while ((n = body.read(buffer)) > 0) {
					total += n;
					if (total > this.limits.maxUploadBytes()) {
						throw tooLarge("more than that");
					}
					out.write(buffer, 0, n);
				}
				if (total == 0) {
					throw new ReleaseReadException("", "The upload is empty: send the release tarball as the body");
				}
			}
			BoshRelease release;
			try (InputStream in = Files.newInputStream(file)) {
				release = new ReleaseReader(this.limits).readTarball(in);
			}
			return this.catalog.add(release, (author == null || author.isBlank()) ? "anonymous" : author.trim());
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		finally {
			if (file != null) {
				try {
					Files.deleteIfExists(file);
				}
				catch (IOException ex) {
					// the temporary folder is cleaned by the system
				}
			}
		}
	}

	private ReleaseReadException tooLarge(String size) {
		return new ReleaseReadException("", "The release tarball has " + size + "; a release may have at most "
				+ this.limits.maxUploadBytes() + " bytes (" + this.limits.maxUploadBytes() / (1024 * 1024) + " MB)",
				true);
	}

}
