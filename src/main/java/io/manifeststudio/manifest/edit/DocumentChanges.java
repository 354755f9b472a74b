package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.edit.DocumentChange.InsertItem;
import io.manifeststudio.manifest.edit.DocumentChange.RemoveValue;
import io.manifeststudio.manifest.edit.DocumentChange.SetValue;

/**
 * Applies changes to an in-memory document tree: the data that the text written by
 * {@link FormatPreservingEditor} must read back to. The input stays as it is (it is
 * usually the reader's unmodifiable tree); the result is an unmodifiable tree that shares
 * every map and list the changes do not reach with the input (the maps and lists on the
 * way to a change are copied, one level each), and whose new values are typed as a safe
 * load reads them back. Copying the whole document for each edit cost as much as reading
 * it.
 */
public final class DocumentChanges {

	private DocumentChanges() {
	}

	/**
	 * The document after the changes, applied in order.
	 * @throws CannotEditTextException when a change cannot apply: its path leads nowhere,
	 * passes through a scalar, or indexes a map
	 */
	@SuppressWarnings("unchecked")
	public static Map<Object, Object> applyTo(Map<Object, Object> root, List<DocumentChange> changes) {
		Copies copies = new Copies();
		Map<Object, Object> copy = (Map<Object, Object>) copies.own(root);
		for (DocumentChange change : changes) {
			apply(copies, copy, change);
		}
		return (Map<Object, Object>) copies.freeze(copy);
	}

	private static void apply(Copies copies, Map<Object, Object> root, DocumentChange change) {
		if (change instanceof SetValue set) {
			set(copies, root, set.path(), PlainData.copy(set.value()));
		}
		else if (change instanceof RemoveValue remove) {
			remove(copies, root, remove.path());
		}
		else if (change instanceof InsertItem insert) {
			insert(copies, root, insert.listPath(), insert.index(), PlainData.copy(insert.value()));
		}
	}

	@SuppressWarnings("unchecked")
	private static void set(Copies copies, Map<Object, Object> root, DocPath path, Object value) {
		if (path.isRoot()) {
			throw new CannotEditTextException(path, "the whole document cannot be replaced by one change");
		}
		Object parent = container(copies, root, path.parent(), true, path);
		Object last = path.last();
		if (parent instanceof List<?> list) {
			int index = index(path, list, last);
			((List<Object>) list).set(index, copies.adopt(value));
		}
		else {
			Map<Object, Object> map = asMap(path, parent, last);
			map.put(Keys.find(map, last), copies.adopt(value));
		}
	}

	@SuppressWarnings("unchecked")
	private static void remove(Copies copies, Map<Object, Object> root, DocPath path) {
		if (path.isRoot()) {
			throw new CannotEditTextException(path, "the whole document cannot be removed");
		}
		Object parent = container(copies, root, path.parent(), false, path);
		Object last = path.last();
		if (parent instanceof List<?> list) {
			((List<Object>) list).remove(index(path, list, last));
		}
		else {
			Map<Object, Object> map = asMap(path, parent, last);
			Object key = Keys.find(map, last);
			if (!map.containsKey(key)) {
				throw new CannotEditTextException(path, "there is no key '" + last + "' to remove");
			}
			map.remove(key);
		}
	}

	@SuppressWarnings("unchecked")
	private static void insert(Copies copies, Map<Object, Object> root, DocPath listPath, int index, Object value) {
		if (listPath.isRoot()) {
			throw new CannotEditTextException(listPath, "the document is a map, not a list");
		}
		Object parent = container(copies, root, listPath.parent(), true, listPath);
		Object last = listPath.last();
		List<Object> list;
		if (parent instanceof List<?> items) {
			int at = index(listPath, items, last);
			Object current = items.get(at);
			list = (current == null) ? copies.adopt(new ArrayList<>())
					: (List<Object>) copies.own(asList(listPath, current));
			((List<Object>) items).set(at, list);
		}
		else {
			Map<Object, Object> map = asMap(listPath, parent, last);
			Object key = Keys.find(map, last);
			Object current = map.get(key);
			list = (current == null) ? copies.adopt(new ArrayList<>())
					: (List<Object>) copies.own(asList(listPath, current));
			map.put(key, list);
		}
		if (index < 0 || index > list.size()) {
			throw new CannotEditTextException(listPath,
					"cannot insert at index " + index + " into a list of " + list.size() + " items");
		}
		list.add(index, copies.adopt(value));
	}

	/** The parent map of a key; a list index on a map leads nowhere. */
	@SuppressWarnings("unchecked")
	private static Map<Object, Object> asMap(DocPath path, Object parent, Object last) {
		if (last instanceof Integer) {
			throw new CannotEditTextException(path,
					"the value at " + describe(path.parent()) + " is a map, not a list");
		}
		return (Map<Object, Object>) parent;
	}

	@SuppressWarnings("unchecked")
	private static List<Object> asList(DocPath path, Object value) {
		if (value instanceof List<?> list) {
			return (List<Object>) list;
		}
		throw new CannotEditTextException(path, "the value there is " + Keys.describe(value) + ", not a list");
	}

	/**
	 * The map or list at a path, as a copy of this application that may be changed (each
	 * map and list on the way is copied once and put in place of the original in its
	 * copied parent). With {@code create}, missing map keys (and keys whose value is
	 * null) on the way are created as empty maps.
	 */
	@SuppressWarnings("unchecked")
	private static Object container(Copies copies, Map<Object, Object> root, DocPath path, boolean create,
			DocPath changed) {
		Object current = root;
		DocPath at = DocPath.ROOT;
		for (Object segment : path.segments()) {
			DocPath next = (segment instanceof Integer i) ? at.index(i) : at.key(segment);
			Object child;
			if (current instanceof List<?> list) {
				int index = index(changed, list, segment);
				child = list.get(index);
				if (child == null && create) {
					child = copies.adopt(new java.util.LinkedHashMap<>());
				}
				if (child instanceof Map || child instanceof List) {
					child = copies.own(child);
					((List<Object>) list).set(index, child);
				}
			}
			else {
				Map<Object, Object> map = (Map<Object, Object>) current;
				if (segment instanceof Integer) {
					throw new CannotEditTextException(changed,
							"the value at " + describe(at) + " is a map, not a list");
				}
				Object key = Keys.find(map, segment);
				child = map.get(key);
				if (child == null) {
					if (!create) {
						throw new CannotEditTextException(changed,
								"there is no key '" + segment + "' at " + describe(at));
					}
					child = copies.adopt(new java.util.LinkedHashMap<>());
				}
				if (child instanceof Map || child instanceof List) {
					child = copies.own(child);
					map.put(key, child);
				}
			}
			if (!(child instanceof Map) && !(child instanceof List)) {
				throw new CannotEditTextException(changed, "the value at " + next + " is " + Keys.describe(child)
						+ ", which has no " + ((segment instanceof Integer) ? "items" : "keys"));
			}
			current = child;
			at = next;
		}
		return current;
	}

	private static int index(DocPath path, List<?> list, Object segment) {
		if (!(segment instanceof Integer index)) {
			throw new CannotEditTextException(path,
					"the value at " + describe(path.parent()) + " is a list, which has no key '" + segment + "'");
		}
		if (index < 0 || index >= list.size()) {
			throw new CannotEditTextException(path,
					"there is no item " + index + " in a list of " + list.size() + " items");
		}
		return index;
	}

	private static String describe(DocPath path) {
		return path.isRoot() ? "the root" : path.toString();
	}

	/**
	 * The maps and lists made by one application of changes: copies of the input's (one
	 * level: their items are still the input's until a change reaches into them) and new
	 * values. Only these are changed, and only these are made unmodifiable at the end;
	 * everything else is the input's own, which is never changed.
	 */
	private static final class Copies {

		private final Set<Object> made = Collections.newSetFromMap(new IdentityHashMap<>());

		/**
		 * A changeable copy of a map or list of the input, or the collection itself when
		 * it was made here.
		 */
		Object own(Object collection) {
			if (this.made.contains(collection)) {
				return collection;
			}
			Object copy;
			if (collection instanceof Map<?, ?> map) {
				copy = new LinkedHashMap<Object, Object>(map);
			}
			else {
				copy = new ArrayList<Object>((List<?>) collection);
			}
			this.made.add(copy);
			return copy;
		}

		/**
		 * A value made for the changes (a {@link PlainData#copy}, new maps and lists),
		 * with all it holds.
		 */
		<T> T adopt(T value) {
			if (value instanceof Map<?, ?> map) {
				this.made.add(map);
				map.values().forEach(this::adopt);
			}
			else if (value instanceof List<?> list) {
				this.made.add(list);
				list.forEach(this::adopt);
			}
			return value;
		}

		/**
		 * The result made unmodifiable: what was made here is wrapped, what is the
		 * input's is as it was.
		 */
		@SuppressWarnings("unchecked")
		Object freeze(Object value) {
			if (!this.made.contains(value)) {
				return value;
			}
			if (value instanceof Map<?, ?> map) {
				((Map<Object, Object>) map).replaceAll((key, item) -> freeze(item));
				return Collections.unmodifiableMap(map);
			}
			((List<Object>) value).replaceAll(this::freeze);
			return Collections.unmodifiableList((List<Object>) value);
		}

	}

}
