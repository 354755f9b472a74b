package io.manifeststudio.editor.board;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import io.manifeststudio.manifest.model.GroupType;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.Port;
import io.manifeststudio.manifest.model.Resources;
import io.manifeststudio.manifest.model.Scaling;
import io.manifeststudio.manifest.model.Volume;

/**
 * The short texts a card, chip or palette entry shows about a group: what it runs,
 * replicas, ports, volumes.
 */
final class GroupSummaries {

	private GroupSummaries() {
	}

	/**
	 * "3 jobs · 256 MiB · 0.5 CPU · envoyproxy/envoy:v1.30.1": what the container runs
	 * and asks for.
	 */
	static String detail(InstanceGroup group) {
		List<String> parts = new ArrayList<>();
		int jobs = group.jobs().size();
		parts.add(jobs + ((jobs == 1) ? " job" : " jobs"));
		Resources resources = group.run().resources();
		if (resources.memoryRequest() != null) {
			parts.add(resources.memoryRequest() + " MiB");
		}
		if (resources.cpuRequest() != null) {
			parts.add(BigDecimal.valueOf(resources.cpuRequest()).stripTrailingZeros().toPlainString() + " CPU");
		}
		if (group.image() != null && !group.image().isBlank()) {
			parts.add(group.image());
		}
		return String.join(" · ", parts);
	}

	/** "1 replica", "3 replicas", "1–3 replicas", or "runs to completion" for a task. */
	static String replicas(InstanceGroup group) {
		if (group.type() == GroupType.BOSH_TASK) {
			return "runs to completion";
		}
		Scaling scaling = group.run().scaling();
		long min = scaling.effectiveMin();
		long max = Math.max(min, scaling.effectiveMax());
		if (min == max) {
			return min + ((min == 1) ? " replica" : " replicas");
		}
		return min + "–" + max + " replicas";
	}

	/**
	 * "http 8080→80/TCP", "metrics 9100/TCP", with "public" when the port is exposed
	 * outside the cluster.
	 */
	static List<String> ports(InstanceGroup group) {
		List<String> ports = new ArrayList<>();
		for (Port port : group.ports()) {
			StringBuilder text = new StringBuilder();
			if (port.name() != null && !port.name().isBlank()) {
				text.append(port.name()).append(' ');
			}
			text.append((port.internal() != null) ? port.internal() : "?");
			if (port.external() != null && !port.external().equals(port.internal())) {
				text.append('→').append(port.external());
			}
			text.append('/').append((port.protocol() != null && !port.protocol().isBlank()) ? port.protocol() : "TCP");
			if (port.isPublic()) {
				text.append(" public");
			}
			ports.add(text.toString());
		}
		return ports;
	}

	/**
	 * "persistent web-data 10G", "emptyDir shared-logs": type, tag and size of each
	 * volume.
	 */
	static List<String> volumes(InstanceGroup group) {
		List<String> volumes = new ArrayList<>();
		for (Volume volume : group.run().volumes()) {
			List<String> parts = new ArrayList<>();
			parts.add((volume.type() != null) ? volume.type() : "volume");
			if (volume.tag() != null && !volume.tag().isBlank()) {
				parts.add(volume.tag());
			}
			if (volume.size() != null) {
				parts.add(volume.size() + "G");
			}
			volumes.add(String.join(" ", parts));
		}
		return volumes;
	}

}
