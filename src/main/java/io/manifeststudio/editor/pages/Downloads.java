package io.manifeststudio.editor.pages;

import org.springframework.web.util.UriComponentsBuilder;

/** Addresses of the downloads the pages link to (served by the JSON/YAML API). */
final class Downloads {

	private Downloads() {
	}

	/** The draft's role-manifest YAML. */
	static String roleManifest(long manifestId) {
		return UriComponentsBuilder.fromPath("/api/manifests/{id}/role-manifest.yml")
			.buildAndExpand(manifestId)
			.toUriString();
	}

	/** A revision's role-manifest YAML. */
	static String roleManifest(long manifestId, int revision) {
		return UriComponentsBuilder.fromPath("/api/manifests/{id}/role-manifest.yml")
			.queryParam("revision", revision)
			.buildAndExpand(manifestId)
			.toUriString();
	}

}
