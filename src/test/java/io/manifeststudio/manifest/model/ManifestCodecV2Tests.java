package io.manifeststudio.manifest.model;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.yaml.DocPath;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The v2 era (fissile 6 and 7): {@code instance_groups:} and {@code release}, run
 * settings still on the group.
 */
class ManifestCodecV2Tests {

	private static final String V2 = """
			instance_groups:
			- name: api
			  jobs:
			  - name: cloud_controller_ng
			    release: capi
			  - name: route_registrar
			    release: routing
			  colocated_containers: [log-agent]
			  sidecars: [log-agent]
			  run:
			    scaling: {min: 2, max: 4, ha: 3, must_be_odd: true}
			    mem: {request: 512, limit: 1024}
			    cpu: {request: 0.25, limit: 2}
			    volumes:
			    - {type: emptyDir, path: /var/vcap/sys/log, tag: logs}
			    exposed-ports:
			    - {name: api, protocol: TCP, internal: 9022}
			- name: log-agent
			  type: colocated-container
			  jobs:
			  - name: loggregator_agent
			    release: loggregator
			  run:
			    volumes:
			    - {type: emptyDir, path: /var/vcap/sys/log, tag: logs}
			variables:
			- name: API_PASSWORD
			  type: password
			  options:
			    description: The API password
			    secret: true
			""";

	private final ManifestCodec codec = new ManifestCodec();

	@Test
	void runOnTheGroupMeansV2() {
		RoleManifest manifest = this.codec.read(V2);
		assertThat(manifest.era()).isEqualTo(FormatEra.V2_INSTANCE_GROUPS);
		assertThat(manifest.groupsKey()).isEqualTo("instance_groups");
		assertThat(manifest.instanceGroups()).extracting(InstanceGroup::name).containsExactly("api", "log-agent");
	}

	@Test
	void jobsNameTheirReleaseWithRelease() {
		InstanceGroup api = this.codec.read(V2).group("api").orElseThrow();
		assertThat(api.jobs()).extracting(JobReference::name, JobReference::release)
			.containsExactly(org.assertj.core.groups.Tuple.tuple("cloud_controller_ng", "capi"),
					org.assertj.core.groups.Tuple.tuple("route_registrar", "routing"));
		assertThat(api.jobs().get(1).location()).isEqualTo(DocPath.of("instance_groups", 0, "jobs", 1));
	}

	@Test
	void theGroupsRunIsReadAsWritten() {
		RunSettings run = this.codec.read(V2).group("api").orElseThrow().run();
		assertThat(run.scaling()).isEqualTo(new Scaling(2L, 4L, 3L, true));
		assertThat(run.resources()).isEqualTo(new Resources(512L, 1024L, 0.25, 2.0));
		assertThat(run.volumes()).singleElement().satisfies((volume) -> {
			assertThat(volume.isEmptyDir()).isTrue();
			assertThat(volume.tag()).isEqualTo("logs");
			assertThat(volume.source()).isEqualTo(VolumeSource.VOLUMES);
		});
		assertThat(run.location()).isEqualTo(DocPath.of("instance_groups", 0, "run"));
	}

	@Test
	void portsAndSidecarsAreOnTheGroup() {
		RoleManifest manifest = this.codec.read(V2);
		InstanceGroup api = manifest.group("api").orElseThrow();
		assertThat(api.ports()).extracting(Port::name, Port::internal)
			.containsExactly(org.assertj.core.groups.Tuple.tuple("api", "9022"));
		assertThat(api.sidecars()).containsExactly("log-agent");
		assertThat(manifest.pods()).singleElement().satisfies((pod) -> {
			assertThat(pod.main()).isSameAs(api);
			assertThat(pod.containers()).singleElement().satisfies((placed) -> {
				assertThat(placed.name()).isEqualTo("log-agent");
				assertThat(placed.mode()).isEqualTo(ContainerMode.SIDECAR);
				assertThat(placed.group()).isSameAs(manifest.group("log-agent").orElseThrow());
				assertThat(placed.reference()).isEqualTo(DocPath.of("instance_groups", 0, "colocated_containers", 0));
			});
		});
	}

	@Test
	void topLevelVariablesAreBoshStyle() {
		RoleManifest manifest = this.codec.read(V2);
		assertThat(manifest.variables()).singleElement().satisfies((variable) -> {
			assertThat(variable.name()).isEqualTo("API_PASSWORD");
			assertThat(variable.type()).isEqualTo("password");
			assertThat(variable.legacy()).isFalse();
			assertThat(variable.options().description()).isEqualTo("The API password");
			assertThat(variable.isSecret()).isTrue();
		});
	}

	@Test
	void writtenBackAsV2() {
		RoleManifest manifest = this.codec.read(V2);
		String written = this.codec.write(manifest);
		RoleManifest again = this.codec.read(written);
		assertThat(again.era()).isEqualTo(FormatEra.V2_INSTANCE_GROUPS);
		assertThat(again.document().root()).isEqualTo(manifest.document().root());
		assertThat(written).contains("  run:\n    scaling:\n").doesNotContain("bosh_containerization");
	}

}
