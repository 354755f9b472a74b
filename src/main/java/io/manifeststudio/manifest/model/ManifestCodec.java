package io.manifeststudio.manifest.model;

import org.springframework.stereotype.Component;

import io.manifeststudio.manifest.yaml.ManifestDocument;
import io.manifeststudio.manifest.yaml.ManifestParseException;
import io.manifeststudio.manifest.yaml.ManifestYamlReader;
import io.manifeststudio.manifest.yaml.ManifestYamlWriter;

/**
 * Role-manifest YAML in and out: {@link #read} gives the typed model over the document as
 * written, {@link #write} gives the YAML back in the era it came in, with nothing lost.
 */
@Component
public class ManifestCodec {

	private final ManifestYamlReader yamlReader;

	private final ManifestYamlWriter yamlWriter = new ManifestYamlWriter();

	private final RoleManifestReader modelReader = new RoleManifestReader();

	public ManifestCodec() {
		this(new ManifestYamlReader());
	}

	public ManifestCodec(ManifestYamlReader yamlReader) {
		this.yamlReader = yamlReader;
	}

	/**
	 * @throws ManifestParseException when the text is not a readable role manifest (with
	 * line and column)
	 */
	public RoleManifest read(String yaml) {
		return this.modelReader.read(this.yamlReader.read(yaml));
	}

	/**
	 * @throws ManifestParseException when the bytes are too many or not a readable role
	 * manifest
	 */
	public RoleManifest read(byte[] utf8) {
		return this.modelReader.read(this.yamlReader.read(utf8));
	}

	public RoleManifest read(ManifestDocument document) {
		return this.modelReader.read(document);
	}

	public String write(RoleManifest manifest) {
		return this.yamlWriter.write(manifest.document());
	}

}
