package io.manifeststudio.manifest.edit;

import java.util.List;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.JobReference;

/**
 * Which job of a v3 group an edit writes on. fissile reads a v3 group's run settings,
 * ports and colocated containers from its jobs' {@code properties.bosh_containerization}
 * and merges them (run settings by its merge rules, the {@code colocated_containers}
 * lists concatenated in job order). When an edit must add such a setting that no job
 * holds yet, it goes on the group's <em>home job</em>: the first job whose
 * {@code bosh_containerization} has a {@code run} block (fissile requires at least one,
 * and that is where people look for the group's settings), else the first job that has a
 * {@code bosh_containerization}, else the first job (whose
 * {@code properties.bosh_containerization} is then created).
 */
final class ContainerizationJobs {

	static final String CONTAINERIZATION = "bosh_containerization";

	private ContainerizationJobs() {
	}

	/** The home job, or {@code null} when the group has no job at all. */
	static JobReference home(InstanceGroup group) {
		List<JobReference> jobs = group.jobs();
		for (JobReference job : jobs) {
			if (job.containerization() != null && job.containerization().run() != null) {
				return job;
			}
		}
		for (JobReference job : jobs) {
			if (job.containerization() != null) {
				return job;
			}
		}
		return jobs.isEmpty() ? null : jobs.get(0);
	}

	/** The home job, or a refusal that says why there is none. */
	static JobReference requireHome(InstanceGroup group, String what) {
		JobReference home = home(group);
		if (home == null) {
			throw new EditRefusedException("Group " + group.name() + " has no jobs, and in this manifest's format "
					+ what + " live on a job's properties.bosh_containerization: give the group a job first (set "
					+ "its jobs)");
		}
		return home;
	}

	/**
	 * Where the job's {@code properties.bosh_containerization} is, or would be written.
	 */
	static DocPath containerization(JobReference job) {
		if (job.containerization() != null && job.containerization().location() != null) {
			return job.containerization().location();
		}
		return job.location().key("properties").key(CONTAINERIZATION);
	}

}
