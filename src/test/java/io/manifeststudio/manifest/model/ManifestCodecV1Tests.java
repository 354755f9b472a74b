package io.manifeststudio.manifest.model;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.yaml.DocPath;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The v1 era ({@code roles:}, fissile up to 5.3): release_name, run on the role, exposed
 * ports, flat variables.
 */
class ManifestCodecV1Tests {

	private static final String V1 = """
			roles:
			- name: main
			  description: The main role
			  jobs:
			  - name: tor
			    release_name: tor
			  tags: [sequential-startup]
			  colocated_containers: [helper]
			  run:
			    scaling: {min: 1, max: 3}
			    memory: 256
			    virtual-cpus: 0.5
			    capabilities: [net_admin]
			    persistent-volumes:
			    - {path: /var/vcap/store, tag: store, size: 20}
			    shared-volumes:
			    - {path: /var/vcap/shared, tag: shared, size: 5}
			    exposed-ports:
			    - name: https
			      protocol: TCP
			      external: 443
			      internal: 8443
			      public: true
			    env: [FOO]
			- name: helper
			  type: colocated-container
			  jobs:
			  - name: hashmat
			    release_name: tor
			  run: {}
			configuration:
			  templates:
			    properties.tor.hostname: ((HOSTNAME))
			  variables:
			  - name: HOSTNAME
			    description: The host name
			    default: tor.example.com
			  - name: PASSWORD
			    secret: true
			    generator:
			      id: pw
			      type: Password
			""";

	private final ManifestCodec codec = new ManifestCodec();

	@Test
	void rolesAreTheGroupsAndTheEraIsV1() {
		RoleManifest manifest = this.codec.read(V1);
		assertThat(manifest.era()).isEqualTo(FormatEra.V1_ROLES);
		assertThat(manifest.groupsKey()).isEqualTo("roles");
		assertThat(manifest.instanceGroups()).extracting(InstanceGroup::name).containsExactly("main", "helper");
		assertThat(manifest.instanceGroups().get(0).location()).isEqualTo(DocPath.of("roles", 0));
	}

	@Test
	void jobsNameTheirReleaseWithReleaseName() {
		InstanceGroup main = this.codec.read(V1).group("main").orElseThrow();
		assertThat(main.jobs()).singleElement().satisfies((job) -> {
			assertThat(job.name()).isEqualTo("tor");
			assertThat(job.release()).isEqualTo("tor");
			assertThat(job.containerization()).isNull();
		});
	}

	@Test
	void runSettingsAreOnTheRole() {
		RunSettings run = this.codec.read(V1).group("main").orElseThrow().run();
		assertThat(run.scaling().min()).isEqualTo(1);
		assertThat(run.scaling().max()).isEqualTo(3);
		assertThat(run.memory()).isEqualTo(256);
		assertThat(run.virtualCpus()).isEqualTo(0.5);
		assertThat(run.capabilities()).containsExactly("net_admin");
		assertThat(run.location()).isEqualTo(DocPath.of("roles", 0, "run"));
		assertThat(run.env()).containsExactly("FOO");
	}

	@Test
	void legacyVolumesGetTheirImpliedType() {
		List<Volume> volumes = this.codec.read(V1).group("main").orElseThrow().run().volumes();
		assertThat(volumes).extracting(Volume::type, Volume::path, Volume::tag, Volume::size, Volume::source)
			.containsExactly(
					org.assertj.core.groups.Tuple.tuple("persistent", "/var/vcap/store", "store", 20L,
							VolumeSource.PERSISTENT_VOLUMES),
					org.assertj.core.groups.Tuple.tuple("shared", "/var/vcap/shared", "shared", 5L,
							VolumeSource.SHARED_VOLUMES));
		assertThat(volumes.get(1).location()).isEqualTo(DocPath.of("roles", 0, "run", "shared-volumes", 0));
	}

	@Test
	void exposedPortsAreTheRolesPorts() {
		InstanceGroup main = this.codec.read(V1).group("main").orElseThrow();
		assertThat(main.ports()).singleElement().satisfies((port) -> {
			assertThat(port.name()).isEqualTo("https");
			assertThat(port.protocol()).isEqualTo("TCP");
			assertThat(port.internal()).isEqualTo("8443");
			assertThat(port.external()).isEqualTo("443");
			assertThat(port.isPublic()).isTrue();
			assertThat(port.location()).isEqualTo(DocPath.of("roles", 0, "run", "exposed-ports", 0));
		});
	}

	@Test
	void wellTypedValuesGiveNoTypeProblems() {
		assertThat(this.codec.read(V1).typeProblems()).isEmpty();
	}

	@Test
	void aValueOfTheWrongTypeIsATypeProblemNotACrash() {
		RoleManifest manifest = this.codec
			.read(V1.replace("memory: 256", "memory: lots").replace("env: [FOO]", "env: {FOO: bar}"));
		assertThat(manifest.typeProblems()).extracting(TypeProblem::path, TypeProblem::expected)
			.containsExactlyInAnyOrder(
					org.assertj.core.groups.Tuple.tuple(DocPath.of("roles", 0, "run", "memory"), "an integer"),
					org.assertj.core.groups.Tuple.tuple(DocPath.of("roles", 0, "run", "env"), "a list"));
		assertThat(manifest.group("main").orElseThrow().run().memory()).isNull();
	}

	@Test
	void colocatedContainersAreOnTheRole() {
		RoleManifest manifest = this.codec.read(V1);
		InstanceGroup main = manifest.group("main").orElseThrow();
		assertThat(main.colocatedContainers()).extracting(ColocatedReference::name).containsExactly("helper");
		assertThat(manifest.group("helper").orElseThrow().isColocatedContainer()).isTrue();
		assertThat(manifest.pods()).singleElement().satisfies((pod) -> {
			assertThat(pod.name()).isEqualTo("main");
			assertThat(pod.containers()).extracting(PlacedContainer::name, PlacedContainer::mode)
				.containsExactly(org.assertj.core.groups.Tuple.tuple("helper", ContainerMode.COLOCATED));
		});
	}

	@Test
	void variablesAreFlatUnderConfigurationWithTheirGenerator() {
		RoleManifest manifest = this.codec.read(V1);
		assertThat(manifest.variables()).extracting(Variable::name).containsExactly("HOSTNAME", "PASSWORD");
		Variable hostname = manifest.variables().get(0);
		assertThat(hostname.legacy()).isTrue();
		assertThat(hostname.type()).isNull();
		assertThat(hostname.options().description()).isEqualTo("The host name");
		assertThat(hostname.options().defaultValue()).isEqualTo("tor.example.com");
		assertThat(hostname.location()).isEqualTo(DocPath.of("configuration", "variables", 0));
		Variable password = manifest.variables().get(1);
		assertThat(password.isSecret()).isTrue();
		assertThat(password.options().generator()).isEqualTo(Map.of("id", "pw", "type", "Password"));
		assertThat(manifest.configuration().templates()).containsEntry("properties.tor.hostname", "((HOSTNAME))");
	}

	@Test
	void writtenBackAsV1WithNothingLost() {
		RoleManifest manifest = this.codec.read(V1);
		String written = this.codec.write(manifest);
		assertThat(written).startsWith("roles:\n- name: main\n")
			.contains("release_name: tor")
			.contains("exposed-ports:")
			.contains("persistent-volumes:")
			.doesNotContain("instance_groups");
		RoleManifest again = this.codec.read(written);
		assertThat(again.era()).isEqualTo(FormatEra.V1_ROLES);
		assertThat(again.document().root()).isEqualTo(manifest.document().root());
	}

}
