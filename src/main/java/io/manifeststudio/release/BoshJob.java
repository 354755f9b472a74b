package io.manifeststudio.release;

import java.util.List;
import java.util.Map;

/**
 * A job's spec, as {@code job.MF} gives it: its properties, its templates (source to destination, in spec order), the
 * links it consumes and provides.
 */
public record BoshJob(String name, String description, List<JobProperty> properties, Map<String, String> templates,
		List<JobLink> consumes, List<JobLink> provides) {

	public BoshJob {
		description = (description != null) ? description : "";
		properties = List.copyOf(properties);
		templates = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(templates));
		consumes = List.copyOf(consumes);
		provides = List.copyOf(provides);
	}

}
