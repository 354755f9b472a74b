package io.manifeststudio.release;

import java.util.List;
import java.util.Optional;

/**
 * A BOSH release: its name and version from {@code release.MF}, the SHA-256 of what was read (the tarball's bytes,
 * or the release manifest's for the folder form), and its jobs' specs.
 */
public record BoshRelease(String name, String version, String sha256, List<BoshJob> jobs) {

	public BoshRelease {
		jobs = List.copyOf(jobs);
	}

	public Optional<BoshJob> job(String jobName) {
		return this.jobs.stream().filter((job) -> job.name().equals(jobName)).findFirst();
	}

	/** {@code name/version}, as a user names it. */
	public String label() {
		return this.name + "/" + this.version;
	}

}
