package io.manifeststudio.manifest;

/**
 * Limits that keep a hostile document from exhausting the server: size, aliases, nesting depth and the number of
 * values after alias expansion (which stops "billion laughs" bombs that stay under the alias limit).
 */
public record YamlLimits(int maxBytes, int maxAliasesForCollections, int maxNestingDepth, int maxExpandedValues) {

	public static final int FIVE_MEGABYTES = 5 * 1024 * 1024;

	public static final YamlLimits DEFAULT = new YamlLimits(FIVE_MEGABYTES, 100, 64, 2_000_000);

}
