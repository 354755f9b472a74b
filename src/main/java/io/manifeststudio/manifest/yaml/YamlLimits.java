package io.manifeststudio.manifest.yaml;

/**
 * Limits that keep a hostile document from exhausting the server: size, aliases, nesting
 * depth and the number of values after alias expansion (which stops "billion laughs"
 * bombs that stay under the alias limit), and what one document may cost once read: its
 * keys (every map entry is kept with its source position, a few hundred bytes of memory
 * each), the length of one value, and its instance groups (each becomes a container of
 * every export and of the K8S checks).
 */
public record YamlLimits(int maxBytes, int maxAliasesForCollections, int maxNestingDepth, int maxExpandedValues,
		int maxKeys, int maxScalarLength, int maxGroups) {

	public static final int FIVE_MEGABYTES = 5 * 1024 * 1024;

	/**
	 * One value may have 1 MiB: the most a Kubernetes Secret or ConfigMap holds, so no
	 * default could be delivered to a container if it were larger.
	 */
	public static final int ONE_MEBIBYTE = 1024 * 1024;

	public static final YamlLimits DEFAULT = new YamlLimits(FIVE_MEGABYTES, 100, 64, 2_000_000, 250_000, ONE_MEBIBYTE,
			25_000);

	/** Limits on the text only; what a document costs once read is not limited. */
	public YamlLimits(int maxBytes, int maxAliasesForCollections, int maxNestingDepth, int maxExpandedValues) {
		this(maxBytes, maxAliasesForCollections, maxNestingDepth, maxExpandedValues, Integer.MAX_VALUE,
				Integer.MAX_VALUE, Integer.MAX_VALUE);
	}

}
