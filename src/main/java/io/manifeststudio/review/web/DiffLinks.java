package io.manifeststudio.review.web;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import org.springframework.web.util.UriComponentsBuilder;

import io.manifeststudio.review.VersionRef;

/**
 * Links to a diff of two versions, for the API ({@code /api/manifests/{id}/diff}) or the
 * page ({@code /manifests/{id}/diff}), and to the role manifest of a version as the API
 * downloads it (to compare what a diff left out): every value is encoded as a whole (a
 * pod name with braces, spaces or {@code &} is sent as it is written, never read as a URI
 * template variable).
 */
final class DiffLinks {

	private DiffLinks() {
	}

	static String api(long id, VersionRef from, VersionRef to, String pod) {
		return link("/api/manifests/{id}/diff", id, from, to, pod);
	}

	static String page(long id, VersionRef from, VersionRef to, String pod) {
		return link("/manifests/{id}/diff", id, from, to, pod);
	}

	/** The role manifest of a version, as the API downloads it. */
	static String download(long id, VersionRef version) {
		return UriComponentsBuilder.fromPath("/api/manifests/{id}/role-manifest.yml")
			.queryParamIfPresent("revision", Optional.ofNullable(version.revision()))
			.buildAndExpand(id)
			.toUriString();
	}

	private static String link(String path, long id, VersionRef from, VersionRef to, String pod) {
		UriComponentsBuilder link = UriComponentsBuilder.fromPath(path)
			.queryParam("from", "{from}")
			.queryParam("to", "{to}");
		Map<String, Object> values = new HashMap<>();
		values.put("id", id);
		values.put("from", from.parameter());
		values.put("to", to.parameter());
		if (pod != null) {
			link.queryParam("pod", "{pod}");
			values.put("pod", pod);
		}
		return link.encode().buildAndExpand(values).toUriString();
	}

}
