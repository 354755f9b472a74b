package io.manifeststudio.manifest.model;

/**
 * Which list a volume was written in: {@code volumes}, or the legacy
 * {@code persistent-volumes}/{@code shared-volumes}.
 */
public enum VolumeSource {

	VOLUMES("volumes"), PERSISTENT_VOLUMES("persistent-volumes"), SHARED_VOLUMES("shared-volumes");

	private final String key;

	VolumeSource(String key) {
		this.key = key;
	}

	public String key() {
		return this.key;
	}

}
