package io.manifeststudio.editor.pages;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.manifeststudio.editor.board.ContainerChip;
import io.manifeststudio.editor.board.PodCard;
import io.manifeststudio.editor.board.PodCards;
import io.manifeststudio.manifest.ManifestCodec;

import static org.assertj.core.api.Assertions.assertThat;

/** Pod cards from a manifest: one per workload, main container first, then placed containers in order and mode. */
class PodCardsTests {

	@Test
	void onePodCardPerWorkloadProducingGroupWithItsContainersInOrder() {
		List<PodCard> cards = PodCards.of(new ManifestCodec().read(PageFixtures.SIDECAR_YAML));

		assertThat(cards).extracting(PodCard::name).containsExactly("api", "migrate");
		PodCard api = cards.get(0);
		assertThat(api.workload()).isEqualTo("StatefulSet");
		assertThat(api.description()).isEqualTo("The API server");
		assertThat(api.main().name()).isEqualTo("api");
		assertThat(api.main().isMain()).isTrue();
		assertThat(api.placed()).extracting(ContainerChip::name, ContainerChip::mode)
			.containsExactly(org.assertj.core.groups.Tuple.tuple("log-agent", "colocated"),
					org.assertj.core.groups.Tuple.tuple("envoy", "sidecar"));
		assertThat(api.replicas()).isEqualTo("1–3 replicas");
		assertThat(api.main().detail()).isEqualTo("1 job · 256 MiB");
		assertThat(cards.get(1).workload()).isEqualTo("Job");
		assertThat(cards.get(1).replicas()).isEqualTo("runs to completion");
	}

	@Test
	void aPlacedContainerWithoutItsGroupIsMarkedMissing() {
		List<PodCard> cards = PodCards.of(new ManifestCodec().read("""
				instance_groups:
				- name: web
				  jobs:
				  - name: nginx
				    release: demo
				    properties:
				      bosh_containerization:
				        colocated_containers: [typo]
				"""));

		ContainerChip chip = cards.get(0).placed().get(0);
		assertThat(chip.name()).isEqualTo("typo");
		assertThat(chip.missing()).isTrue();
		assertThat(chip.detail()).isEqualTo("no such instance group");
	}

	@Test
	void colocatedContainerGroupsMakeNoCardOfTheirOwn() {
		List<PodCard> cards = PodCards.of(new ManifestCodec().read(PageFixtures.SIDECAR_YAML));

		assertThat(cards).extracting(PodCard::name).doesNotContain("log-agent", "envoy");
	}

}
