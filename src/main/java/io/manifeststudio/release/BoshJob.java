package io.manifeststudio.release;

import java.util.List;
import java.util.Map;

/**
 * A job's spec, as {@code job.MF} gives it: its properties, its templates (source to
 * destination, in spec order), the links it consumes and provides, and the packages it
 * names; with what {@code release.MF} says of the job: its fingerprint and the SHA-1 of
 * its archive ({@code ""} when not known: a release stored before the catalog kept them,
 * or a release manifest without them).
 */
public record BoshJob(String name, String description, List<JobProperty> properties, Map<String, String> templates,
		List<JobLink> consumes, List<JobLink> provides, List<String> packages, String fingerprint, String sha1) {

	public BoshJob {
		description = (description != null) ? description : "";
		properties = List.copyOf(properties);
		templates = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(templates));
		consumes = List.copyOf(consumes);
		provides = List.copyOf(provides);
		packages = (packages != null) ? List.copyOf(packages) : List.of();
		fingerprint = (fingerprint != null) ? fingerprint : "";
		sha1 = (sha1 != null) ? sha1 : "";
	}

	/** A spec without packages, fingerprint or SHA-1. */
	public BoshJob(String name, String description, List<JobProperty> properties, Map<String, String> templates,
			List<JobLink> consumes, List<JobLink> provides) {
		this(name, description, properties, templates, consumes, provides, List.of(), "", "");
	}

	/** The same spec with what {@code release.MF} says of the job. */
	BoshJob withDigests(String fingerprint, String sha1) {
		return new BoshJob(this.name, this.description, this.properties, this.templates, this.consumes, this.provides,
				this.packages, fingerprint, sha1);
	}

}
