package io.manifeststudio.export.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.SidecarStyle;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * E3 on objects made for one model, whose containers hold the very same env entries (as
 * the export builds them): an entry learnt complete in one container says nothing
 * anywhere, and a broken one is reported in every container that holds it, at that
 * container's own path.
 */
class EnvChecksSharedEntriesTests {

	private static final KubeVersion VERSION = new KubeVersion(1, 33);

	private final KubeCheck e3 = KubeChecks.all()
		.stream()
		.filter((check) -> check.id().equals("K8S-E3"))
		.findFirst()
		.orElseThrow();

	private final Map<String, Object> complete = Map.of("name", "PASSWORD", "valueFrom",
			Map.of("secretKeyRef", Map.of("name", "secrets", "key", "password")));

	private final Map<String, Object> broken = Map.of("name", "TOKEN", "valueFrom",
			Map.of("secretKeyRef", Map.of("name", "secrets")));

	@Test
	void sharedBrokenEntryIsReportedInEveryContainerThatHoldsIt() {
		CheckTarget.Shared shared = new CheckTarget.Shared();
		List<Violation> violations = new ArrayList<>();
		this.e3.run(target(pod(List.of(this.complete, this.broken), List.of(this.broken)), shared), violations);
		this.e3.run(target(pod(List.of(this.complete), List.of(this.complete, this.broken)), shared), violations);
		assertThat(violations).extracting(Violation::message)
			.containsExactly("spec.containers[0].env[1].valueFrom.secretKeyRef.key: Required value",
					"spec.containers[1].env[0].valueFrom.secretKeyRef.key: Required value",
					"spec.containers[1].env[1].valueFrom.secretKeyRef.key: Required value");
	}

	@Test
	void sameFindingsWithAndWithoutSharing() {
		Map<String, Object> pod = pod(List.of(this.broken, this.complete, this.broken),
				List.of(this.complete, this.broken));
		List<Violation> alone = new ArrayList<>();
		this.e3.run(new CheckTarget(pod, VERSION, SidecarStyle.forVersion(VERSION), null), alone);
		CheckTarget.Shared shared = new CheckTarget.Shared();
		List<Violation> together = new ArrayList<>();
		this.e3.run(target(pod, shared), together);
		this.e3.run(target(pod, shared), together);
		assertThat(alone).hasSize(3);
		assertThat(together).containsExactlyElementsOf(concat(alone, alone));
	}

	private static List<Violation> concat(List<Violation> first, List<Violation> second) {
		List<Violation> all = new ArrayList<>(first);
		all.addAll(second);
		return all;
	}

	private static CheckTarget target(Map<String, Object> pod, CheckTarget.Shared shared) {
		return new CheckTarget(pod, VERSION, SidecarStyle.forVersion(VERSION), null, shared);
	}

	private static Map<String, Object> pod(List<Object> firstEnv, List<Object> secondEnv) {
		return Map.of("apiVersion", "v1", "kind", "Pod", "spec",
				Map.of("containers", List.of(Map.of("name", "a", "image", "i", "env", firstEnv),
						Map.of("name", "b", "image", "i", "env", secondEnv))));
	}

}
