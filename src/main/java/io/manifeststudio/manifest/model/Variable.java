package io.manifeststudio.manifest.model;

import io.manifeststudio.manifest.yaml.DocPath;

/**
 * A configurable input. {@code type} is the BOSH generator type ({@code password},
 * {@code certificate}, {@code ssh}, {@code rsa} or empty) in the BOSH style;
 * {@code legacy} marks a flat {@code configuration.variables} entry, where the type lives
 * in the options.
 */
public record Variable(String name, String type, VariableOptions options, boolean legacy, DocPath location) {

	public boolean isSecret() {
		return this.options.secret();
	}

}
