package io.manifeststudio.editor.board;

import java.util.ArrayList;
import java.util.List;

import io.manifeststudio.export.SidecarStyle;

/**
 * The order in which the containers of a pod start and stop, for one sidecar rendering
 * (KEP-753 and the Kubernetes documentation of sidecar containers).
 * <ul>
 * <li>Native sidecars start one after another in listed order (the next starts once the
 * previous is started: its {@code postStart} hook done and its {@code startupProbe}
 * passed), then the main container and the colocated ones start together. On the way down
 * the main and colocated containers stop first, then the sidecars one at a time in
 * reverse order.</li>
 * <li>The fallback before Kubernetes 1.29 starts the sidecars first too (each in front of
 * the main container, with a {@code postStart} hook that holds the next container until
 * it is ready), but cannot order the stop: every container gets its signal at once.</li>
 * </ul>
 */
public record LifecycleOrder(List<OrderStep> start, List<OrderStep> stop) {

	/** One step: containers that start (or stop) together; steps follow one another. */
	public record OrderStep(int number, List<String> containers) {

		public OrderStep {
			containers = List.copyOf(containers);
		}

		/** The names of the step, as one line: {@code web + log-agent}. */
		public String label() {
			return String.join(" + ", this.containers);
		}

	}

	public LifecycleOrder {
		start = List.copyOf(start);
		stop = List.copyOf(stop);
	}

	static LifecycleOrder of(PodLayout layout) {
		List<String> sidecars = layout.sidecars().stream().map(PodLayout.Member::name).toList();
		List<String> peers = layout.peers().stream().map(PodLayout.Member::name).toList();
		List<List<String>> start = new ArrayList<>();
		sidecars.forEach((sidecar) -> start.add(List.of(sidecar)));
		start.add(peers);
		List<List<String>> stop = new ArrayList<>();
		if (layout.style() == SidecarStyle.NATIVE) {
			stop.add(peers);
			for (int i = sidecars.size() - 1; i >= 0; i--) {
				stop.add(List.of(sidecars.get(i)));
			}
		}
		else {
			List<String> all = new ArrayList<>(sidecars);
			all.addAll(peers);
			stop.add(all);
		}
		return new LifecycleOrder(steps(start), steps(stop));
	}

	private static List<OrderStep> steps(List<List<String>> groups) {
		List<OrderStep> steps = new ArrayList<>();
		for (List<String> group : groups) {
			steps.add(new OrderStep(steps.size() + 1, group));
		}
		return steps;
	}

	/**
	 * The start order as one line, for a hook and a tooltip:
	 * {@code envoy → web + log-agent}.
	 */
	public String startLine() {
		return String.join(" → ", this.start.stream().map(OrderStep::label).toList());
	}

	public String stopLine() {
		return String.join(" → ", this.stop.stream().map(OrderStep::label).toList());
	}

}
