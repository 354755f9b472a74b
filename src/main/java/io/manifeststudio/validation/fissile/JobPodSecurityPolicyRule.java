package io.manifeststudio.validation.fissile;

import java.util.Map;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.JobReference;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * FISSILE-PSP: fissile from September 2018 to May 2019 read a job's
 * {@code bosh_containerization.pod-security-policy} and accepted only
 * {@code nonprivileged} and {@code privileged} (fissile's
 * {@code model/pod_security_policy.go}); the generations that do not read the key leave
 * it to the unknown-key check.
 */
final class JobPodSecurityPolicyRule extends FissileRule {

	private static final String EXPECTED = "Expected one of: nonprivileged, privileged";

	JobPodSecurityPolicyRule() {
		super("FISSILE-PSP", Phase.GROUPS);
	}

	@Override
	public void check(ValidationContext context) {
		if (!context.generation().readsJobPodSecurityPolicy()) {
			return;
		}
		FissilePaths paths = FissilePaths.of(context.manifest());
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			for (JobReference job : group.jobs()) {
				if (job.properties() == null
						|| !(job.properties().get("bosh_containerization") instanceof Map<?, ?> containerization)
						|| !containerization.containsKey("pod-security-policy")) {
					continue;
				}
				Object policy = containerization.get("pod-security-policy");
				if ("nonprivileged".equals(policy) || "privileged".equals(policy)) {
					continue;
				}
				String path = paths.group(group) + ".jobs[" + job.name() + "].properties.bosh_containerization"
						+ ".pod-security-policy";
				error(context, FieldError.invalid(path, (policy != null) ? String.valueOf(policy) : "", EXPECTED),
						job.location().key("properties").key("bosh_containerization").key("pod-security-policy"))
					.explanation(context.generation().id() + " gives a job's container one of its two pod security"
							+ " policies, nonprivileged or privileged.")
					.hint("Write nonprivileged or privileged.")
					.subject(group.name())
					.add();
			}
		}
	}

}
