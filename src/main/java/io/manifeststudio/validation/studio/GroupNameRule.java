package io.manifeststudio.validation.studio;

import java.util.Locale;
import java.util.regex.Pattern;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.GroupType;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.JobReference;
import io.manifeststudio.manifest.model.Port;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * Group names that Kubernetes will not take. A group's name becomes its container name (a
 * DNS-1123 label, at most 63 characters) and, for a {@code bosh} group, its StatefulSet
 * name (at most 52 characters, or the pods' {@code controller-revision-hash} label grows
 * past 63: Kubernetes' StatefulSet controller adds it). Services get names with the
 * suffixes fissile adds (fissile's kube/service.go): the headless {@code <g>-set} for a
 * StatefulSet with ports, and per job with ports {@code B}, {@code B-set} (StatefulSets)
 * and {@code B-public} (public ports), where {@code B} is {@code service_name} or
 * {@code <g>-<job>} lower-cased with {@code _} as {@code -}. A {@code bosh-task}'s Job or
 * Pod is named {@code <g>-<revision>} by the Helm chart, so its name keeps room for that
 * (a warning). Service names are DNS-1035 labels: at most 63 characters, starting with a
 * letter. fissile only fails at generation time, and only past 63 (fissile's
 * kube/service.go and util/name_sanitization.go).
 */
final class GroupNameRule extends StudioRule {

	private static final Pattern DNS_1123_LABEL = Pattern.compile("[a-z0-9]([-a-z0-9]*[a-z0-9])?");

	private static final Pattern DNS_1035_LABEL = Pattern.compile("[a-z]([-a-z0-9]*[a-z0-9])?");

	private static final int LABEL_MAX = 63;

	private static final int STATEFUL_SET_MAX = 52;

	/**
	 * Room for Helm's {@code -<revision>} suffix on a task's Job or Pod name, up to 99999
	 * revisions.
	 */
	private static final int TASK_MAX = LABEL_MAX - 6;

	private static final String DNS_1123_TEXT = "a lowercase RFC 1123 label must consist of lower case alphanumeric "
			+ "characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or "
			+ "'123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";

	GroupNameRule() {
		super("GROUP-NAME");
	}

	@Override
	public void check(ValidationContext context) {
		RoleManifest manifest = context.manifest();
		for (InstanceGroup group : manifest.instanceGroups()) {
			if (group.name() == null || group.name().isEmpty()) {
				continue;
			}
			if (!checkLabel(context, manifest, group)) {
				continue;
			}
			if (group.type() == GroupType.BOSH && group.name().length() > STATEFUL_SET_MAX) {
				report(context, manifest, group, group.location().key("name"), group.name(),
						"a StatefulSet name must be no more than 52 characters (the pods' controller-revision-hash "
								+ "label adds 11 and must stay within 63)",
						"The StatefulSet is accepted, but its pods are never created: each pod gets the label "
								+ "controller-revision-hash = <name>-<10-character hash>, which must be at most 63 "
								+ "characters (kubernetes/kubernetes#64023).");
			}
			if (group.type() == GroupType.BOSH_TASK && group.name().length() > TASK_MAX) {
				context
					.report(Severity.WARNING, FieldError.invalid(ManifestPaths.group(manifest, group) + ".name",
							group.name(),
							"a task name must be no more than " + TASK_MAX
									+ " characters, leaving room for the -<revision> suffix of its Job or Pod name"),
							group.location().key("name"))
					.explanation("The Helm chart names a task's Job (or Pod) " + group.name() + "-<release revision>. "
							+ "That name is also a label value (job-name) and a hostname, both limited to 63 "
							+ "characters, so the task fails once the revision has enough digits.")
					.hint("Choose a name of at most " + TASK_MAX + " characters.")
					.subject(group.name())
					.add();
			}
			if (group.type().makesWorkload()) {
				checkServices(context, manifest, group);
			}
		}
	}

	private boolean checkLabel(ValidationContext context, RoleManifest manifest, InstanceGroup group) {
		String name = group.name();
		DocPath source = group.location().key("name");
		if (!DNS_1123_LABEL.matcher(name).matches()) {
			report(context, manifest, group, source, name, DNS_1123_TEXT,
					"The group's name becomes its container, workload and Service names, which Kubernetes requires to "
							+ "be lowercase DNS labels.");
			return false;
		}
		if (name.length() > LABEL_MAX) {
			report(context, manifest, group, source, name, "must be no more than 63 characters",
					"The group's name becomes its container and workload names, which are limited to 63 characters.");
			return false;
		}
		return true;
	}

	private void checkServices(ValidationContext context, RoleManifest manifest, InstanceGroup group) {
		boolean statefulSet = group.type() == GroupType.BOSH;
		boolean anyPorts = !group.ports().isEmpty();
		if (statefulSet && anyPorts) {
			checkService(context, manifest, group, group.location().key("name"), group.name() + "-set",
					"headless Service of the StatefulSet");
		}
		if (group.run().exposedPorts().stream().anyMatch(Port::isPublic)) {
			checkService(context, manifest, group, group.location().key("name"), group.name() + "-public",
					"public Service of the group");
		}
		for (JobReference job : group.jobs()) {
			if (job.containerization() == null || job.containerization().ports().isEmpty()) {
				continue;
			}
			String serviceName = job.containerization().serviceName();
			boolean named = serviceName != null && !serviceName.isEmpty();
			String base = named ? serviceName
					: (group.name() + "-" + ManifestPaths.nullToEmpty(job.name())).toLowerCase(Locale.ROOT)
						.replace('_', '-');
			DocPath source = named ? job.containerization().location().key("service_name") : job.location().key("name");
			String what = named ? "Service named by service_name" : "Service of job " + job.name();
			if (checkService(context, manifest, group, source, base, what) && statefulSet) {
				checkService(context, manifest, group, source, base + "-set", "headless " + what);
			}
			if (job.containerization().ports().stream().anyMatch(Port::isPublic)) {
				checkService(context, manifest, group, source, base + "-public", "public " + what);
			}
		}
	}

	private boolean checkService(ValidationContext context, RoleManifest manifest, InstanceGroup group, DocPath source,
			String serviceName, String what) {
		if (!DNS_1035_LABEL.matcher(serviceName).matches()) {
			report(context, manifest, group, source, serviceName,
					"a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an "
							+ "alphabetic character, and end with an alphanumeric character (the " + what + ")",
					"fissile names this Service " + serviceName
							+ ", which Kubernetes does not accept as a Service name.");
			return false;
		}
		if (serviceName.length() > LABEL_MAX) {
			report(context, manifest, group, source, serviceName,
					"must be no more than 63 characters (the " + what + ")",
					"fissile names this Service " + serviceName + " (" + serviceName.length()
							+ " characters); Service names are limited to 63, and fissile fails with \"kube name "
							+ "exceeds 63 characters\".");
			return false;
		}
		return true;
	}

	private void report(ValidationContext context, RoleManifest manifest, InstanceGroup group, DocPath source,
			Object value, String detail, String explanation) {
		boolean serviceName = source != null && "service_name".equals(source.last());
		String path = ManifestPaths.group(manifest, group) + ".name";
		if (serviceName) {
			path = ManifestPaths.job(manifest, group, source) + ".properties.bosh_containerization.service_name";
		}
		context.report(Severity.ERROR, FieldError.invalid(path, value, detail), source)
			.explanation(explanation)
			.hint(serviceName ? "Choose a shorter service_name that starts with a letter."
					: "Choose a shorter lowercase name of letters, digits and '-', starting with a letter.")
			.subject(ManifestPaths.name(group))
			.add();
	}

}
