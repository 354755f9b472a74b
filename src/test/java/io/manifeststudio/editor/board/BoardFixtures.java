package io.manifeststudio.editor.board;

import java.time.Instant;

import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.yaml.ManifestText;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.StoredManifest;

/** Small manifests and stored records for the board's tests. */
final class BoardFixtures {

	static final Instant NOW = Instant.parse("2026-12-02T10:04:00Z");

	static final ManifestCodec CODEC = new ManifestCodec();

	/**
	 * Pod "web" places a colocated log agent and then an Envoy sidecar (our own image, a
	 * port of its own); the task "migrate" places nothing; "db-proxy" is placed nowhere.
	 */
	static final String SIDECAR_YAML = """
			instance_groups:
			- name: web
			  description: The web tier
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
			          volumes:
			          - {path: /var/vcap/store, type: persistent, tag: web-data, size: 10}
			- name: log-agent
			  type: colocated-container
			  jobs:
			  - name: ntpd
			    release: ntp
			    properties:
			      bosh_containerization:
			        run:
			          memory: 64
			          virtual-cpus: 0.1
			- name: envoy
			  type: colocated-container
			  image: envoyproxy/envoy:v1.30.1
			  jobs:
			  - name: envoy
			    release: envoy
			    properties:
			      bosh_containerization:
			        ports:
			        - {name: proxy, protocol: TCP, internal: 15001}
			        run:
			          memory: 128
			          virtual-cpus: 0.25
			- name: migrate
			  type: bosh-task
			  jobs:
			  - name: new_hostname
			    release: tor
			    properties:
			      bosh_containerization:
			        run: {memory: 32}
			- name: db-proxy
			  type: colocated-container
			  jobs:
			  - name: hashmat
			    release: tor
			    properties:
			      bosh_containerization:
			        run: {memory: 32}
			""";

	private BoardFixtures() {
	}

	static RoleManifest manifest(String yaml) {
		return CODEC.read(yaml);
	}

	static Draft draft(long id, String yaml, long version) {
		return new Draft(id, yaml, ManifestText.sha256(yaml), FormatEra.V3_JOB_PROPERTIES, version, "ann", NOW, null);
	}

	static StoredManifest stored(long id, String name, Draft draft) {
		return new StoredManifest(id, name, "ann", NOW, 0, draft);
	}

}
