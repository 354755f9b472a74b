package io.manifeststudio.export.rules;

import java.util.List;
import java.util.Map;

/**
 * A field of a generated (or rendered) object: its value and its path in the API server's
 * style ({@code spec.template.spec.containers[1].ports[0]}). The path text is built only
 * when asked for, since checks walk many fields and report few.
 */
public final class Node {

	private final Node parent;

	private final String key;

	private final int index;

	private final Object value;

	private String path;

	private Node(Node parent, String key, int index, Object value) {
		this.parent = parent;
		this.key = key;
		this.index = index;
		this.value = value;
	}

	/** A root node at the given path ({@code ""} for an object's root). */
	public Node(String path, Object value) {
		this(null, null, -1, value);
		this.path = path;
	}

	public Object value() {
		return this.value;
	}

	public String path() {
		if (this.path == null) {
			String base = this.parent.path();
			if (this.key != null) {
				this.path = base.isEmpty() ? this.key : base + "." + this.key;
			}
			else {
				this.path = base + "[" + this.index + "]";
			}
		}
		return this.path;
	}

	public Node child(String key) {
		Object child = (this.value instanceof Map<?, ?> map) ? map.get(key) : null;
		return new Node(this, key, -1, child);
	}

	/**
	 * The entries of a list field, each with its {@code [i]} path; none when the field is
	 * not a list.
	 */
	public List<Node> items(String key) {
		Object list = (this.value instanceof Map<?, ?> map) ? map.get(key) : null;
		if (!(list instanceof List<?> values) || values.isEmpty()) {
			return List.of();
		}
		Node field = new Node(this, key, -1, list);
		Node[] items = new Node[values.size()];
		for (int i = 0; i < items.length; i++) {
			items[i] = new Node(field, null, i, values.get(i));
		}
		return List.of(items);
	}

	/**
	 * The raw values of a list field (none when it is not a list), for checks that walk
	 * long lists.
	 */
	public List<?> values(String key) {
		Object list = (this.value instanceof Map<?, ?> map) ? map.get(key) : null;
		return (list instanceof List<?> values) ? values : List.of();
	}

	/**
	 * Item {@code index} of a list field, with its path; for reporting what
	 * {@link #values} found.
	 */
	public Node item(String key, int index) {
		Node field = child(key);
		Object item = (field.value instanceof List<?> values && index < values.size()) ? values.get(index) : null;
		return new Node(field, null, index, item);
	}

	public boolean present() {
		return this.value != null;
	}

	public boolean has(String key) {
		return this.value instanceof Map<?, ?> map && map.get(key) != null;
	}

	public boolean isMap() {
		return this.value instanceof Map<?, ?>;
	}

	public Map<?, ?> map() {
		return (this.value instanceof Map<?, ?> map) ? map : Map.of();
	}

	/** The value as text ({@code null} when absent; numbers and booleans as written). */
	public String text() {
		return (this.value != null) ? String.valueOf(this.value) : null;
	}

	/** The value as text, or {@code ""} when absent. */
	public String string() {
		return (this.value != null) ? String.valueOf(this.value) : "";
	}

	/** The value as a whole number, or {@code null} when it is absent or not a number. */
	public Long number() {
		if (this.value instanceof Number number) {
			return number.longValue();
		}
		return null;
	}

}
