package io.manifeststudio.manifest.yaml;

/** A place in the manifest's text: 1-based line and column. */
public record SourcePosition(int line, int column) {

	@Override
	public String toString() {
		return this.line + ":" + this.column;
	}

}
