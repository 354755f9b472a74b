package io.manifeststudio.manifest.model;

import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.yaml.DocPath;

/**
 * One probe of {@code run.healthcheck}: {@code url}, {@code command} or {@code port},
 * with its timings.
 */
public record Probe(String url, Map<Object, Object> headers, List<String> command, Long port, Long initialDelay,
		Long period, Long timeout, Long successThreshold, Long failureThreshold, DocPath location) {

	/** The kinds given, in fissile's order, e.g. {@code ["url","command"]}. */
	public List<String> kinds() {
		java.util.ArrayList<String> kinds = new java.util.ArrayList<>();
		if (this.url != null && !this.url.isEmpty()) {
			kinds.add("url");
		}
		if (this.command != null && !this.command.isEmpty()) {
			kinds.add("command");
		}
		if (this.port != null && this.port != 0) {
			kinds.add("port");
		}
		return List.copyOf(kinds);
	}

}
