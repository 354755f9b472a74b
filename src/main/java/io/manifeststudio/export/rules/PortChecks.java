package io.manifeststudio.export.rules;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.manifeststudio.export.rules.CheckTarget.Container;
import io.manifeststudio.export.rules.CheckTarget.ContainerType;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;

/**
 * Ports, N1 to N8 (Kubernetes' pkg/apis/core/validation/validation.go): container ports,
 * and the same rules on Service ports (whose names are DNS-1123 labels and must be set
 * when a Service has more than one port).
 */
final class PortChecks {

	private static final String RANGE = "must be between 1 and 65535, inclusive";

	private PortChecks() {
	}

	static List<KubeCheck> checks() {
		return List.of(
				new KubeCheck("K8S-N1", Severity.ERROR,
						"Container port names are IANA service names: at most 15 lower-case letters, digits and "
								+ "single '-', with at least one letter. Service port names are DNS-1123 labels.",
						"Shorten or rename the port; a port that stands for several gets a '-<n>' suffix, so keep "
								+ "its name short enough for that.",
						PortChecks::n1),
				new KubeCheck("K8S-N2", Severity.ERROR,
						"Port names must be unique within a container and within a Service.",
						"Give each port of the group (and of the containers it places) its own name.", PortChecks::n2),
				new KubeCheck("K8S-N3", Severity.WARNING,
						"Two containers of the pod use the same port name; Services and probes that select the port "
								+ "by name take the first.",
						"Rename one of the ports.", PortChecks::n3),
				new KubeCheck("K8S-N4", Severity.ERROR, "Port numbers run from 1 to 65535.",
						"Fix the port's internal or external number.", PortChecks::n4),
				new KubeCheck("K8S-N5", Severity.ERROR, "A port's protocol is TCP, UDP or SCTP.",
						"Use protocol TCP or UDP.", PortChecks::n5),
				new KubeCheck("K8S-N6", Severity.ERROR, "Two regular containers cannot claim the same host port.", null,
						PortChecks::n6),
				new KubeCheck("K8S-N7", Severity.ERROR, "With hostNetwork, a host port must equal its container port.",
						null, PortChecks::n7),
				new KubeCheck("K8S-N8", Severity.WARNING,
						"Two containers of the pod declare the same container port; they share one network, so one "
								+ "of them will fail to bind it.",
						"Move one of the ports to another number.", PortChecks::n8));
	}

	/**
	 * P3 and N-rules: a port given as a number (1 to 65535) or a name (an IANA service
	 * name).
	 */
	static void portNumberOrName(Node port, Sink sink) {
		if (port.value() instanceof Number number) {
			long value = number.longValue();
			if (value < 1 || value > 65535) {
				sink.report(FieldError.invalid(port.path(), value, RANGE));
			}
		}
		else if (port.value() instanceof String name) {
			if (name.isEmpty()) {
				sink.report(FieldError.required(port.path(), ""));
			}
			for (String message : ApiNames.portName(name)) {
				sink.report(FieldError.invalid(port.path(), name, message));
			}
		}
		else {
			sink.report(FieldError.required(port.path(), ""));
		}
	}

	private static boolean isService(CheckTarget target) {
		return "Service".equals(target.kind());
	}

	private static List<Node> servicePorts(CheckTarget target) {
		return target.root().child("spec").items("ports");
	}

	private static void n1(CheckTarget target, Sink sink) {
		if (isService(target)) {
			List<Node> ports = servicePorts(target);
			for (Node port : ports) {
				String name = port.child("name").string();
				if (name.isEmpty() && ports.size() > 1) {
					sink.report(FieldError.required(port.path() + ".name", ""));
				}
				else if (!name.isEmpty()) {
					for (String message : ApiNames.dns1123Label(name)) {
						sink.report(FieldError.invalid(port.path() + ".name", name, message));
					}
				}
			}
			return;
		}
		for (Container container : target.containers()) {
			for (Node port : container.node().items("ports")) {
				String name = port.child("name").string();
				if (!name.isEmpty()) {
					for (String message : ApiNames.portName(name)) {
						sink.report(FieldError.invalid(port.path() + ".name", name, message));
					}
				}
			}
		}
	}

	private static void n2(CheckTarget target, Sink sink) {
		if (isService(target)) {
			duplicateNames(servicePorts(target), sink);
			return;
		}
		for (Container container : target.containers()) {
			duplicateNames(container.node().items("ports"), sink);
		}
	}

	private static void duplicateNames(List<Node> ports, Sink sink) {
		Set<String> names = new HashSet<>();
		for (Node port : ports) {
			String name = port.child("name").string();
			if (!name.isEmpty() && !names.add(name)) {
				sink.report(FieldError.duplicate(port.path() + ".name", name));
			}
		}
	}

	private static void n3(CheckTarget target, Sink sink) {
		Map<String, String> first = new HashMap<>();
		for (Container container : target.containers()) {
			if (!container.runsBesideApp()) {
				continue;
			}
			Set<String> own = new HashSet<>();
			for (Node port : container.node().items("ports")) {
				String name = port.child("name").string();
				if (name.isEmpty() || !own.add(name)) {
					continue;
				}
				String earlier = first.putIfAbsent(name, port.path());
				if (earlier != null) {
					sink.warn(port.path(), "duplicate port name \"" + name + "\" with " + earlier
							+ ", services and probes that select ports by name will use " + earlier);
				}
			}
		}
	}

	private static void n4(CheckTarget target, Sink sink) {
		if (isService(target)) {
			for (Node port : servicePorts(target)) {
				numberInRange(port.child("port"), true, sink);
				Node targetPort = port.child("targetPort");
				if (targetPort.value() instanceof Number number && number.longValue() != 0) {
					numberInRange(targetPort, false, sink);
				}
				else if (targetPort.value() instanceof String) {
					portNumberOrName(targetPort, sink);
				}
			}
			return;
		}
		for (Container container : target.containers()) {
			for (Node port : container.node().items("ports")) {
				numberInRange(port.child("containerPort"), true, sink);
				Node hostPort = port.child("hostPort");
				if (hostPort.present() && !Long.valueOf(0).equals(hostPort.number())) {
					numberInRange(hostPort, false, sink);
				}
			}
		}
	}

	private static void numberInRange(Node port, boolean required, Sink sink) {
		Long value = port.number();
		if (value == null || value == 0) {
			if (required) {
				sink.report(FieldError.required(port.path(), ""));
			}
			else if (port.present()) {
				sink.report(FieldError.invalid(port.path(), port.value(), RANGE));
			}
			return;
		}
		if (value < 1 || value > 65535) {
			sink.report(FieldError.invalid(port.path(), value, RANGE));
		}
	}

	private static void n5(CheckTarget target, Sink sink) {
		List<Node> ports = new java.util.ArrayList<>(isService(target) ? servicePorts(target) : List.of());
		for (Container container : target.containers()) {
			ports.addAll(container.node().items("ports"));
		}
		for (Node port : ports) {
			Node protocol = port.child("protocol");
			if (protocol.present() && !List.of("SCTP", "TCP", "UDP").contains(protocol.text())) {
				sink.report(FieldError.unsupported(protocol.path(), protocol.text(),
						"supported values: \"SCTP\", \"TCP\", \"UDP\""));
			}
		}
	}

	private static String protocol(Node port) {
		String protocol = port.child("protocol").string();
		return protocol.isEmpty() ? "TCP" : protocol;
	}

	private static void n6(CheckTarget target, Sink sink) {
		Set<String> regular = new HashSet<>();
		for (Container container : target.containers()) {
			Set<String> keys = (container.type() == ContainerType.REGULAR) ? regular : new HashSet<>();
			for (Node port : container.node().items("ports")) {
				Long hostPort = port.child("hostPort").number();
				if (hostPort == null || hostPort == 0) {
					continue;
				}
				String key = protocol(port) + "/" + port.child("hostIP").string() + "/" + hostPort;
				if (!keys.add(key)) {
					sink.report(FieldError.duplicate(port.path() + ".hostPort", key));
				}
			}
		}
	}

	private static void n7(CheckTarget target, Sink sink) {
		if (target.podSpec() == null || !Boolean.TRUE.equals(target.podSpec().child("hostNetwork").value())) {
			return;
		}
		for (Container container : target.containers()) {
			for (Node port : container.node().items("ports")) {
				Long hostPort = port.child("hostPort").number();
				Long containerPort = port.child("containerPort").number();
				if (hostPort != null && hostPort != 0 && !hostPort.equals(containerPort)) {
					sink.report(FieldError.invalid(port.path() + ".hostPort", hostPort,
							"must match `containerPort` when `hostNetwork` is true"));
				}
			}
		}
	}

	private static void n8(CheckTarget target, Sink sink) {
		Map<String, String> first = new HashMap<>();
		for (Container container : target.containers()) {
			if (!container.runsBesideApp()) {
				continue;
			}
			for (Node port : container.node().items("ports")) {
				Long number = port.child("containerPort").number();
				if (number == null) {
					continue;
				}
				String earlier = first.putIfAbsent(protocol(port) + "/" + number, port.path());
				if (earlier != null) {
					sink.warn(port.path(), "duplicate port definition with " + earlier);
				}
			}
		}
	}

}
