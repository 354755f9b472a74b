package io.manifeststudio.manifest.model;

import io.manifeststudio.manifest.yaml.DocPath;

/** One entry of {@code releases:}: a final release to download. */
public record Release(String name, String url, String version, String sha1, DocPath location) {
}
