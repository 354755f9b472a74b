package io.manifeststudio.editor.board;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.manifeststudio.editor.board.EffectiveRequest.Init;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The effective request of a pod by the rule Kubernetes applies since native sidecars
 * (KEP-753, {@code aggregateContainerResourcesByFn}): the cases that tell it from the
 * simpler rules.
 */
class EffectiveRequestTests {

	@Test
	void regularContainersAlonePayTheirSum() {
		assertThat(EffectiveRequest.of(List.of(100L, 200L), List.of())).isEqualTo(300);
	}

	@Test
	void aSidecarIsChargedForTheWholeLifeOfThePod() {
		assertThat(EffectiveRequest.of(List.of(100L), List.of(new Init(50, true)))).isEqualTo(150);
	}

	@Test
	void aLargeRegularInitContainerSetsTheRequestWhileItRuns() {
		assertThat(EffectiveRequest.of(List.of(100L), List.of(new Init(500, false)))).isEqualTo(500);
	}

	@Test
	void aSidecarIsChargedToEveryInitContainerThatStartsAfterIt() {
		// sidecar 50 runs while init 300 runs: 350 beats app + sidecar = 150
		assertThat(EffectiveRequest.of(List.of(100L), List.of(new Init(50, true), new Init(300, false))))
			.isEqualTo(350);
	}

	@Test
	void aSidecarIsNotChargedToAnInitContainerThatRanBeforeIt() {
		// init 300 has finished before sidecar 50 starts: max(100 + 50, 300)
		assertThat(EffectiveRequest.of(List.of(100L), List.of(new Init(300, false), new Init(50, true))))
			.isEqualTo(300);
	}

	@Test
	void sidecarsAddUpAsTheyStartBetweenInitContainers() {
		// running: 50, then init 200 on top (250), then 50 + 70 = 120 for the rest of the
		// pod's life: max(220, 250)
		assertThat(EffectiveRequest.of(List.of(100L),
				List.of(new Init(50, true), new Init(200, false), new Init(70, true))))
			.isEqualTo(250);
	}

	@Test
	void theSimpleRuleOfTheDocumentationWouldUndercountWhereTheCodeDoesNot() {
		// kubernetes.io: max(app + sidecars, largest init) = max(100 + 50, 300) = 300;
		// the code charges the sidecar
		// during the init container that follows it
		List<Init> init = List.of(new Init(50, true), new Init(300, false));
		assertThat(EffectiveRequest.of(List.of(100L), init)).isEqualTo(350).isGreaterThan(Math.max(100 + 50, 300));
	}

	@Test
	void anEmptyPodRequestsNothing() {
		assertThat(EffectiveRequest.of(List.of(), List.of())).isZero();
	}

}
