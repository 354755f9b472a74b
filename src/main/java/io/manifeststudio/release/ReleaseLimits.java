package io.manifeststudio.release;

/**
 * What reading one release may cost: the bytes of the upload itself, the uncompressed
 * bytes of all its entries together (nested job tarballs included), the uncompressed
 * bytes of one entry, the bytes of one entry that is read into memory (release.MF, a job
 * tarball, job.MF; package blobs are skipped, never held), and the number of entries
 * (nested ones included).
 */
public record ReleaseLimits(long maxUploadBytes, long maxTotalBytes, long maxEntryBytes, int maxHeldBytes,
		int maxEntries) {

	private static final long MEBIBYTE = 1024L * 1024L;

	/**
	 * 512 MiB uploaded, 2 GiB uncompressed in all, 512 MiB for one entry, 16 MiB held,
	 * 20,000 entries.
	 */
	public static final ReleaseLimits DEFAULT = new ReleaseLimits(512 * MEBIBYTE, 2048 * MEBIBYTE, 512 * MEBIBYTE,
			16 * (int) MEBIBYTE, 20_000);

}
