package io.manifeststudio.manifest.model;

import io.manifeststudio.manifest.yaml.DocPath;

/**
 * A port a container exposes ({@code bosh_containerization.ports[]}, or legacy
 * {@code run.exposed-ports[]}). {@code internal} and {@code external} keep their text
 * ({@code "80"} or {@code "80-82"}); {@link PortRange} parses them.
 */
public record Port(String name, String protocol, String internal, String external, Long count, Long max,
		boolean isPublic, boolean portConfigurable, boolean countConfigurable, DocPath location) {
}
