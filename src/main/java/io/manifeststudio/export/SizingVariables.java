package io.manifeststudio.export;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.Port;
import io.manifeststudio.manifest.model.PortRange;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * fissile's built-in sizing variables, as its {@code getEnvVarsFromConfigs}
 * ({@code kube/pod.go}) set them:
 * <ul>
 * <li>{@code KUBE_SIZING_<GROUP>_COUNT}: the group's instance count ({@code scaling.min}
 * in kube mode; in the chart {@code sizing.<group>.count}, else the HA count under
 * {@code config.HA}, else the minimum: {@code replicaCount} of
 * {@code kube/deployment.go});</li>
 * <li>{@code KUBE_SIZING_<GROUP>_PORTS_<PORT>_MIN} and {@code _MAX}: the first and last
 * port of the group's configurable port ({@code port-configurable} or
 * {@code count-configurable}) named {@code <port>}: the internal port, and the internal
 * port plus the count less one (in the chart {@code add <first>
 * .Values.sizing.<group>.ports.<port>.count -1}).</li>
 * </ul>
 * {@code <GROUP>} and {@code <PORT>} are the names upper-cased with {@code -} as
 * {@code _} (fissile's {@code util.ConvertNameToKey} turns them back).
 */
public final class SizingVariables {

	private static final Pattern COUNT = Pattern.compile("^KUBE_SIZING_([A-Z][A-Z_]*)_COUNT$");

	private static final Pattern PORTS = Pattern.compile("^KUBE_SIZING_([A-Z][A-Z_]*)_PORTS_([A-Z][A-Z_]*)_(MIN|MAX)$");

	/**
	 * A port bound: the group, the port, whether it is the last port, and the range by
	 * default.
	 */
	public record PortBound(InstanceGroup group, Port port, boolean max, int first, int count) {

		/** The value by default: the first port, or the last of {@code count} ports. */
		public int value() {
			return this.max ? this.first + this.count - 1 : this.first;
		}

	}

	private SizingVariables() {
	}

	/**
	 * The group whose count {@code name} carries ({@code KUBE_SIZING_<GROUP>_COUNT}), if
	 * it names one.
	 */
	public static Optional<InstanceGroup> countOf(RoleManifest manifest, String name) {
		Matcher matcher = COUNT.matcher((name != null) ? name : "");
		if (!matcher.matches()) {
			return Optional.empty();
		}
		return group(manifest, matcher.group(1));
	}

	/**
	 * The port bound {@code name} carries
	 * ({@code KUBE_SIZING_<GROUP>_PORTS_<PORT>_MIN|MAX}), if it names one.
	 */
	public static Optional<PortBound> portBound(RoleManifest manifest, String name) {
		Matcher matcher = PORTS.matcher((name != null) ? name : "");
		if (!matcher.matches()) {
			return Optional.empty();
		}
		Optional<InstanceGroup> group = group(manifest, matcher.group(1));
		if (group.isEmpty()) {
			return Optional.empty();
		}
		String portName = key(matcher.group(2));
		for (Port port : group.get().ports()) {
			if (portName.equals(port.name()) && (port.portConfigurable() || port.countConfigurable())) {
				Optional<PortRange> internal = PortRange.parse(port.internal());
				if (internal.isEmpty()) {
					return Optional.empty();
				}
				int count = (port.count() != null) ? port.count().intValue() : internal.get().size();
				return Optional.of(new PortBound(group.get(), port, "MAX".equals(matcher.group(3)),
						internal.get().first(), count));
			}
		}
		return Optional.empty();
	}

	private static Optional<InstanceGroup> group(RoleManifest manifest, String upper) {
		return manifest.group(key(upper));
	}

	/** fissile's {@code util.ConvertNameToKey}: lower case, {@code _} as {@code -}. */
	private static String key(String upper) {
		return upper.toLowerCase(Locale.ROOT).replace('_', '-');
	}

}
