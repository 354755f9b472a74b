package io.manifeststudio.export;

import java.time.Duration;

import org.springframework.stereotype.Component;

import io.manifeststudio.manifest.WorkSlots;

/**
 * At most half the cores write exports at once (Helm chart archives, Kubernetes YAML, the export panel's and the
 * board's previews), the others waiting their turn up to {@link WorkSlots#DEFAULT_WAIT}, then 503 with
 * {@code Retry-After}: an export of a large manifest costs seconds of CPU and tens of megabytes of objects, and the
 * other half of the cores keeps answering everything else.
 */
@Component
public class ExportSlots extends WorkSlots {

	public ExportSlots() {
		this(halfTheCores(), DEFAULT_WAIT);
	}

	public ExportSlots(int limit, Duration wait) {
		super("exports", limit, wait);
	}

}
