package io.manifeststudio.export.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;

import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.rules.CheckTarget.Container;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;

/**
 * Probes and lifecycle hooks, P1 to P7 (Kubernetes'
 * pkg/apis/core/validation/validation.go).
 */
final class ProbeChecks {

	static final List<String> PROBES = List.of("livenessProbe", "readinessProbe", "startupProbe");

	static final List<String> HOOKS = List.of("postStart", "preStop");

	private static final List<String> PROBE_HANDLERS = List.of("exec", "httpGet", "tcpSocket", "grpc");

	private static final List<String> HOOK_HANDLERS = List.of("exec", "httpGet", "tcpSocket", "sleep");

	private static final List<String> TIMINGS = List.of("initialDelaySeconds", "timeoutSeconds", "periodSeconds",
			"successThreshold", "failureThreshold");

	private ProbeChecks() {
	}

	static List<KubeCheck> checks() {
		return List.of(
				new KubeCheck("K8S-P1", Severity.ERROR,
						"A probe or hook takes exactly one handler (exec, httpGet, "
								+ "tcpSocket or grpc; hooks also sleep).",
						"Give the health check one of url, command or port.", ProbeChecks::p1),
				new KubeCheck("K8S-P2", Severity.ERROR,
						"An exec handler needs a command; an HTTP handler needs scheme HTTP or HTTPS and header names "
								+ "of letters, digits and '-'.",
						"Check the health check's command, url and headers.", ProbeChecks::p2),
				new KubeCheck("K8S-P3", Severity.ERROR, "A probe's port is a number from 1 to 65535 or a port name.",
						"Fix the health check's port or url.", ProbeChecks::p3),
				new KubeCheck("K8S-P4", Severity.ERROR, "Probe timings and thresholds cannot be negative.",
						"Use zero or more for initial_delay, timeout, period and the thresholds.", ProbeChecks::p4),
				new KubeCheck("K8S-P5", Severity.ERROR,
						"Liveness and startup probes succeed on the first success: their successThreshold must be 1.",
						"Remove success_threshold from the liveness check, or set it to 1.", ProbeChecks::p5),
				new KubeCheck("K8S-P6", Severity.ERROR,
						"A probe's terminationGracePeriodSeconds must be positive, and readiness probes may not set "
								+ "it.",
						null, ProbeChecks::p6),
				new KubeCheck("K8S-P7", Severity.ERROR,
						"A sleep hook must end within the pod's termination grace period.", null, ProbeChecks::p7));
	}

	/**
	 * Calls {@code action} with each probe of each container that may have probes (not
	 * plain init containers).
	 */
	private static void eachProbe(CheckTarget target, BiConsumer<String, Node> action) {
		for (Container container : target.containers()) {
			if (container.type() == CheckTarget.ContainerType.INIT && !container.isSidecar()) {
				continue;
			}
			for (String probe : PROBES) {
				Node node = container.node().child(probe);
				if (node.isMap()) {
					action.accept(probe, node);
				}
			}
		}
	}

	/** Every handler: the probes' and the lifecycle hooks'. */
	private static List<Node> handlers(CheckTarget target) {
		List<Node> handlers = new ArrayList<>();
		eachProbe(target, (kind, probe) -> handlers.add(probe));
		for (Container container : target.containers()) {
			if (container.type() == CheckTarget.ContainerType.INIT && !container.isSidecar()) {
				continue;
			}
			for (String hook : HOOKS) {
				Node node = container.node().child("lifecycle").child(hook);
				if (node.isMap()) {
					handlers.add(node);
				}
			}
		}
		return handlers;
	}

	private static void p1(CheckTarget target, Sink sink) {
		for (Node handler : handlers(target)) {
			boolean hook = HOOKS.stream().anyMatch((name) -> handler.path().endsWith("." + name));
			int count = 0;
			for (String type : hook ? HOOK_HANDLERS : PROBE_HANDLERS) {
				if (handler.has(type)) {
					if (count > 0) {
						sink.report(FieldError.forbidden(handler.path() + "." + type,
								"may not specify more than 1 handler type"));
					}
					count++;
				}
			}
			if (count == 0) {
				sink.report(FieldError.required(handler.path(), "must specify a handler type"));
			}
		}
	}

	private static void p2(CheckTarget target, Sink sink) {
		for (Node handler : handlers(target)) {
			Node exec = handler.child("exec");
			if (exec.isMap() && !(exec.child("command").value() instanceof List<?> list && !list.isEmpty())) {
				sink.report(FieldError.required(exec.path() + ".command", ""));
			}
			Node http = handler.child("httpGet");
			if (!http.isMap()) {
				continue;
			}
			Node scheme = http.child("scheme");
			if (scheme.present() && !List.of("HTTP", "HTTPS").contains(scheme.text())) {
				sink.report(
						FieldError.unsupported(scheme.path(), scheme.text(), "supported values: \"HTTP\", \"HTTPS\""));
			}
			for (Node header : http.items("httpHeaders")) {
				String name = header.child("name").string();
				for (String message : ApiNames.httpHeaderName(name)) {
					sink.report(FieldError.invalid(header.path() + ".name", name, message));
				}
			}
		}
	}

	private static void p3(CheckTarget target, Sink sink) {
		for (Node handler : handlers(target)) {
			for (String type : List.of("httpGet", "tcpSocket", "grpc")) {
				Node port = handler.child(type).child("port");
				if (handler.has(type)) {
					PortChecks.portNumberOrName(port, sink);
				}
			}
		}
	}

	private static void p4(CheckTarget target, Sink sink) {
		eachProbe(target, (kind, probe) -> {
			for (String timing : TIMINGS) {
				Long value = probe.child(timing).number();
				if (value != null && value < 0) {
					sink.report(FieldError.invalid(probe.path() + "." + timing, value,
							"must be greater than or equal to 0"));
				}
			}
		});
	}

	private static void p5(CheckTarget target, Sink sink) {
		eachProbe(target, (kind, probe) -> {
			Long success = probe.child("successThreshold").number();
			if (!"readinessProbe".equals(kind) && success != null && success != 0 && success != 1) {
				sink.report(FieldError.invalid(probe.path() + ".successThreshold", success, "must be 1"));
			}
		});
	}

	private static void p6(CheckTarget target, Sink sink) {
		eachProbe(target, (kind, probe) -> {
			Long grace = probe.child("terminationGracePeriodSeconds").number();
			if (grace == null) {
				return;
			}
			String path = probe.path() + ".terminationGracePeriodSeconds";
			if ("readinessProbe".equals(kind)) {
				sink.report(FieldError.invalid(path, grace, "must not be set for readinessProbes"));
			}
			else if (grace <= 0) {
				sink.report(FieldError.invalid(path, grace, "must be greater than 0"));
			}
		});
	}

	private static void p7(CheckTarget target, Sink sink) {
		if (target.podSpec() == null) {
			return;
		}
		Long grace = target.podSpec().child("terminationGracePeriodSeconds").number();
		long period = (grace != null) ? grace : 30;
		boolean allowZero = target.kubeVersion().compareTo(new KubeVersion(1, 33)) >= 0;
		for (Node handler : handlers(target)) {
			Node seconds = handler.child("sleep").child("seconds");
			Long value = seconds.number();
			if (!handler.has("sleep") || value == null) {
				continue;
			}
			boolean low = allowZero ? value < 0 : value <= 0;
			if (low || value > period) {
				sink.report(FieldError.invalid(seconds.path(), value,
						(allowZero ? "must be non-negative" : "must be greater than 0")
								+ " and less than terminationGracePeriodSeconds (" + period + ")"));
			}
		}
	}

}
