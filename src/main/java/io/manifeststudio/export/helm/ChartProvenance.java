package io.manifeststudio.export.helm;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Where an exported chart came from: the manifest's name, its revision ({@code 0} for
 * YAML that was never stored, such as a {@code POST /api/export/...} body) and the
 * SHA-256 of the manifest text. Every object the chart renders carries these as
 * annotations. A stored manifest's export also says where that version stands in review
 * ({@code review}, {@code null} for YAML that was never stored): {@code Chart.yaml}
 * carries it.
 */
public record ChartProvenance(String manifestName, int revision, String contentHash, ChartReview review) {

	public static final String MANIFEST_ANNOTATION = "manifeststudio.io/manifest";

	public static final String REVISION_ANNOTATION = "manifeststudio.io/revision";

	public static final String CONTENT_HASH_ANNOTATION = "manifeststudio.io/content-hash";

	/**
	 * A bare hex SHA-256 (as the manifest store keeps it) gets the {@code sha256:}
	 * prefix.
	 */
	public ChartProvenance {
		manifestName = (manifestName == null || manifestName.isBlank()) ? "role-manifest" : manifestName;
		if (contentHash != null && contentHash.matches("[0-9a-f]{64}")) {
			contentHash = "sha256:" + contentHash;
		}
	}

	public ChartProvenance(String manifestName, int revision, String contentHash) {
		this(manifestName, revision, contentHash, null);
	}

	public ChartProvenance withReview(ChartReview review) {
		return new ChartProvenance(this.manifestName, this.revision, this.contentHash, review);
	}

	/** Provenance of manifest text: its hash is computed here ({@code sha256:<hex>}). */
	public static ChartProvenance of(String manifestName, int revision, String manifestText) {
		return new ChartProvenance(manifestName, revision, sha256(manifestText));
	}

	static String sha256(String text) {
		try {
			MessageDigest digest = MessageDigest.getInstance("SHA-256");
			return "sha256:" + HexFormat.of().formatHex(digest.digest(text.getBytes(StandardCharsets.UTF_8)));
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("SHA-256 is part of every Java runtime", ex);
		}
	}

}
