package io.manifeststudio.export;

import java.time.Duration;

import org.springframework.stereotype.Component;

import io.manifeststudio.manifest.WorkSlots;

/**
 * At most half the cores, and at least two, write exports at once (Helm chart archives,
 * Kubernetes YAML, the export panel's and the board's previews), the others waiting their
 * turn up to {@link WorkSlots#DEFAULT_WAIT}, then 503 with {@code Retry-After}: an export
 * of a large manifest costs seconds of CPU and tens of megabytes of objects, and the
 * other half of the cores keeps answering everything else. At least two, because a board
 * with its Kubernetes and Helm previews open asks for both after every change: with one
 * slot the Helm preview waited behind the Kubernetes one on every edit.
 */
@Component
public class ExportSlots extends WorkSlots {

	public ExportSlots() {
		this(Math.max(2, halfTheCores()), DEFAULT_WAIT);
	}

	public ExportSlots(int limit, Duration wait) {
		super("exports", limit, wait);
	}

}
