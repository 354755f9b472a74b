package io.manifeststudio.validation.studio;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.Port;
import io.manifeststudio.manifest.model.PortRange;

/**
 * One port of a group with its ranges parsed: the container ({@code internal}) ports and
 * the Service ({@code external}, defaulting to internal) ports. Ports whose protocol or
 * ranges do not parse are left to the FISSILE family.
 */
record PortSpan(InstanceGroup group, Port port, String protocol, PortRange internal, PortRange external) {

	static List<PortSpan> of(InstanceGroup group) {
		List<PortSpan> spans = new ArrayList<>();
		for (Port port : group.ports()) {
			if (port.protocol() == null || port.protocol().isEmpty()) {
				continue;
			}
			Optional<PortRange> internal = PortRange.parse(port.internal()).filter(PortSpan::valid);
			if (internal.isEmpty()) {
				continue;
			}
			Optional<PortRange> external = (port.external() == null || port.external().isEmpty()) ? internal
					: PortRange.parse(port.external()).filter(PortSpan::valid);
			spans.add(new PortSpan(group, port, port.protocol(), internal.get(), external.orElse(null)));
		}
		return spans;
	}

	private static boolean valid(PortRange range) {
		return range.first() >= 1 && range.last() <= 65535 && range.first() <= range.last();
	}

	/** The ports two ranges share, or {@code null}. */
	static PortRange overlap(PortRange a, PortRange b) {
		if (a == null || b == null) {
			return null;
		}
		int first = Math.max(a.first(), b.first());
		int last = Math.min(a.last(), b.last());
		return (first <= last) ? new PortRange(first, last) : null;
	}

	/** {@code TCP/8080} or {@code TCP/8080-8082}, like fissile's collision value. */
	static String label(String protocol, PortRange range) {
		return protocol + "/" + ((range.first() == range.last()) ? String.valueOf(range.first())
				: range.first() + "-" + range.last());
	}

}
