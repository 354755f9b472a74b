package io.manifeststudio.manifest.model;

import io.manifeststudio.manifest.yaml.DocPath;

/**
 * One entry of a {@code colocated_containers} list: the group it names and where it was
 * written.
 */
public record ColocatedReference(String name, DocPath location) {
}
