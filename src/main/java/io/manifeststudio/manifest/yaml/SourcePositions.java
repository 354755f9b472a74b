package io.manifeststudio.manifest.yaml;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;

/**
 * The source position of every key and list item of a document read from text. A path
 * with no position of its own (a default, or a value built in memory) falls back to its
 * nearest ancestor that has one.
 */
public final class SourcePositions {

	public static final SourcePositions NONE = new SourcePositions(Map.of());

	private final Map<DocPath, SourcePosition> positions;

	public SourcePositions(Map<DocPath, SourcePosition> positions) {
		this.positions = Map.copyOf(positions);
	}

	private SourcePositions(Map<DocPath, SourcePosition> positions, boolean owned) {
		this.positions = Collections.unmodifiableMap(positions);
	}

	/** Takes a map the caller made and no longer changes, without copying it. */
	public static SourcePositions owning(Map<DocPath, SourcePosition> positions) {
		return new SourcePositions(positions, true);
	}

	/** The position of the path itself, if it was written in the text. */
	public Optional<SourcePosition> exact(DocPath path) {
		return Optional.ofNullable(this.positions.get(path));
	}

	/** The position of the path, or of its nearest written ancestor. */
	public Optional<SourcePosition> nearest(DocPath path) {
		DocPath current = path;
		while (true) {
			SourcePosition position = this.positions.get(current);
			if (position != null) {
				return Optional.of(position);
			}
			if (current.isRoot()) {
				return Optional.empty();
			}
			current = current.parent();
		}
	}

	/** Every path written in the text, with its position. */
	public void forEach(java.util.function.BiConsumer<? super DocPath, ? super SourcePosition> action) {
		this.positions.forEach(action);
	}

	public int size() {
		return this.positions.size();
	}

}
