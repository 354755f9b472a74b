package io.manifeststudio.editor.pages;

import java.time.Instant;

import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.yaml.ManifestText;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.StoredManifest;

/** Small manifests and stored records for the page tests. */
final class PageFixtures {

	static final Instant NOW = Instant.parse("2026-12-02T10:04:00Z");

	/**
	 * A v3 manifest whose pod "api" places a colocated log agent and then an envoy
	 * sidecar.
	 */
	static final String SIDECAR_YAML = """
			instance_groups:
			- name: api
			  description: The API server
			  jobs:
			  - name: api-server
			    release: demo
			    properties:
			      bosh_containerization:
			        colocated_containers: [log-agent, envoy]
			        sidecars: [envoy]
			        run:
			          scaling: {min: 1, max: 3}
			          memory: 256
			- name: log-agent
			  type: colocated-container
			  jobs:
			  - name: fluentd
			    release: demo
			    properties:
			      bosh_containerization:
			        run: {memory: 64}
			- name: envoy
			  type: colocated-container
			  jobs:
			  - name: envoy
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

	/** A manifest with one group the test rule calls broken. */
	static final String BROKEN_YAML = """
			instance_groups:
			- name: broken-api
			  jobs:
			  - name: api-server
			    release: demo
			    properties:
			      bosh_containerization:
			        run: {memory: 64}
			""";

	private PageFixtures() {
	}

	static Draft draft(long id, String yaml, long version) {
		return new Draft(id, yaml, ManifestText.sha256(yaml), FormatEra.V3_JOB_PROPERTIES, version, "ann", NOW, null);
	}

	static StoredManifest stored(long id, String name, Draft draft) {
		return new StoredManifest(id, name, "ann", NOW, 0, draft);
	}

	static Revision revision(long id, int number, String message) {
		return new Revision(id, number, SIDECAR_YAML, ManifestText.sha256(SIDECAR_YAML), FormatEra.V3_JOB_PROPERTIES,
				"bob", message, NOW);
	}

}
