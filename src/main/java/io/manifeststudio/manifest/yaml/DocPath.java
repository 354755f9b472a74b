package io.manifeststudio.manifest.yaml;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * Where a value sits in a manifest document: a list of map keys and list indexes from the
 * root, such as {@code instance_groups[2].jobs[0].properties.bosh_containerization.run}.
 * Paths are how the model remembers where each value was written, how findings find their
 * source line, and how edits find their place.
 * <p>
 * A path is its parent plus one segment, so that making a child path costs one small
 * object whatever the depth (the reader makes one for every entry of a document); its
 * hash is computed once.
 */
public final class DocPath implements Comparable<DocPath> {

	public static final DocPath ROOT = new DocPath(null, null);

	private final DocPath parent;

	private final Object segment;

	private final int size;

	private final int hash;

	private List<Object> segments;

	private DocPath(DocPath parent, Object segment) {
		this.parent = parent;
		this.segment = segment;
		this.size = (parent != null) ? parent.size + 1 : 0;
		this.hash = (parent != null) ? 31 * parent.hash + Objects.hashCode(segment) : 1;
		this.segments = (parent != null) ? null : List.of();
	}

	public static DocPath of(Object... segments) {
		DocPath path = ROOT;
		for (Object segment : segments) {
			path = (segment instanceof Integer index) ? path.index(index) : path.key(String.valueOf(segment));
		}
		return path;
	}

	public DocPath key(Object key) {
		return new DocPath(this, (key instanceof Integer) ? String.valueOf(key) : key);
	}

	public DocPath index(int index) {
		return new DocPath(this, index);
	}

	public List<Object> segments() {
		List<Object> result = this.segments;
		if (result == null) {
			Object[] items = new Object[this.size];
			DocPath current = this;
			for (int i = this.size - 1; i >= 0; i--) {
				items[i] = current.segment;
				current = current.parent;
			}
			result = Collections.unmodifiableList(new ArrayList<>(java.util.Arrays.asList(items)));
			this.segments = result;
		}
		return result;
	}

	public boolean isRoot() {
		return this.size == 0;
	}

	public DocPath parent() {
		return (this.parent != null) ? this.parent : this;
	}

	public Object last() {
		return this.segment;
	}

	public boolean startsWith(DocPath prefix) {
		if (prefix.size > this.size) {
			return false;
		}
		DocPath current = this;
		while (current.size > prefix.size) {
			current = current.parent;
		}
		return current.equals(prefix);
	}

	@Override
	public String toString() {
		StringBuilder text = new StringBuilder();
		for (Object segment : segments()) {
			if (segment instanceof Integer index) {
				text.append('[').append(index).append(']');
			}
			else {
				if (!text.isEmpty()) {
					text.append('.');
				}
				text.append(segment);
			}
		}
		return text.toString();
	}

	@Override
	public boolean equals(Object other) {
		if (this == other) {
			return true;
		}
		if (!(other instanceof DocPath path) || path.hash != this.hash || path.size != this.size) {
			return false;
		}
		DocPath a = this;
		DocPath b = path;
		while (a != null && a != b) {
			if (!Objects.equals(a.segment, b.segment)) {
				return false;
			}
			a = a.parent;
			b = b.parent;
		}
		return true;
	}

	@Override
	public int hashCode() {
		return this.hash;
	}

	@Override
	public int compareTo(DocPath other) {
		List<Object> mine = segments();
		List<Object> theirs = other.segments();
		int common = Math.min(mine.size(), theirs.size());
		for (int i = 0; i < common; i++) {
			Object a = mine.get(i);
			Object b = theirs.get(i);
			int order;
			if (a instanceof Integer x && b instanceof Integer y) {
				order = Integer.compare(x, y);
			}
			else {
				order = String.valueOf(a).compareTo(String.valueOf(b));
			}
			if (order != 0) {
				return order;
			}
		}
		return Integer.compare(mine.size(), theirs.size());
	}

}
