package io.manifeststudio.manifest.yaml;

import java.util.HashSet;
import java.util.Set;
import java.util.regex.Pattern;

import org.yaml.snakeyaml.nodes.NodeId;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.resolver.Resolver;

/**
 * SnakeYAML's own resolver of plain scalars (which text is an int, a float, a boolean, a
 * null...), giving the same tag for every scalar with much less work. SnakeYAML tries the
 * regular expressions of the types registered for the scalar's first character, and then
 * those registered for any first character (null and the empty string) on every scalar no
 * longer than their limit (10 characters): a new {@code Matcher} each time, for most of a
 * manifest's keys and values, which was about a fifth of reading one. Here a scalar
 * longer than that limit whose first character no type starts with is a string at once
 * (SnakeYAML would try no expression on it), and the tag of the other short scalars is
 * remembered in a small table of the last ones seen ({@value #SLOTS} slots: a manifest
 * repeats its keys and values such as {@code name}, {@code true} or {@code 1} thousands
 * of times). The result is only ever what {@link Resolver#resolve} gives.
 */
public final class PlainScalarResolver extends Resolver {

	/**
	 * One resolver for every reader: it holds no state but the table, whose slots each
	 * hold one immutable entry.
	 */
	public static final PlainScalarResolver INSTANCE = new PlainScalarResolver();

	private static final int SLOTS = 4096;

	/** Longest scalar whose tag is remembered. */
	private static final int REMEMBERED_LENGTH = 32;

	/**
	 * The first characters some type is registered for (set while SnakeYAML's constructor
	 * registers them).
	 */
	private Set<Character> firstCharacters;

	/**
	 * The longest scalar that SnakeYAML tries the types registered for any first
	 * character on.
	 */
	private int anyFirstLimit;

	private final Resolved[] table = new Resolved[SLOTS];

	private PlainScalarResolver() {
	}

	@Override
	public void addImplicitResolver(Tag tag, Pattern regexp, String first, int limit) {
		if (this.firstCharacters == null) {
			this.firstCharacters = new HashSet<>();
		}
		if (first == null) {
			this.anyFirstLimit = Math.max(this.anyFirstLimit, limit);
		}
		else {
			for (char c : first.toCharArray()) {
				if (c == '\0') {
					// SnakeYAML files a NUL first character under "any first character"
					this.anyFirstLimit = Math.max(this.anyFirstLimit, limit);
				}
				else {
					this.firstCharacters.add(c);
				}
			}
		}
		super.addImplicitResolver(tag, regexp, first, limit);
	}

	@Override
	public Tag resolve(NodeId kind, String value, boolean implicit) {
		if (kind != NodeId.scalar || !implicit || value.isEmpty()) {
			return super.resolve(kind, value, implicit);
		}
		if (value.length() > this.anyFirstLimit && !this.firstCharacters.contains(value.charAt(0))) {
			return Tag.STR;
		}
		if (value.length() > REMEMBERED_LENGTH) {
			return super.resolve(kind, value, implicit);
		}
		int slot = value.hashCode() & (SLOTS - 1);
		Resolved known = this.table[slot];
		if (known != null && known.value().equals(value)) {
			return known.tag();
		}
		Tag tag = super.resolve(kind, value, implicit);
		this.table[slot] = new Resolved(value, tag);
		return tag;
	}

	/** A scalar's text and its tag. */
	private record Resolved(String value, Tag tag) {
	}

}
