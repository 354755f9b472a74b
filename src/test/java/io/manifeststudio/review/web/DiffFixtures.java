package io.manifeststudio.review.web;

import java.time.Instant;

import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.yaml.ManifestText;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.StoredManifest;

/**
 * Two versions of a small manifest for the diff's slice tests: log-agent moves from pod
 * web to pod api.
 */
final class DiffFixtures {

	static final Instant NOW = Instant.parse("2026-12-03T10:00:00Z");

	static final ManifestCodec CODEC = new ManifestCodec();

	static final String BEFORE = """
			instance_groups:
			- name: web
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        colocated_containers: [log-agent]
			        run: {memory: 256}
			- name: api
			  jobs:
			  - name: capi
			    release: capi
			    properties:
			      bosh_containerization:
			        run: {memory: 512}
			- name: log-agent
			  type: colocated-container
			  jobs:
			  - name: ntpd
			    release: ntp
			    properties:
			      bosh_containerization:
			        run: {memory: 64}
			""";

	static final String AFTER = BEFORE.replace("        colocated_containers: [log-agent]\n", "")
		.replace("        run: {memory: 512}\n",
				"        colocated_containers: [log-agent]\n        run: {memory: 512}\n");

	private DiffFixtures() {
	}

	static StoredManifest manifest(long id, String name, int revisions, String draftContent) {
		return new StoredManifest(id, name, "alice", NOW, revisions, draft(id, draftContent));
	}

	static Draft draft(long id, String content) {
		return new Draft(id, content, ManifestText.sha256(content), FormatEra.V3_JOB_PROPERTIES, 3, "alice", NOW, null);
	}

	static Revision revision(long id, int number, String content, String message) {
		return new Revision(id, number, content, ManifestText.sha256(content), FormatEra.V3_JOB_PROPERTIES, "alice",
				message, NOW);
	}

}
