package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.DocPath;
import io.manifeststudio.manifest.edit.DocumentChange.InsertItem;
import io.manifeststudio.manifest.edit.DocumentChange.RemoveValue;
import io.manifeststudio.manifest.edit.DocumentChange.SetValue;

/**
 * Applies changes to an in-memory document tree: the data that the text written by {@link FormatPreservingEditor}
 * must read back to. The input stays as it is (it is usually the reader's unmodifiable tree); the result is a deep,
 * unmodifiable copy whose numbers are typed as a safe load reads them back.
 */
public final class DocumentChanges {

	private DocumentChanges() {
	}

	/**
	 * The document after the changes, applied in order.
	 * @throws CannotEditTextException when a change cannot apply: its path leads nowhere, passes through a scalar,
	 * or indexes a map
	 */
	@SuppressWarnings("unchecked")
	public static Map<Object, Object> applyTo(Map<Object, Object> root, List<DocumentChange> changes) {
		Map<Object, Object> copy = (Map<Object, Object>) PlainData.copy(root);
		for (DocumentChange change : changes) {
			apply(copy, change);
		}
		return (Map<Object, Object>) PlainData.freeze(copy);
	}

	private static void apply(Map<Object, Object> root, DocumentChange change) {
		if (change instanceof SetValue set) {
			set(root, set.path(), PlainData.copy(set.value()));
		}
		else if (change instanceof RemoveValue remove) {
			remove(root, remove.path());
		}
		else if (change instanceof InsertItem insert) {
			insert(root, insert.listPath(), insert.index(), PlainData.copy(insert.value()));
		}
	}

	@SuppressWarnings("unchecked")
	private static void set(Map<Object, Object> root, DocPath path, Object value) {
		if (path.isRoot()) {
			throw new CannotEditTextException(path, "the whole document cannot be replaced by one change");
		}
		Object parent = container(root, path.parent(), true, path);
		Object last = path.last();
		if (parent instanceof List<?> list) {
			int index = index(path, list, last);
			((List<Object>) list).set(index, value);
		}
		else {
			Map<Object, Object> map = asMap(path, parent, last);
			map.put(Keys.find(map, last), value);
		}
	}

	@SuppressWarnings("unchecked")
	private static void remove(Map<Object, Object> root, DocPath path) {
		if (path.isRoot()) {
			throw new CannotEditTextException(path, "the whole document cannot be removed");
		}
		Object parent = container(root, path.parent(), false, path);
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
	private static void insert(Map<Object, Object> root, DocPath listPath, int index, Object value) {
		if (listPath.isRoot()) {
			throw new CannotEditTextException(listPath, "the document is a map, not a list");
		}
		Object parent = container(root, listPath.parent(), true, listPath);
		Object last = listPath.last();
		List<Object> list;
		if (parent instanceof List<?> items) {
			int at = index(listPath, items, last);
			Object current = items.get(at);
			list = (current == null) ? new ArrayList<>() : asList(listPath, current);
			((List<Object>) items).set(at, list);
		}
		else {
			Map<Object, Object> map = asMap(listPath, parent, last);
			Object key = Keys.find(map, last);
			Object current = map.get(key);
			list = (current == null) ? new ArrayList<>() : asList(listPath, current);
			map.put(key, list);
		}
		if (index < 0 || index > list.size()) {
			throw new CannotEditTextException(listPath,
					"cannot insert at index " + index + " into a list of " + list.size() + " items");
		}
		list.add(index, value);
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
	 * The map or list at a path. With {@code create}, missing map keys (and keys whose value is null) on the way are
	 * created as empty maps.
	 */
	@SuppressWarnings("unchecked")
	private static Object container(Map<Object, Object> root, DocPath path, boolean create, DocPath changed) {
		Object current = root;
		DocPath at = DocPath.ROOT;
		for (Object segment : path.segments()) {
			DocPath next = (segment instanceof Integer i) ? at.index(i) : at.key(segment);
			Object child;
			if (current instanceof List<?> list) {
				child = list.get(index(changed, list, segment));
				if (child == null && create) {
					child = new java.util.LinkedHashMap<>();
					((List<Object>) list).set((Integer) segment, child);
				}
			}
			else {
				Map<Object, Object> map = (Map<Object, Object>) current;
				if (segment instanceof Integer) {
					throw new CannotEditTextException(changed, "the value at " + describe(at) + " is a map, not a list");
				}
				Object key = Keys.find(map, segment);
				child = map.get(key);
				if (child == null) {
					if (!create) {
						throw new CannotEditTextException(changed, "there is no key '" + segment + "' at " + describe(at));
					}
					child = new java.util.LinkedHashMap<>();
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
			throw new CannotEditTextException(path, "the value at " + describe(path.parent())
					+ " is a list, which has no key '" + segment + "'");
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

}
