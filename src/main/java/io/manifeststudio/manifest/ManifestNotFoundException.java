package io.manifeststudio.manifest;

/** No manifest has this id. */
public class ManifestNotFoundException extends RuntimeException {

	private final long id;

	public ManifestNotFoundException(long id) {
		super("There is no manifest with id " + id);
		this.id = id;
	}

	public long id() {
		return this.id;
	}

}
