package io.manifeststudio.validation.fissile;

import java.util.List;

import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.JobReference;
import io.manifeststudio.release.BoshRelease;
import io.manifeststudio.release.ReleaseResolution;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rules 39 and 40, with the BOSH releases: each job's release is loaded (39), and has the
 * job (40). Without releases they do not run ({@code FISSILE-RELEASES} says so).
 */
final class ReleaseJobRule extends FissileRule {

	private final boolean releaseLoaded;

	private ReleaseJobRule(String id, boolean releaseLoaded) {
		super(id, Phase.REFERENCES);
		this.releaseLoaded = releaseLoaded;
	}

	static List<FissileRule> all() {
		return List.of(new ReleaseJobRule("FISSILE-39", true), new ReleaseJobRule("FISSILE-40", false));
	}

	/**
	 * The legacy fissile looked up each role's releases and jobs while loading the role,
	 * before its run checks: its {@code multiple-bad.yml} reports the unloaded release,
	 * not the role that also lacks {@code run}.
	 */
	@Override
	public int phase(FormatEra era) {
		return (era == FormatEra.V1_ROLES) ? Phase.RELEASES : Phase.REFERENCES;
	}

	@Override
	public void check(ValidationContext context) {
		ReleaseResolution releases = context.releases();
		if (!releases.present()) {
			return;
		}
		FissilePaths paths = FissilePaths.of(context.manifest());
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			for (JobReference job : group.jobs()) {
				String path = paths.group(group) + ".jobs[" + job.name() + "]";
				var release = releases.release(job.release());
				if (this.releaseLoaded && release.isEmpty()) {
					error(context, FieldError.invalid(path, job.release(), "Referenced release is not loaded"),
							job.location())
						.explanation("Job " + job.name() + " comes from release " + job.release() + ", which is not"
								+ " among the releases this manifest uses: " + labels(releases) + ".")
						.hint("Upload release " + job.release() + " and attach it, or fix the release name.")
						.subject(group.name())
						.add();
				}
				else if (!this.releaseLoaded && release.isPresent() && release.get().job(job.name()).isEmpty()) {
					error(context,
							FieldError.invalid(path, job.release(), "Cannot find job " + job.name() + " in release"),
							job.location())
						.explanation("Release " + release.get().label() + " has the jobs "
								+ release.get().jobs().stream().map((spec) -> spec.name()).toList() + ", not "
								+ job.name() + ".")
						.hint("Fix the job name, or use the release version that has it.")
						.subject(group.name())
						.add();
				}
			}
		}
	}

	private static String labels(ReleaseResolution releases) {
		return String.join(", ", releases.releases().stream().map(BoshRelease::label).toList());
	}

}
