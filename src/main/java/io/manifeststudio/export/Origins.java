package io.manifeststudio.export;

import java.util.HashMap;
import java.util.Map;

import io.manifeststudio.manifest.DocPath;

/**
 * Where the fields of a generated Kubernetes object came from: object field paths in the API server's style
 * ({@code spec.template.spec.containers[1].ports[0]}) mapped to the manifest {@link DocPath} they were built from.
 * {@link #resolve} finds the origin of any path by its nearest recorded ancestor, so a finding about
 * {@code ...ports[0].name} points at the port's place in the manifest.
 */
public final class Origins {

	private final Map<String, DocPath> origins = new HashMap<>();

	private final DocPath fallback;

	public Origins(DocPath fallback) {
		this.fallback = fallback;
	}

	/** Records that the field at {@code path} came from {@code source}; a {@code null} source is ignored. */
	public void record(String path, DocPath source) {
		if (source != null) {
			this.origins.put(path, source);
		}
	}

	/** The manifest place of a field path: its own, its nearest recorded ancestor's, or the object's. */
	public DocPath resolve(String path) {
		String current = path;
		while (current != null && !current.isEmpty()) {
			DocPath source = this.origins.get(current);
			if (source != null) {
				return source;
			}
			current = parent(current);
		}
		DocPath root = this.origins.get("");
		return (root != null) ? root : this.fallback;
	}

	static String parent(String path) {
		int dot = path.lastIndexOf('.');
		int bracket = path.lastIndexOf('[');
		int cut = Math.max(dot, bracket);
		return (cut <= 0) ? "" : path.substring(0, cut);
	}

}
