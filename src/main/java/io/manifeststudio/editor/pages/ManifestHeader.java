package io.manifeststudio.editor.pages;

/**
 * The top of the manifest page: which manifest, its format era, how many groups, and the
 * draft it shows (version, who changed it last and when), with the download address of
 * the draft's role-manifest YAML.
 */
public record ManifestHeader(long id, String name, String format, int groups, long draftVersion, String updatedBy,
		String updated, String downloadHref) {
}
