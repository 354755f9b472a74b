package io.manifeststudio.manifest;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * Where a value sits in a manifest document: a list of map keys and list indexes from the root, such as
 * {@code instance_groups[2].jobs[0].properties.bosh_containerization.run}. Paths are how the model remembers
 * where each value was written, how findings find their source line, and how edits find their place.
 */
public final class DocPath implements Comparable<DocPath> {

	public static final DocPath ROOT = new DocPath(List.of());

	private final List<Object> segments;

	private DocPath(List<Object> segments) {
		this.segments = segments;
	}

	public static DocPath of(Object... segments) {
		DocPath path = ROOT;
		for (Object segment : segments) {
			path = (segment instanceof Integer index) ? path.index(index) : path.key(String.valueOf(segment));
		}
		return path;
	}

	public DocPath key(Object key) {
		return append(key instanceof Integer ? String.valueOf(key) : key);
	}

	public DocPath index(int index) {
		return append(index);
	}

	private DocPath append(Object segment) {
		List<Object> next = new ArrayList<>(this.segments.size() + 1);
		next.addAll(this.segments);
		next.add(segment);
		return new DocPath(Collections.unmodifiableList(next));
	}

	public List<Object> segments() {
		return this.segments;
	}

	public boolean isRoot() {
		return this.segments.isEmpty();
	}

	public DocPath parent() {
		return this.segments.isEmpty() ? this : new DocPath(this.segments.subList(0, this.segments.size() - 1));
	}

	public Object last() {
		return this.segments.isEmpty() ? null : this.segments.get(this.segments.size() - 1);
	}

	public boolean startsWith(DocPath prefix) {
		return prefix.segments.size() <= this.segments.size()
				&& this.segments.subList(0, prefix.segments.size()).equals(prefix.segments);
	}

	@Override
	public String toString() {
		StringBuilder text = new StringBuilder();
		for (Object segment : this.segments) {
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
		return other instanceof DocPath path && this.segments.equals(path.segments);
	}

	@Override
	public int hashCode() {
		return Objects.hash(this.segments);
	}

	@Override
	public int compareTo(DocPath other) {
		int common = Math.min(this.segments.size(), other.segments.size());
		for (int i = 0; i < common; i++) {
			Object a = this.segments.get(i);
			Object b = other.segments.get(i);
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
		return Integer.compare(this.segments.size(), other.segments.size());
	}

}
