package io.manifeststudio.validation.studio;

import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.yaml.ManifestDocument;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * Turns a document path ({@code instance_groups[3].jobs[0].properties}) into fissile's
 * style, naming list items by their {@code name} (or a volume by its {@code tag}):
 * {@code instance_groups[api].jobs[nginx].properties}; keys that are not plain words,
 * such as template keys, go in brackets: {@code configuration.templates[properties.a.b]}.
 */
final class FissileStylePath {

	private FissileStylePath() {
	}

	static String of(RoleManifest manifest, DocPath path) {
		ManifestDocument document = manifest.document();
		StringBuilder text = new StringBuilder();
		Object current = document.root();
		for (Object segment : path.segments()) {
			if (segment instanceof Integer index && current instanceof List<?> list && index < list.size()) {
				current = list.get(index);
				text.append('[').append(label(current, index)).append(']');
			}
			else {
				current = (current instanceof Map<?, ?> map) ? map.get(segment) : null;
				if (segment instanceof Integer index) {
					text.append('[').append(index).append(']');
				}
				else if (String.valueOf(segment).matches("[A-Za-z0-9_-]+")) {
					text.append(text.isEmpty() ? "" : ".").append(segment);
				}
				else {
					// keys such as template keys (properties.a.b) are written in
					// brackets, as fissile does
					text.append('[').append(segment).append(']');
				}
			}
		}
		return text.toString();
	}

	/** The name of the group a document path lies in, or {@code null}. */
	static String groupName(RoleManifest manifest, DocPath path) {
		List<Object> segments = path.segments();
		if (segments.size() >= 2 && manifest.groupsKey().equals(segments.get(0))
				&& segments.get(1) instanceof Integer index && index < manifest.instanceGroups().size()) {
			return manifest.instanceGroups().get(index).name();
		}
		return null;
	}

	/**
	 * fissile names list items by their name (groups, jobs, ports, variables), volumes by
	 * their tag.
	 */
	static String label(Object item, int index) {
		if (item instanceof Map<?, ?> map) {
			for (String key : new String[] { "name", "tag" }) {
				Object value = map.get(key);
				if (value != null && !(value instanceof Map) && !(value instanceof List)) {
					return String.valueOf(value);
				}
			}
		}
		return String.valueOf(index);
	}

}
