package io.manifeststudio.manifest;

/** {@code run.healthcheck}: a liveness and a readiness probe, each optional. */
public record HealthCheck(Probe liveness, Probe readiness, DocPath location) {
}
