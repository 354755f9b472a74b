package io.manifeststudio.manifest.model;

import java.util.Map;

import io.manifeststudio.manifest.yaml.DocPath;

/**
 * A BOSH job an instance group runs. {@code release} is {@code release} (v2, v3) or
 * {@code release_name} (v1). {@code containerization} is {@code null} unless the job has
 * {@code properties.bosh_containerization}.
 */
public record JobReference(String name, String release, Map<Object, Object> provides, Map<Object, Object> consumes,
		Map<Object, Object> properties, JobContainerization containerization, DocPath location) {
}
