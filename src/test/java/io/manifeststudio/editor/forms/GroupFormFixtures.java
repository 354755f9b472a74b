package io.manifeststudio.editor.forms;

import java.time.Instant;

import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.yaml.ManifestText;
import io.manifeststudio.manifest.model.RoleManifest;

/** Small manifests of each format era for the group form tests. */
final class GroupFormFixtures {

	static final ManifestCodec CODEC = new ManifestCodec();

	static final Instant NOW = Instant.parse("2026-12-02T10:04:00Z");

	/**
	 * v3: run settings, ports and colocated containers on the jobs; api places log-agent.
	 */
	static final String V3 = """
			instance_groups:
			- name: api
			  jobs:
			  - name: api-server
			    release: demo
			    properties:
			      bosh_containerization:
			        colocated_containers: [log-agent]
			        ports:
			        - name: http
			          protocol: TCP
			          internal: 8080
			          external: 80
			          public: true
			        run:
			          scaling: {min: 1, max: 3}
			          memory: 256
			          virtual-cpus: 0.5
			          capabilities: [NET_ADMIN]
			          volumes:
			          - {path: /var/vcap/store, type: persistent, tag: api-data, size: 10}
			          healthcheck:
			            readiness:
			              command: ["curl -sf http://localhost:8080/health"]
			- name: log-agent
			  type: colocated-container
			  jobs:
			  - name: fluentd
			    release: demo
			    properties:
			      bosh_containerization:
			        run: {memory: 64}
			- name: migrate
			  type: bosh-task
			  jobs:
			  - name: migrate
			    release: demo
			    properties:
			      bosh_containerization:
			        run: {memory: 64}
			""";

	/** v1: roles, release_name, run and exposed ports on the role. */
	static final String V1 = """
			roles:
			- name: web
			  tags: [headless]
			  jobs:
			  - name: nginx
			    release_name: web-release
			  run:
			    scaling: {min: 1, max: 2}
			    memory: 128
			    exposed-ports:
			    - {name: http, protocol: TCP, internal: 80}
			    persistent-volumes:
			    - {path: /data, tag: web-data, size: 5}
			configuration:
			  variables: []
			""";

	private GroupFormFixtures() {
	}

	static RoleManifest manifest(String yaml) {
		return CODEC.read(yaml);
	}

	static InstanceGroup group(String yaml, String name) {
		return manifest(yaml).group(name).orElseThrow();
	}

	static GroupDraft draft(String yaml, String name, long version) {
		RoleManifest manifest = manifest(yaml);
		return new GroupDraft(7, version, manifest, manifest.group(name).orElseThrow());
	}

	static Draft stored(long id, String yaml, long version) {
		return new Draft(id, yaml, ManifestText.sha256(yaml), manifest(yaml).era(), version, "ann", NOW, null);
	}

	static FormatEra era(String yaml) {
		return manifest(yaml).era();
	}

}
