package io.manifeststudio.export;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.yaml.DocPath;

/**
 * Where the fields of a generated Kubernetes object came from: object field paths in the
 * API server's style ({@code spec.template.spec.containers[1].ports[0]}) mapped to the
 * manifest {@link DocPath} they were built from. {@link #resolve} finds the origin of any
 * path by its nearest recorded ancestor, so a finding about {@code ...ports[0].name}
 * points at the port's place in the manifest.
 */
public final class Origins {

	private final Map<String, DocPath> origins = new HashMap<>();

	private final Map<String, List<DocPath>> lists = new HashMap<>();

	private final DocPath fallback;

	public Origins(DocPath fallback) {
		this.fallback = fallback;
	}

	/**
	 * Records that the field at {@code path} came from {@code source}; a {@code null}
	 * source is ignored.
	 */
	public void record(String path, DocPath source) {
		if (source != null) {
			this.origins.put(path, source);
		}
	}

	/**
	 * Records the origins of the items of a list field at once: item {@code i}
	 * ({@code listPath[i]}) came from {@code sources.get(i)} ({@code null} entries have
	 * no origin of their own).
	 */
	public void recordItems(String listPath, List<DocPath> sources) {
		this.lists.put(listPath, sources);
	}

	/**
	 * The manifest place of a field path: its own, its nearest recorded ancestor's, or
	 * the object's.
	 */
	public DocPath resolve(String path) {
		String current = path;
		while (current != null && !current.isEmpty()) {
			DocPath source = this.origins.get(current);
			if (source == null && current.endsWith("]") && !this.lists.isEmpty()) {
				source = item(current);
			}
			if (source != null) {
				return source;
			}
			current = parent(current);
		}
		DocPath root = this.origins.get("");
		return (root != null) ? root : this.fallback;
	}

	private DocPath item(String path) {
		int open = path.lastIndexOf('[');
		List<DocPath> sources = this.lists.get(path.substring(0, open));
		if (sources == null) {
			return null;
		}
		try {
			int index = Integer.parseInt(path.substring(open + 1, path.length() - 1));
			return (index >= 0 && index < sources.size()) ? sources.get(index) : null;
		}
		catch (NumberFormatException ex) {
			return null;
		}
	}

	static String parent(String path) {
		int dot = path.lastIndexOf('.');
		int bracket = path.lastIndexOf('[');
		int cut = Math.max(dot, bracket);
		return (cut <= 0) ? "" : path.substring(0, cut);
	}

}
