package io.manifeststudio.validation.fissile;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.JobReference;
import io.manifeststudio.manifest.model.Port;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rule 52: in a group with colocated containers, no protocol and external port is used
 * twice among the group and its colocated containers (each port of a range counts). Like
 * fissile, it compares external ports and checks only groups that place colocated
 * containers; the STUDIO family checks the container ports that really collide.
 */
final class PortCollisionRule extends FissileRule {

	PortCollisionRule() {
		super("FISSILE-52", Phase.GLOBAL);
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			if (group.colocatedContainers().isEmpty()) {
				continue;
			}
			Map<String, List<String>> users = new TreeMap<>();
			List<InstanceGroup> pod = new ArrayList<>();
			pod.add(group);
			pod.addAll(ColocatedGroups.of(context.manifest(), group));
			for (InstanceGroup member : pod) {
				for (Port port : ports(context.manifest().era(), member)) {
					long[] externalAndCount = PortChecks.externalAndCount(port);
					for (long i = 0; i < externalAndCount[1] && i < 65536; i++) {
						users
							.computeIfAbsent(PortChecks.text(port.protocol()) + "/" + (externalAndCount[0] + i),
									(key) -> new ArrayList<>())
							.add(FissilePaths.name(member));
					}
				}
			}
			for (Map.Entry<String, List<String>> entry : users.entrySet()) {
				if (entry.getValue().size() < 2) {
					continue;
				}
				String names = String.join(", ", entry.getValue());
				error(context,
						FieldError.invalid(paths.singular(group), entry.getKey(),
								"port collision, the same protocol/port is used by: " + names),
						group.location())
					.explanation("In the pod of " + group.name() + ", " + entry.getKey() + " is exposed by " + names
							+ ". The containers of a pod share one network, so a port can be used only once.")
					.hint("Give one of them another port.")
					.subject(group.name())
					.involving(entry.getValue())
					.add();
			}
		}
	}

	private static List<Port> ports(FormatEra era, InstanceGroup group) {
		if (era != FormatEra.V3_JOB_PROPERTIES) {
			return group.run().exposedPorts();
		}
		List<Port> ports = new ArrayList<>();
		for (JobReference job : group.jobs()) {
			if (job.containerization() != null) {
				ports.addAll(job.containerization().ports());
			}
		}
		return ports;
	}

}
