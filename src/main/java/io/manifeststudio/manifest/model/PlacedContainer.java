package io.manifeststudio.manifest.model;

import io.manifeststudio.manifest.yaml.DocPath;

/**
 * A container placed in a pod by its main group: the colocated group it names
 * ({@code null} when no group of that name exists), its mode and the place of the
 * reference.
 */
public record PlacedContainer(String name, InstanceGroup group, ContainerMode mode, DocPath reference) {
}
