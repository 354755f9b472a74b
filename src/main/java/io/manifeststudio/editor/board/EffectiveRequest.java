package io.manifeststudio.editor.board;

import java.util.List;

/**
 * The effective request of a pod for one resource, by the rule Kubernetes applies since
 * native sidecars (KEP-753, {@code aggregateContainerResourcesByFn} in
 * {@code k8s.io/component-helpers/resource}): a sidecar is charged for the whole life of
 * the pod and for every init container that starts after it, a regular init container
 * only while it runs (with the sidecars started before it). <pre>
 * app     = sum of the regular containers' requests
 * running = 0; initMax = 0
 * for each init container, in order:
 *     sidecar: running += request; candidate = running
 *     else:    candidate = request + running
 *     initMax = max(initMax, candidate)
 * effective = max(app + running, initMax) + pod overhead
 * </pre> Our pods have no {@code RuntimeClass}, so no pod overhead. A container without a
 * request counts as 0.
 */
final class EffectiveRequest {

	/**
	 * One init container: its request (0 when it has none) and whether it is a sidecar.
	 */
	record Init(long request, boolean sidecar) {
	}

	private EffectiveRequest() {
	}

	static long of(List<Long> regular, List<Init> initContainers) {
		long app = 0;
		for (long request : regular) {
			app += request;
		}
		long running = 0;
		long initMax = 0;
		for (Init init : initContainers) {
			long candidate;
			if (init.sidecar()) {
				running += init.request();
				candidate = running;
			}
			else {
				candidate = init.request() + running;
			}
			initMax = Math.max(initMax, candidate);
		}
		return Math.max(app + running, initMax);
	}

}
