package io.manifeststudio.editor.board;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.validation.ValidationResult;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The board's view of a manifest: cards in manifest order with the kind the export gives,
 * chips in listed order with the edits their controls post, the effective request and the
 * start and stop order for a native and a fallback version, and the palette with the
 * containers placed nowhere.
 */
class BoardBuilderTests {

	static final BoardBuilder.Header HEADER = new BoardBuilder.Header(7, "demo", "v3", 3);

	@Test
	void cardsFollowTheManifestWithTheKindTheExportGives() {
		BoardView board = build(BoardFixtures.SIDECAR_YAML, "1.33");

		assertThat(board.pods()).extracting(BoardPod::name).containsExactly("web", "migrate");
		assertThat(board.pods()).extracting(BoardPod::kind).containsExactly("StatefulSet", "Job");
		BoardPod web = board.pods().get(0);
		assertThat(web.replicas()).isEqualTo("2–3 replicas");
		assertThat(web.ports()).containsExactly("http 8080→80/TCP");
		assertThat(web.volumes()).containsExactly("persistent web-data 10G");
		assertThat(web.main().name()).isEqualTo("web");
		assertThat(web.main().isMain()).isTrue();
	}

	@Test
	void chipsAreInListedOrderMarkedColocatedOrSidecarWithTheEditsOfTheirControls() {
		BoardView board = build(BoardFixtures.SIDECAR_YAML, "1.33");
		BoardPod web = board.pods().get(0);

		assertThat(web.placed()).extracting(BoardChip::name).containsExactly("log-agent", "envoy");
		assertThat(web.placed()).extracting(BoardChip::mode).containsExactly("colocated", "sidecar");
		BoardChip logAgent = web.placed().get(0);
		assertThat(logAgent.toggleEdit())
			.isEqualTo("{\"op\":\"set-mode\",\"container\":\"log-agent\",\"pod\":\"web\",\"mode\":\"sidecar\"}");
		assertThat(logAgent.earlierEdit()).isNull();
		assertThat(logAgent.laterEdit())
			.isEqualTo("{\"op\":\"reorder\",\"pod\":\"web\",\"containers\":[\"envoy\",\"log-agent\"]}");
		assertThat(web.placed().get(1).laterEdit()).isNull();
		// the pods a chip's "move to…" menu offers are its container's, once for all its
		// chips: those that do not place it yet
		assertThat(board.moveTargets()).extracting(MoveTargets::container).containsExactly("log-agent", "envoy");
		assertThat(board.moveTargets().get(0).pods()).extracting(MoveChoice::value).containsExactly("pod:migrate");
	}

	@Test
	void nativeSidecarsStartFirstInOrderAndStopLastInReverse() {
		BoardPod web = build(BoardFixtures.SIDECAR_YAML, "1.33").pods().get(0);

		assertThat(web.order().start()).extracting(LifecycleOrder.OrderStep::containers)
			.containsExactly(List.of("envoy"), List.of("web", "log-agent"));
		assertThat(web.order().stop()).extracting(LifecycleOrder.OrderStep::containers)
			.containsExactly(List.of("web", "log-agent"), List.of("envoy"));
		// 256 + 64 + 128 MiB and 0.5 + 0.1 + 0.25 CPU: the sidecar runs for the whole
		// life of the pod
		assertThat(web.request().mebibytes()).isEqualTo(448);
		assertThat(web.request().millicores()).isEqualTo(850);
		assertThat(web.request().cpu()).isEqualTo("0.85 CPU");
		assertThat(web.request().memory()).isEqualTo("448 MiB");
		assertThat(web.request().withoutRequest()).isEmpty();
	}

	@Test
	void theFallbackStartsSidecarsFirstButStopsEverythingAtOnce() {
		BoardView board = build(BoardFixtures.SIDECAR_YAML, "1.27");
		BoardPod web = board.pods().get(0);

		assertThat(board.sidecars()).isEqualTo("fallback");
		assertThat(web.order().startLine()).isEqualTo("envoy → web + log-agent");
		assertThat(web.order().stopLine()).isEqualTo("envoy + web + log-agent");
		assertThat(web.request().mebibytes()).isEqualTo(448);
	}

	@Test
	void sidecarsStartInTheirListedOrder() {
		String twoSidecars = BoardFixtures.SIDECAR_YAML.replace("sidecars: [envoy]", "sidecars: [envoy, log-agent]")
			.replace("colocated_containers: [log-agent, envoy]", "colocated_containers: [envoy, log-agent]");
		BoardPod web = build(twoSidecars, "1.33").pods().get(0);

		assertThat(web.order().startLine()).isEqualTo("envoy → log-agent → web");
		assertThat(web.order().stopLine()).isEqualTo("web → log-agent → envoy");
	}

	@Test
	void aPodWithoutPlacedContainersStartsAndStopsItsMainContainerAlone() {
		BoardPod migrate = build(BoardFixtures.SIDECAR_YAML, "1.33").pods().get(1);

		assertThat(migrate.placed()).isEmpty();
		assertThat(migrate.order().startLine()).isEqualTo("migrate");
		assertThat(migrate.order().stopLine()).isEqualTo("migrate");
		assertThat(migrate.request().millicores()).isZero();
		assertThat(migrate.request().withoutRequest()).isEqualTo(List.of());
		assertThat(migrate.request().mebibytes()).isEqualTo(32);
	}

	@Test
	void thePaletteHasEveryColocatedContainerAndFlagsThoseNoPodPlaces() {
		BoardView board = build(BoardFixtures.SIDECAR_YAML, "1.33");

		assertThat(board.palette()).extracting(PaletteItem::name).containsExactly("log-agent", "envoy", "db-proxy");
		assertThat(board.palette()).extracting(PaletteItem::isUnplaced).containsExactly(false, false, true);
		assertThat(board.unplaced()).isEqualTo(1);
		assertThat(board.palette().get(0).places()).extracting(MoveChoice::pod).containsExactly("migrate");
		assertThat(board.palette().get(2).places()).extracting(MoveChoice::pod).containsExactly("web", "migrate");
		// fissile refuses a colocated container no pod uses: the error marks its palette
		// entry
		assertThat(board.palette().get(2).marks().severity()).isEqualTo("error");
		assertThat(board.palette().get(2).marks().rules()).containsExactly("FISSILE-51");
	}

	@Test
	void aPortCollisionMarksBothChipsOfThePodAndItsCard() {
		String collision = BoardFixtures.SIDECAR_YAML.replace("internal: 15001", "internal: 8080");
		BoardPod web = build(collision, "1.33").pods().get(0);

		assertThat(web.marks().severity()).isEqualTo("error");
		assertThat(web.main().marks().rules()).contains("STUDIO-POD-PORT-COLLISION");
		assertThat(web.placed().get(1).marks().rules()).contains("STUDIO-POD-PORT-COLLISION");
		assertThat(web.placed().get(0).marks().isMarked()).isFalse();
		assertThat(web.hasFindings()).isTrue();
	}

	static BoardView build(String yaml, String version) {
		RoleManifest manifest = BoardFixtures.manifest(yaml);
		KubeVersion kube = KubeVersion.parse(version);
		ValidationResult findings = Validators
			.create(io.manifeststudio.export.ExportSettings.defaults().withKubeVersion(kube))
			.validate(manifest);
		return BoardBuilder.build(HEADER, manifest, findings, kube, HistoryButton.NONE, HistoryButton.NONE);
	}

}
