package io.manifeststudio.manifest.model;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.yaml.DocPath;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

/**
 * The v3 era: run, ports, colocated containers and service name on each job under
 * {@code properties.bosh_containerization}, merged into the group's run settings by
 * fissile's rules (fissile-reference.md §1.5), one test per rule.
 */
class ManifestCodecV3Tests {

	private final ManifestCodec codec = new ManifestCodec();

	/**
	 * A group {@code g} whose jobs carry the given {@code bosh_containerization} blocks
	 * (YAML flow maps).
	 */
	private RoleManifest group(String... containerizations) {
		StringBuilder text = new StringBuilder("instance_groups:\n- name: g\n  jobs:\n");
		for (int i = 0; i < containerizations.length; i++) {
			text.append("  - name: job").append(i).append("\n    release: r\n");
			if (containerizations[i] != null) {
				text.append("    properties:\n      bosh_containerization: ").append(containerizations[i]).append('\n');
			}
		}
		text.append("- name: side\n  type: colocated-container\n  jobs:\n  - name: s\n    release: r\n"
				+ "    properties: {bosh_containerization: {run: {}}}\n");
		return this.codec.read(text.toString());
	}

	private RunSettings run(String... containerizations) {
		RoleManifest manifest = group(containerizations);
		assertThat(manifest.era()).isEqualTo(FormatEra.V3_JOB_PROPERTIES);
		return manifest.group("g").orElseThrow().run();
	}

	@Test
	void scalingTakesTheLargestOfEachValue() {
		RunSettings run = run("{run: {scaling: {min: 1, max: 5}}}", "{run: {scaling: {min: 3, max: 2, ha: 2}}}");
		assertThat(run.scaling().min()).isEqualTo(3);
		assertThat(run.scaling().max()).isEqualTo(5);
		assertThat(run.scaling().ha()).isEqualTo(2);
	}

	@Test
	void scalingHaDefaultsToOneNotMin() {
		Scaling scaling = run("{run: {scaling: {min: 3, max: 5}}}").scaling();
		assertThat(scaling.ha()).isNull();
		assertThat(scaling.fissileHa()).isEqualTo(1);
		assertThat(run("{run: {}}").scaling().effectiveMin()).as("floor 1").isEqualTo(1);
	}

	@Test
	void mustBeOddIsOred() {
		assertThat(run("{run: {scaling: {must_be_odd: false}}}", "{run: {scaling: {must_be_odd: true}}}").scaling()
			.isMustBeOdd()).isTrue();
		assertThat(run("{run: {scaling: {must_be_odd: false}}}", "{run: {}}").scaling().isMustBeOdd()).isFalse();
	}

	@Test
	void memoryAndItsRequestAndLimitTakeTheLargest() {
		RunSettings run = run("{run: {memory: 100, mem: {request: 300}}}",
				"{run: {memory: 200, mem: {request: 250, limit: 1000}}}");
		assertThat(run.memory()).isEqualTo(200);
		assertThat(run.memoryRequest()).isEqualTo(300);
		assertThat(run.memoryLimit()).isEqualTo(1000);
		assertThat(run.resources().memoryRequest()).as("mem.request wins over memory").isEqualTo(300);
	}

	@Test
	void cpuAndItsRequestAndLimitTakeTheLargest() {
		RunSettings run = run("{run: {virtual-cpus: 2, cpu: {limit: 4}}}",
				"{run: {virtual-cpus: 0.5, cpu: {request: 1.5}}}");
		assertThat(run.virtualCpus()).isEqualTo(2.0);
		assertThat(run.cpuRequest()).isEqualTo(1.5);
		assertThat(run.cpuLimit()).isEqualTo(4.0);
		assertThat(run.resources().cpuRequest()).as("cpu.request wins over virtual-cpus").isEqualTo(1.5);
	}

	@Test
	void capabilitiesAreAnUpperCasedUnion() {
		assertThat(run("{run: {capabilities: [net_admin, SYS_TIME]}}", "{run: {capabilities: [NET_ADMIN, chown]}}")
			.capabilities()).containsExactlyInAnyOrder("NET_ADMIN", "SYS_TIME", "CHOWN");
	}

	@Test
	void privilegedIsOred() {
		assertThat(run("{run: {privileged: false}}", "{run: {privileged: true}}").isPrivileged()).isTrue();
		assertThat(run("{run: {}}", "{run: {privileged: false}}").isPrivileged()).isFalse();
	}

	@Test
	void volumesAreAUnionWithoutDuplicates() {
		RunSettings run = run(
				"{run: {volumes: [{type: emptyDir, path: /a, tag: a}, {type: persistent, path: /p, tag: p, size: 5}]}}",
				"{run: {volumes: [{type: emptyDir, path: /a, tag: a}, {type: persistent, path: /p, tag: p, size: 10}],"
						+ " persistent-volumes: [{path: /legacy, tag: l, size: 1}]}}");
		assertThat(run.volumes()).extracting(Volume::type, Volume::path, Volume::size)
			.containsExactly(tuple("emptyDir", "/a", null), tuple("persistent", "/p", 5L),
					tuple("persistent", "/p", 10L), tuple("persistent", "/legacy", 1L));
		assertThat(run.volumes().get(0).location()).isEqualTo(DocPath.of("instance_groups", 0, "jobs", 0, "properties",
				"bosh_containerization", "run", "volumes", 0));
	}

	@Test
	void flightStageComesFromTheJobThatSetsIt() {
		assertThat(run("{run: {}}", "{run: {flight-stage: pre-flight}}").flightStage()).isEqualTo("pre-flight");
		assertThat(run("{run: {}}").effectiveFlightStage()).isEqualTo("flight");
	}

	@Test
	void healthCheckComesFromTheJobThatSetsIt() {
		HealthCheck check = run("{run: {}}", "{run: {healthcheck: {readiness: {command: [curl, -f]}}}}").healthCheck();
		assertThat(check.readiness().command()).containsExactly("curl", "-f");
		assertThat(check.liveness()).isNull();
	}

	@Test
	void affinityComesFromTheJobThatSetsIt() {
		Map<Object, Object> affinity = run("{run: {affinity: {podAntiAffinity: {x: 1}}}}", "{run: {}}").affinity();
		assertThat(affinity).isEqualTo(Map.of("podAntiAffinity", Map.of("x", 1)));
	}

	@Test
	void activePassiveProbeComesFromTheLastJobWithRunEvenAnEmptyOne() {
		// fissile's bug (§2.6 #8): job B's empty run block drops job A's probe.
		assertThat(run("{run: {active-passive-probe: /bin/probe}}", "{run: {}}").activePassiveProbe()).isNull();
		assertThat(run("{run: {}}", "{run: {active-passive-probe: /bin/probe}}").activePassiveProbe())
			.isEqualTo("/bin/probe");
		assertThat(run("{run: {active-passive-probe: /bin/probe}}", "{ports: []}").activePassiveProbe())
			.as("a job without run does not count")
			.isEqualTo("/bin/probe");
	}

	@Test
	void serviceAccountComesFromTheLastJobWithRunEvenAnEmptyOne() {
		RunSettings lost = run("{run: {service-account: admin}}", "{run: {}}");
		assertThat(lost.serviceAccount()).isNull();
		assertThat(lost.effectiveServiceAccount()).isEqualTo("default");
		assertThat(run("{run: {service-account: a}}", "{run: {service-account: b}}").serviceAccount()).isEqualTo("b");
	}

	@Test
	void noJobWithRunGivesNoRunSettings() {
		RoleManifest manifest = group("{ports: []}", null);
		assertThat(manifest.group("g").orElseThrow().run()).isSameAs(RunSettings.NONE);
		assertThat(manifest.group("g").orElseThrow().run().location()).isNull();
	}

	@Test
	void eachJobKeepsItsOwnRunAndPortsAndTheGroupListsThemInJobOrder() {
		RoleManifest manifest = group("{run: {memory: 1}, ports: [{name: a, protocol: TCP, internal: 80}]}",
				"{ports: [{name: b, protocol: UDP, internal: 53-54, external: 1053-1054, count: 2}], service_name: dns}");
		InstanceGroup g = manifest.group("g").orElseThrow();
		assertThat(g.jobs().get(0).containerization().run().memory()).isEqualTo(1);
		assertThat(g.jobs().get(1).containerization().run()).isNull();
		assertThat(g.jobs().get(1).containerization().serviceName()).isEqualTo("dns");
		assertThat(g.ports()).extracting(Port::name, Port::protocol, Port::internal, Port::external, Port::count)
			.containsExactly(tuple("a", "TCP", "80", null, null), tuple("b", "UDP", "53-54", "1053-1054", 2L));
		assertThat(g.ports().get(1).location())
			.isEqualTo(DocPath.of("instance_groups", 0, "jobs", 1, "properties", "bosh_containerization", "ports", 0));
	}

	@Test
	void colocatedContainersAreConcatenatedOverJobsWithoutRemovingDuplicates() {
		RoleManifest manifest = group("{run: {}, colocated_containers: [side]}",
				"{colocated_containers: [side, missing], sidecars: [side]}");
		InstanceGroup g = manifest.group("g").orElseThrow();
		assertThat(g.colocatedContainers()).extracting(ColocatedReference::name)
			.containsExactly("side", "side", "missing");
		assertThat(g.colocatedContainers().get(2).location()).isEqualTo(DocPath.of("instance_groups", 0, "jobs", 1,
				"properties", "bosh_containerization", "colocated_containers", 1));
		List<Pod> pods = manifest.pods();
		assertThat(pods).extracting(Pod::name).containsExactly("g");
		assertThat(pods.get(0).containers()).extracting(PlacedContainer::name, PlacedContainer::mode)
			.containsExactly(tuple("side", ContainerMode.SIDECAR), tuple("side", ContainerMode.SIDECAR),
					tuple("missing", ContainerMode.COLOCATED));
		assertThat(pods.get(0).containers().get(2).group()).as("no such group").isNull();
	}

	@Test
	void anyJobWithBoshContainerizationMakesTheManifestV3AndItIsWrittenBackSo() {
		RoleManifest manifest = group("{run: {memory: 1}}");
		assertThat(manifest.era()).isEqualTo(FormatEra.V3_JOB_PROPERTIES);
		String written = this.codec.write(manifest);
		assertThat(written).contains("bosh_containerization:").doesNotContain("\n  run:");
		assertThat(this.codec.read(written).document().root()).isEqualTo(manifest.document().root());
	}

}
