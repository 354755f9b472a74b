package io.manifeststudio.validation.studio;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.Port;
import io.manifeststudio.manifest.model.PortRange;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * Ports written twice in one group, checked for every group (fissile only checks groups
 * that have colocated containers, fissile's model/resolver/validation.go):
 * <ul>
 * <li>the same protocol and <em>external</em> port twice: the Services that list the
 * group's ports (the headless {@code <g>-set} over all jobs, the job's own Services)
 * would hold a duplicate port, which the API server rejects. The same internal port
 * behind two different external ports is fine (one container port published twice, as
 * SCF's router does with 443 and 4443);</li>
 * <li>the same port name twice: one container would get two container ports of that name
 * (the API server's {@code ports[1].name: Duplicate value}).</li>
 * </ul>
 */
final class DuplicatePortRule extends StudioRule {

	DuplicatePortRule() {
		super("DUPLICATE-PORT");
	}

	@Override
	public void check(ValidationContext context) {
		RoleManifest manifest = context.manifest();
		for (InstanceGroup group : manifest.instanceGroups()) {
			checkServicePorts(context, manifest, group);
			checkNames(context, manifest, group);
		}
	}

	private void checkServicePorts(ValidationContext context, RoleManifest manifest, InstanceGroup group) {
		List<PortSpan> spans = PortSpan.of(group);
		for (int later = 1; later < spans.size(); later++) {
			PortSpan port = spans.get(later);
			for (int earlier = 0; earlier < later; earlier++) {
				PortSpan other = spans.get(earlier);
				PortRange shared = PortSpan.overlap(other.external(), port.external());
				if (!other.protocol().equals(port.protocol()) || shared == null) {
					continue;
				}
				String label = PortSpan.label(port.protocol(), shared);
				context
					.report(Severity.ERROR,
							FieldError.invalid(ManifestPaths.port(manifest, group, port.port()) + ".external", label,
									"port collision, the same protocol/port is used by: "
											+ ManifestPaths.nullToEmpty(other.port().name()) + ", "
											+ ManifestPaths.nullToEmpty(port.port().name())),
							port.port().location().key("external"))
					.explanation("Two ports of " + ManifestPaths.name(group) + " publish " + label
							+ ". The Services that list the group's ports would contain the same port twice, which "
							+ "the API server rejects. fissile only checks this for groups with colocated containers.")
					.hint("Remove one of the two ports, or give it another external port.")
					.subject(ManifestPaths.name(group))
					.add();
				break;
			}
		}
	}

	private void checkNames(ValidationContext context, RoleManifest manifest, InstanceGroup group) {
		Map<String, Port> seen = new HashMap<>();
		for (Port port : group.ports()) {
			if (port.name() == null || port.name().isEmpty()) {
				continue;
			}
			Port first = seen.putIfAbsent(port.name(), port);
			if (first == null) {
				continue;
			}
			context
				.report(Severity.ERROR,
						FieldError.duplicate(ManifestPaths.port(manifest, group, port) + ".name", port.name()),
						port.location().key("name"))
				.explanation("The container of " + ManifestPaths.name(group) + " would get two container ports "
						+ "named " + port.name() + ", which the API server rejects; Services and probes select ports "
						+ "by name.")
				.hint("Rename one of the ports.")
				.subject(ManifestPaths.name(group))
				.add();
		}
	}

}
