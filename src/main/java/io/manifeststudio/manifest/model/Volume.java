package io.manifeststudio.manifest.model;

import java.util.Map;
import java.util.Objects;

import io.manifeststudio.manifest.yaml.DocPath;

/**
 * One volume of {@code run.volumes} (or of the legacy lists, whose type is implied).
 * {@code size} is in GB. {@code location} is where it was written.
 */
public record Volume(String type, String path, String tag, Long size, Map<Object, Object> annotations,
		VolumeSource source, DocPath location) {

	public static final String PERSISTENT = "persistent";

	public static final String SHARED = "shared";

	public static final String HOST = "host";

	public static final String EMPTY_DIR = "emptyDir";

	public static final String NONE = "none";

	public Volume {
		annotations = (annotations != null) ? annotations : Map.of();
	}

	public boolean isEmptyDir() {
		return EMPTY_DIR.equals(this.type);
	}

	public boolean isClaim() {
		return PERSISTENT.equals(this.type) || SHARED.equals(this.type);
	}

	/** fissile de-duplicates merged volumes on (type, path, tag, size, annotations). */
	boolean sameVolume(Volume other) {
		return Objects.equals(this.type, other.type) && Objects.equals(this.path, other.path)
				&& Objects.equals(this.tag, other.tag) && Objects.equals(this.size, other.size)
				&& Objects.equals(this.annotations, other.annotations);
	}

}
