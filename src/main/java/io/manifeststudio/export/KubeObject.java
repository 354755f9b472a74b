package io.manifeststudio.export;

import java.util.Map;

/**
 * One generated Kubernetes object: its content as an ordered map (keys in the order they
 * are written), the group it was made for, and the {@link Origins} of its fields in the
 * manifest.
 */
public record KubeObject(Map<String, Object> content, String group, Origins origins) {

	public String kind() {
		return (String) this.content.get("kind");
	}

	public String name() {
		return (this.content.get("metadata") instanceof Map<?, ?> metadata) ? (String) metadata.get("name") : null;
	}

}
