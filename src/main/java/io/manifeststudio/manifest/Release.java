package io.manifeststudio.manifest;

/** One entry of {@code releases:}: a final release to download. */
public record Release(String name, String url, String version, String sha1, DocPath location) {
}
