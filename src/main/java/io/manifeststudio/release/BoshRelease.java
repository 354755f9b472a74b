package io.manifeststudio.release;

import java.util.List;
import java.util.Optional;

/**
 * A BOSH release: its name and version from {@code release.MF}, the SHA-256 of what was
 * read (the tarball's bytes, or the release manifest's for the folder form), its jobs'
 * specs and the packages {@code release.MF} lists (empty when not known).
 */
public record BoshRelease(String name, String version, String sha256, List<BoshJob> jobs, List<BoshPackage> packages) {

	public BoshRelease {
		jobs = List.copyOf(jobs);
		packages = (packages != null) ? List.copyOf(packages) : List.of();
	}

	/** A release without its packages. */
	public BoshRelease(String name, String version, String sha256, List<BoshJob> jobs) {
		this(name, version, sha256, jobs, List.of());
	}

	public Optional<BoshJob> job(String jobName) {
		return this.jobs.stream().filter((job) -> job.name().equals(jobName)).findFirst();
	}

	public Optional<BoshPackage> pkg(String packageName) {
		return this.packages.stream().filter((pkg) -> pkg.name().equals(packageName)).findFirst();
	}

	/**
	 * Whether the catalog has the SHA-1s fissile hashed for this release's jobs: every
	 * job's, and every package's that a job names.
	 */
	public boolean hasSha1s() {
		return !this.jobs.isEmpty() && this.jobs.stream()
			.allMatch((job) -> !job.sha1().isEmpty() && job.packages()
				.stream()
				.allMatch((name) -> pkg(name).map((pkg) -> !pkg.sha1().isEmpty()).orElse(false)));
	}

	/** {@code name/version}, as a user names it. */
	public String label() {
		return this.name + "/" + this.version;
	}

}
