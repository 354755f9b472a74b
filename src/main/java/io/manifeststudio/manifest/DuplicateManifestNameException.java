package io.manifeststudio.manifest;

/** Another manifest already has this name (names are unique). */
public class DuplicateManifestNameException extends RuntimeException {

	private final String name;

	public DuplicateManifestNameException(String name) {
		super("A manifest named \"" + name + "\" already exists; choose another name");
		this.name = name;
	}

	public String name() {
		return this.name;
	}

}
