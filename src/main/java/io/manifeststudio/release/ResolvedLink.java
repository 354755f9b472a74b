package io.manifeststudio.release;

/**
 * A consumed link wired to its provider: the consumer's group and job, the link name, the
 * provider's group and job.
 */
public record ResolvedLink(String group, String job, String name, String type, String providerGroup,
		String providerJob) {
}
