package io.manifeststudio.manifest.model;

import io.manifeststudio.manifest.yaml.DocPath;

/** {@code run.healthcheck}: a liveness and a readiness probe, each optional. */
public record HealthCheck(Probe liveness, Probe readiness, DocPath location) {
}
