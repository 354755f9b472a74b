package io.manifeststudio.manifest.model;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.yaml.DocPath;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

/**
 * {@code releases:}, feature flags, our {@code sidecars} and {@code image} extensions,
 * and the pods they give.
 */
class ManifestExtensionsTests {

	private static final String MANIFEST = """
			releases:
			- name: nats
			  url: https://example.com/nats-26.tgz
			  version: "26"
			  sha1: 0123456789abcdef
			instance_groups:
			- name: nats
			  default_feature: nats
			  jobs:
			  - name: nats
			    release: nats
			    properties:
			      bosh_containerization:
			        run: {memory: 64}
			        colocated_containers: [envoy, log-agent]
			        sidecars: [envoy]
			- name: task
			  type: bosh-task
			  if_feature: migrations
			  jobs:
			  - name: migrate
			    release: nats
			    properties:
			      bosh_containerization:
			        run: {flight-stage: pre-flight}
			- name: envoy
			  type: colocated-container
			  unless_feature: no-proxy
			  image: docker.io/envoyproxy/envoy:v1.31
			  jobs:
			  - name: envoy
			    release: nats
			    properties:
			      bosh_containerization:
			        run: {memory: 32}
			- name: log-agent
			  type: colocated-container
			  jobs:
			  - name: agent
			    release: nats
			    properties:
			      bosh_containerization:
			        run: {}
			""";

	private final ManifestCodec codec = new ManifestCodec();

	@Test
	void releasesAreRead() {
		RoleManifest manifest = this.codec.read(MANIFEST);
		assertThat(manifest.releases()).singleElement().satisfies((release) -> {
			assertThat(release.name()).isEqualTo("nats");
			assertThat(release.url()).isEqualTo("https://example.com/nats-26.tgz");
			assertThat(release.version()).isEqualTo("26");
			assertThat(release.sha1()).isEqualTo("0123456789abcdef");
			assertThat(release.location()).isEqualTo(DocPath.of("releases", 0));
		});
	}

	@Test
	void featureFlagsAreRead() {
		RoleManifest manifest = this.codec.read(MANIFEST);
		assertThat(manifest.group("nats").orElseThrow().features()).isEqualTo(new FeatureFlags("nats", null, null));
		assertThat(manifest.group("task").orElseThrow().features().set()).containsExactly("migrations");
		assertThat(manifest.group("envoy").orElseThrow().features().unlessFeature()).isEqualTo("no-proxy");
		assertThat(manifest.group("log-agent").orElseThrow().features().any()).isFalse();
	}

	@Test
	void theImageExtensionIsRead() {
		RoleManifest manifest = this.codec.read(MANIFEST);
		assertThat(manifest.group("envoy").orElseThrow().image()).isEqualTo("docker.io/envoyproxy/envoy:v1.31");
		assertThat(manifest.group("nats").orElseThrow().image()).isNull();
	}

	@Test
	void podsAreTheWorkloadGroupsWithTheirContainersInOrderMarkedColocatedOrSidecar() {
		RoleManifest manifest = this.codec.read(MANIFEST);
		assertThat(manifest.pods()).extracting(Pod::name).containsExactly("nats", "task");
		Pod nats = manifest.pods().get(0);
		assertThat(nats.containers()).extracting(PlacedContainer::name, PlacedContainer::mode)
			.containsExactly(tuple("envoy", ContainerMode.SIDECAR), tuple("log-agent", ContainerMode.COLOCATED));
		assertThat(nats.containers().get(0).group().image()).isEqualTo("docker.io/envoyproxy/envoy:v1.31");
		assertThat(manifest.pods().get(1).containers()).isEmpty();
		assertThat(manifest.group("task").orElseThrow().run().flightStage()).isEqualTo("pre-flight");
	}

	@Test
	void extensionsAreWrittenBackWhereTheyWere() {
		RoleManifest manifest = this.codec.read(MANIFEST);
		String written = this.codec.write(manifest);
		assertThat(written).contains("        sidecars:\n        - envoy\n")
			.contains("  image: docker.io/envoyproxy/envoy:v1.31\n")
			.contains("version: '26'");
		assertThat(this.codec.read(written).document().root()).isEqualTo(manifest.document().root());
	}

}
