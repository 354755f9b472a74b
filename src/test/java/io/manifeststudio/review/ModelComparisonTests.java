package io.manifeststudio.review;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.model.ContainerMode;
import io.manifeststudio.manifest.model.GroupType;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.edit.Edit;
import io.manifeststudio.manifest.edit.ManifestEditor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The summary in words of what changed between two versions, one kind of change at a
 * time.
 */
class ModelComparisonTests {

	static final ManifestCodec CODEC = new ManifestCodec();

	static final ManifestEditor EDITOR = new ManifestEditor(CODEC);

	static final Path SCF = Path.of("../shared/fixtures/real/scf-2.17.1-role-manifest.yml");

	/**
	 * Pod web places log-agent (colocated) and envoy (sidecar); pod api places nothing.
	 */
	static final String BASE = """
			instance_groups:
			- name: web
			  tags: [active-passive]
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        colocated_containers: [log-agent, envoy]
			        sidecars: [envoy]
			        ports:
			        - {name: http, protocol: TCP, internal: 8080, external: 80}
			        run:
			          scaling: {min: 2, max: 3}
			          memory: 256
			          virtual-cpus: 0.5
			          capabilities: [NET_ADMIN]
			          volumes:
			          - {path: /var/vcap/store, type: persistent, tag: web-data, size: 10}
			          healthcheck:
			            readiness: {port: 8080}
			- name: api
			  jobs:
			  - name: cloud_controller_ng
			    release: capi
			    properties:
			      bosh_containerization:
			        ports:
			        - {name: api, protocol: TCP, internal: 9022}
			        run:
			          memory: 512
			- name: log-agent
			  type: colocated-container
			  jobs:
			  - name: ntpd
			    release: ntp
			    properties:
			      bosh_containerization:
			        run: {memory: 64}
			- name: envoy
			  type: colocated-container
			  jobs:
			  - name: envoy
			    release: envoy
			    properties:
			      bosh_containerization:
			        run: {memory: 128}
			variables:
			- name: API_PASSWORD
			  type: password
			  options: {secret: true, description: the api password}
			""";

	@Test
	void identicalModelsHaveNoChanges() {
		assertThat(summary(BASE, BASE)).isEmpty();
		assertThat(summary(BASE, "# a comment\n" + BASE.replace("{min: 2, max: 3}", "{ min: 2,  max: 3 }"))).isEmpty();
	}

	@Test
	void aContainerMovedBetweenPods() {
		String after = edit(BASE, new Edit.Move("log-agent", "web", "api", null));
		assertThat(summary(BASE, after)).containsExactly("log-agent moved from pod web to pod api");
	}

	@Test
	void aSidecarMovedToAnotherPodAsColocatedSaysBoth() {
		String moved = edit(BASE, new Edit.Move("envoy", "web", "api", null));
		String colocated = edit(moved, new Edit.SetMode("envoy", "api", ContainerMode.COLOCATED));
		assertThat(summary(BASE, colocated))
			.containsExactly("envoy moved from pod web to pod api and became a colocated container of api");
	}

	@Test
	void aContainerBecameASidecarAndBack() {
		String sidecar = edit(BASE, new Edit.SetMode("log-agent", "web", ContainerMode.SIDECAR));
		assertThat(summary(BASE, sidecar)).containsExactly("log-agent became a sidecar of web");
		assertThat(summary(sidecar, BASE)).containsExactly("log-agent became a colocated container of web");
	}

	@Test
	void containersPlacedRemovedAndReordered() {
		String placed = edit(BASE, new Edit.Place("log-agent", "api", null, ContainerMode.SIDECAR));
		assertThat(summary(BASE, placed)).containsExactly("log-agent placed in pod api as a sidecar");
		String removed = edit(BASE, new Edit.Remove("envoy", "web"));
		assertThat(summary(BASE, removed)).containsExactly("envoy removed from pod web");
		String reordered = edit(BASE, new Edit.Reorder("web", List.of("envoy", "log-agent")));
		assertThat(summary(BASE, reordered)).containsExactly("containers of pod web reordered: envoy, log-agent");
	}

	@Test
	void groupsAddedRemovedAndRenamed() {
		String added = edit(BASE, new Edit.CreateGroup("metrics", GroupType.BOSH));
		assertThat(summary(BASE, added)).containsExactly("group metrics added (bosh)");
		assertThat(summary(added, BASE)).containsExactly("group metrics removed");
		String renamed = edit(BASE, new Edit.RenameGroup("log-agent", "logger"));
		assertThat(summary(BASE, renamed)).containsExactly("group log-agent renamed to logger");
		String podRenamed = edit(BASE, new Edit.RenameGroup("web", "frontend"));
		assertThat(summary(BASE, podRenamed)).containsExactly("group web renamed to frontend");
	}

	@Test
	void aRenamedGroupWhoseSettingsAlsoChangedIsStillARename() {
		String after = BASE.replace("- name: api\n", "- name: cloud-api\n").replace("memory: 512", "memory: 1024");
		assertThat(summary(BASE, after)).containsExactly("group api renamed to cloud-api",
				"memory of cloud-api changed from 512 MiB to 1024 MiB");
	}

	@Test
	void portsAddedRemovedAndChanged() {
		String added = BASE.replace("        - {name: api, protocol: TCP, internal: 9022}\n",
				"        - {name: api, protocol: TCP, internal: 9022}\n        - {name: https, protocol: TCP, internal: 8443}\n");
		assertThat(summary(BASE, added)).containsExactly("port 8443 (https) added to api");
		assertThat(summary(added, BASE)).containsExactly("port 8443 (https) removed from api");
		String changed = BASE.replace("internal: 8080, external: 80", "internal: 8081, external: 80");
		assertThat(summary(BASE, changed)).containsExactly("port http of web changed: internal 8080 → 8081");
		String unnamed = BASE.replace("{name: api, protocol: TCP, internal: 9022}", "{protocol: TCP, internal: 9022}");
		String unnamedAdded = unnamed.replace("        - {protocol: TCP, internal: 9022}\n",
				"        - {protocol: TCP, internal: 9022}\n        - {protocol: TCP, internal: 8443}\n");
		assertThat(summary(unnamed, unnamedAdded)).containsExactly("port 8443 added to api");
	}

	@Test
	void runSettings() {
		String after = BASE.replace("memory: 256", "memory: 384")
			.replace("virtual-cpus: 0.5", "virtual-cpus: 1")
			.replace("{min: 2, max: 3}", "{min: 2, max: 5, ha: 3}")
			.replace("capabilities: [NET_ADMIN]", "capabilities: [SYS_TIME]");
		assertThat(summary(BASE, after)).containsExactly("memory of web changed from 256 MiB to 384 MiB",
				"virtual CPUs of web changed from 0.5 to 1", "maximum scaling of web changed from 3 to 5",
				"HA scaling of web set to 3", "capability NET_ADMIN removed from web",
				"capability SYS_TIME added to web");
	}

	@Test
	void runSettingsSetThroughTheEditor() {
		String after = edit(BASE, new Edit.SetField("api", "run.scaling.max", 4));
		assertThat(summary(BASE, after)).containsExactly("maximum scaling of api set to 4");
	}

	@Test
	void volumes() {
		String resized = BASE.replace("tag: web-data, size: 10", "tag: web-data, size: 20");
		assertThat(summary(BASE, resized)).containsExactly(
				"volume /var/vcap/store of web changed from persistent, tag web-data, 10 GB to persistent, tag web-data, 20 GB");
		String added = BASE.replace("          healthcheck:\n",
				"          - {path: /tmp/cache, type: emptyDir, tag: cache}\n          healthcheck:\n");
		assertThat(summary(BASE, added)).containsExactly("volume /tmp/cache added to web (emptyDir, tag cache)");
		assertThat(summary(added, BASE)).containsExactly("volume /tmp/cache removed from web");
	}

	@Test
	void healthChecks() {
		String changed = BASE.replace("readiness: {port: 8080}", "readiness: {port: 9090}");
		assertThat(summary(BASE, changed))
			.containsExactly("readiness check of web changed from port 8080 to port 9090");
		String liveness = BASE.replace("readiness: {port: 8080}",
				"readiness: {port: 8080}\n            liveness: {command: [/bin/check]}");
		assertThat(summary(BASE, liveness)).containsExactly("liveness check added to web (command /bin/check)");
		assertThat(summary(liveness, BASE)).containsExactly("liveness check removed from web");
	}

	@Test
	void tagsJobsAndVariables() {
		String after = BASE.replace("tags: [active-passive]", "tags: [clustered]")
			.replace("  - name: cloud_controller_ng\n    release: capi\n",
					"  - name: cloud_controller_ng\n    release: capi\n    properties: {}\n  - name: nginx\n    release: capi\n")
			.replace("options: {secret: true, description: the api password}",
					"options: {secret: true, description: the API password}");
		after = after + "- name: NEW_VAR\n  options: {description: new}\n";
		assertThat(summary(BASE, after)).contains("tag active-passive removed from web", "tag clustered added to web",
				"job nginx added to api (release capi)", "variable API_PASSWORD changed: description",
				"variable NEW_VAR added");
	}

	@Test
	void legacyRolesAreComparedToo() {
		String before = """
				roles:
				- name: router
				  jobs: [{name: gorouter, release_name: routing}]
				  run:
				    memory: 128
				    exposed-ports:
				    - {name: http, protocol: TCP, external: 80, internal: 8080}
				""";
		String after = before.replace("memory: 128", "memory: 256")
			.replace("    - {name: http, protocol: TCP, external: 80, internal: 8080}\n",
					"    - {name: http, protocol: TCP, external: 80, internal: 8080}\n    - {name: https, protocol: TCP, external: 443, internal: 8443}\n");
		assertThat(summary(before, after)).containsExactly("memory of router changed from 128 MiB to 256 MiB",
				"port 8443 (https) added to router");
	}

	@Test
	void changesSayWhichPlacesTheyTouched() {
		String after = edit(BASE, new Edit.Move("log-agent", "web", "api", null));
		List<ModelChange> changes = ModelComparison.compare(CODEC.read(BASE), CODEC.read(after));
		assertThat(changes).hasSize(1);
		assertThat(changes.get(0).touches(Anchor.container("web", "log-agent"))).isTrue();
		assertThat(changes.get(0).touches(Anchor.container("api", "log-agent"))).isTrue();
		assertThat(changes.get(0).touches(Anchor.container("web", "envoy"))).isFalse();
		assertThat(changes.get(0).touches(Anchor.field("web", "run.memory"))).isFalse();
		assertThat(changes.get(0).touches(Anchor.MANIFEST)).isFalse();
		List<ModelChange> memory = ModelComparison.compare(CODEC.read(BASE),
				CODEC.read(BASE.replace("memory: 256", "memory: 384")));
		assertThat(memory.get(0).touches(Anchor.field("web", "run.memory"))).isTrue();
		assertThat(memory.get(0).touches(Anchor.field("web", "run"))).isTrue();
		assertThat(memory.get(0).touches(Anchor.group("web"))).isTrue();
		assertThat(memory.get(0).touches(Anchor.field("web", "run.mem"))).isFalse();
		assertThat(memory.get(0).touches(Anchor.field("web", "tags"))).isFalse();
		assertThat(memory.get(0).touches(Anchor.group("api"))).isFalse();
		List<ModelChange> ownMemory = ModelComparison.compare(CODEC.read(BASE),
				CODEC.read(BASE.replace("run: {memory: 64}", "run: {memory: 96}")));
		assertThat(ownMemory.get(0).text()).isEqualTo("memory of log-agent changed from 64 MiB to 96 MiB");
		assertThat(ownMemory.get(0).touches(Anchor.container("web", "log-agent"))).isTrue();
		assertThat(ownMemory.get(0).touches(Anchor.container("web", "envoy"))).isFalse();
	}

	@Test
	void scfLoggregatorAgentMovedFromRouterToMysqlAsASidecar() throws Exception {
		assumeTrue(Files.isRegularFile(SCF), "SCF 2.17.1 is not at " + SCF.toAbsolutePath() + " (../shared/fixtures)");
		String scf = Files.readString(SCF);
		String moved = edit(scf, new Edit.Move("loggregator-agent", "router", "mysql", null));
		assertThat(summary(scf, moved)).containsExactly("loggregator-agent moved from pod router to pod mysql");
		String sidecar = edit(moved, new Edit.SetMode("loggregator-agent", "mysql", ContainerMode.SIDECAR));
		assertThat(summary(moved, sidecar)).containsExactly("loggregator-agent became a sidecar of mysql");
		assertThat(summary(scf, sidecar))
			.containsExactly("loggregator-agent moved from pod router to pod mysql and became a sidecar of mysql");
		String memory = edit(sidecar, new Edit.SetField("mysql", "run.memory", 4096));
		assertThat(summary(sidecar, memory)).singleElement().asString().startsWith("memory of mysql ");
		assertThat(summary(scf, scf)).isEmpty();
	}

	private static List<String> summary(String before, String after) {
		return ModelComparison.summary(CODEC.read(before), CODEC.read(after));
	}

	private static String edit(String text, Edit edit) {
		return EDITOR.apply(text, edit).text();
	}

}
