package io.manifeststudio.editor.board;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import io.manifeststudio.manifest.model.Resources;

/**
 * The effective CPU and memory request of a pod ({@link EffectiveRequest}) as a pod card
 * shows it, and the containers that request nothing (they count as 0, so the pod may get
 * less than it needs).
 */
public record PodRequest(long millicores, long mebibytes, List<String> withoutRequest) {

	public PodRequest {
		withoutRequest = List.copyOf(withoutRequest);
	}

	static PodRequest of(PodLayout layout) {
		List<String> without = new ArrayList<>();
		for (PodLayout.Member member : members(layout)) {
			Resources resources = member.group().run().resources();
			if (resources.cpuRequest() == null && resources.memoryRequest() == null) {
				without.add(member.name());
			}
		}
		return new PodRequest(effective(layout, (resources) -> Resources.millicores(resources.cpuRequest())),
				effective(layout, Resources::memoryRequest), without);
	}

	private static long effective(PodLayout layout, Function<Resources, Long> request) {
		List<Long> regular = layout.containers().stream().map((member) -> amount(member, request)).toList();
		List<EffectiveRequest.Init> init = layout.initContainers()
			.stream()
			.map((member) -> new EffectiveRequest.Init(amount(member, request), member.sidecar()))
			.toList();
		return EffectiveRequest.of(regular, init);
	}

	private static long amount(PodLayout.Member member, Function<Resources, Long> request) {
		Long value = request.apply(member.group().run().resources());
		return (value != null) ? value : 0;
	}

	private static List<PodLayout.Member> members(PodLayout layout) {
		List<PodLayout.Member> members = new ArrayList<>(layout.initContainers());
		members.addAll(layout.containers());
		return members;
	}

	/**
	 * {@code 1.25 CPU}, {@code 0 CPU}: cores, as the manifest writes
	 * {@code virtual-cpus}.
	 */
	public String cpu() {
		return BigDecimal.valueOf(this.millicores, 3).stripTrailingZeros().toPlainString() + " CPU";
	}

	/** {@code 448 MiB}. */
	public String memory() {
		return this.mebibytes + " MiB";
	}

}
