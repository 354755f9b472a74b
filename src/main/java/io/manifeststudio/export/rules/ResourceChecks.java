package io.manifeststudio.export.rules;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;

import io.manifeststudio.export.rules.CheckTarget.Container;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;

/** Resources, Q1 to Q7 (Kubernetes' pkg/apis/core/validation/validation.go). */
final class ResourceChecks {

	private static final List<String> OVERCOMMITTABLE = List.of("cpu", "memory", "ephemeral-storage");

	private ResourceChecks() {
	}

	static List<KubeCheck> checks() {
		return List.of(
				new KubeCheck("K8S-Q1", Severity.ERROR,
						"A resource amount must be a Kubernetes quantity (500m, 256Mi).", null, ResourceChecks::q1),
				new KubeCheck("K8S-Q2", Severity.ERROR, "Resource amounts cannot be negative.",
						"Use zero or more for memory and CPU.", ResourceChecks::q2),
				new KubeCheck("K8S-Q3", Severity.ERROR,
						"Containers request standard resources (cpu, memory, ephemeral-storage, hugepages-*) or "
								+ "fully qualified extended resources.",
						null, ResourceChecks::q3),
				new KubeCheck("K8S-Q4", Severity.ERROR, "A request may not exceed its limit.",
						"Raise the limit (mem.limit, cpu.limit) or lower the request (memory, mem.request, "
								+ "virtual-cpus, cpu.request).",
						ResourceChecks::q4),
				new KubeCheck("K8S-Q5", Severity.ERROR,
						"Extended resources and huge pages cannot be overcommitted: request equals limit, and the "
								+ "limit is required.",
						null, ResourceChecks::q5),
				new KubeCheck("K8S-Q6", Severity.ERROR,
						"Extended resources come in whole units, and huge pages need a cpu or memory amount too.", null,
						ResourceChecks::q6),
				new KubeCheck("K8S-Q7", Severity.WARNING, "Memory is counted in whole bytes.", null,
						ResourceChecks::q7));
	}

	/**
	 * Calls {@code action} with each {@code requests[name]} and {@code limits[name]}
	 * entry of each container.
	 */
	private static void eachAmount(CheckTarget target, BiConsumer<String, Node> action) {
		for (Container container : target.containers()) {
			Node resources = container.node().child("resources");
			for (String kind : List.of("requests", "limits")) {
				Node amounts = resources.child(kind);
				for (Map.Entry<?, ?> entry : amounts.map().entrySet()) {
					String name = String.valueOf(entry.getKey());
					action.accept(name, new Node(amounts.path() + "[" + name + "]", entry.getValue()));
				}
			}
		}
	}

	private static void q1(CheckTarget target, Sink sink) {
		eachAmount(target, (name, amount) -> {
			if (Quantity.parse(amount.value()).isEmpty()) {
				sink.report(FieldError.invalid(amount.path(), amount.text(),
						"quantities must match the regular expression '" + Quantity.FORMAT + "'"));
			}
		});
	}

	private static void q2(CheckTarget target, Sink sink) {
		eachAmount(target, (name, amount) -> Quantity.parse(amount.value())
			.filter((value) -> value.signum() < 0)
			.ifPresent((value) -> sink
				.report(FieldError.invalid(amount.path(), amount.text(), "must be greater than or equal to 0"))));
	}

	private static boolean standard(String name) {
		return OVERCOMMITTABLE.contains(name) || name.startsWith("hugepages-");
	}

	private static boolean extended(String name) {
		return name.contains("/") && !name.startsWith("kubernetes.io/") && !name.contains(".kubernetes.io/")
				&& !name.startsWith("requests.");
	}

	private static void q3(CheckTarget target, Sink sink) {
		eachAmount(target, (name, amount) -> {
			if (!standard(name) && !extended(name)) {
				sink.report(FieldError.invalid(amount.path(), name,
						name.contains("/") ? "doesn't follow extended resource name standard"
								: "must be a standard resource for containers"));
			}
		});
	}

	private static void q4(CheckTarget target, Sink sink) {
		for (Container container : target.containers()) {
			Node resources = container.node().child("resources");
			for (String name : OVERCOMMITTABLE) {
				Node request = resources.child("requests").child(name);
				Node limit = resources.child("limits").child(name);
				Optional<BigDecimal> requested = Quantity.parse(request.value());
				Optional<BigDecimal> limited = Quantity.parse(limit.value());
				if (requested.isPresent() && limited.isPresent() && requested.get().compareTo(limited.get()) > 0) {
					sink.report(FieldError.invalid(resources.path() + ".requests", request.text(),
							"must be less than or equal to " + name + " limit of " + limit.text()));
				}
			}
		}
	}

	private static void q5(CheckTarget target, Sink sink) {
		for (Container container : target.containers()) {
			Node resources = container.node().child("resources");
			for (Map.Entry<?, ?> entry : resources.child("requests").map().entrySet()) {
				String name = String.valueOf(entry.getKey());
				if (OVERCOMMITTABLE.contains(name) || (!extended(name) && !name.startsWith("hugepages-"))) {
					continue;
				}
				Node limit = resources.child("limits").child(name);
				if (!limit.present()) {
					sink.report(FieldError.required(resources.path() + ".limits",
							"Limit must be set for non overcommitable resources"));
				}
				else if (Quantity.parse(entry.getValue())
					.map((value) -> Quantity.parse(limit.value()).map((max) -> value.compareTo(max) != 0).orElse(false))
					.orElse(false)) {
					sink.report(FieldError.invalid(resources.path() + ".requests[" + name + "]",
							String.valueOf(entry.getValue()),
							"must be equal to " + name + " limit of " + limit.text()));
				}
			}
		}
	}

	private static void q6(CheckTarget target, Sink sink) {
		eachAmount(target, (name, amount) -> {
			if (extended(name) && Quantity.parse(amount.value())
				.map((value) -> value.stripTrailingZeros().scale() > 0)
				.orElse(false)) {
				sink.report(FieldError.invalid(amount.path(), amount.text(), "must be an integer"));
			}
		});
		for (Container container : target.containers()) {
			Node resources = container.node().child("resources");
			boolean hugePages = false;
			boolean cpuOrMemory = false;
			for (String kind : List.of("requests", "limits")) {
				for (Object key : resources.child(kind).map().keySet()) {
					hugePages |= String.valueOf(key).startsWith("hugepages-");
					cpuOrMemory |= "cpu".equals(key) || "memory".equals(key);
				}
			}
			if (hugePages && !cpuOrMemory) {
				sink.report(FieldError.forbidden(resources.path(), "HugePages require cpu or memory"));
			}
		}
	}

	private static void q7(CheckTarget target, Sink sink) {
		eachAmount(target, (name, amount) -> {
			if ("memory".equals(name) && Quantity.parse(amount.value())
				.map((value) -> value.stripTrailingZeros().scale() > 0)
				.orElse(false)) {
				sink.warn(amount.path(),
						"fractional byte value \"" + amount.text() + "\" is invalid, must be an integer");
			}
		});
	}

}
