package io.manifeststudio.editor.forms;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What a sent group form changes, field by field, against the group's current values: one
 * {@link Change} per changed field (the {@code set} edit that writes it), and the
 * type-level problem of each changed field whose text fissile would not read as intended.
 * A field that was not sent, or that was sent with the value it has, changes nothing.
 * <p>
 * The changes come in an order that keeps every path valid while they are applied one
 * after the other: first the changed fields (rows keep their positions), then removed
 * rows from the last to the first of each list, then new rows, each appended at the end
 * of its list.
 */
final class GroupFormChanges {

	/**
	 * One field to set: its path below the group and the value to write ({@code null}
	 * removes it).
	 */
	record Change(String field, Object value) {
	}

	private final List<Change> changes;

	private final Map<String, FieldProblem> problems;

	private GroupFormChanges(List<Change> changes, Map<String, FieldProblem> problems) {
		this.changes = List.copyOf(changes);
		this.problems = Map.copyOf(problems);
	}

	static GroupFormChanges between(GroupFormLayout layout, GroupFormValues current, GroupFormValues typed) {
		List<Change> sets = new ArrayList<>();
		List<Change> removals = new ArrayList<>();
		List<Change> additions = new ArrayList<>();
		Map<String, FieldProblem> problems = new LinkedHashMap<>();
		Map<String, Integer> addedPerList = new LinkedHashMap<>();
		for (FormSection section : layout.sections()) {
			for (GroupField field : section.fields()) {
				compare(field, current, typed, sets, problems);
			}
			List<FormRow> removedRows = new ArrayList<>();
			for (FormRow row : section.rows()) {
				if (typed.isRemoved(row.prefix())) {
					if (!row.isNew()) {
						removedRows.add(row);
					}
				}
				else if (row.isNew()) {
					Map<String, Object> entry = newRow(row, typed, problems);
					if (entry != null) {
						String list = row.list();
						int index = current.rows(list) - removedCount(typed, current, list)
								+ addedPerList.merge(list, 1, Integer::sum) - 1;
						additions.add(new Change(list + "[" + index + "]", entry));
					}
				}
				else {
					for (GroupField field : row.fields()) {
						compare(field, current, typed, sets, problems);
					}
				}
			}
			removedRows
				.sort(Comparator.comparing(FormRow::list).thenComparing(FormRow::index, Comparator.reverseOrder()));
			for (FormRow row : removedRows) {
				removals.add(new Change(row.prefix(), null));
			}
		}
		List<Change> changes = new ArrayList<>(sets);
		changes.addAll(removals);
		changes.addAll(additions);
		return new GroupFormChanges(changes, problems);
	}

	/** The {@code set} edits, in the order to apply them. */
	List<Change> changes() {
		return this.changes;
	}

	/** The type-level problem of each changed field that has one, by path. */
	Map<String, FieldProblem> problems() {
		return this.problems;
	}

	boolean hasProblems() {
		return !this.problems.isEmpty();
	}

	/**
	 * The changes whose fields have no type-level problem: what can be tried on the draft
	 * as it would be.
	 */
	List<Change> applicable() {
		return this.changes.stream()
			.filter((change) -> this.problems.keySet()
				.stream()
				.noneMatch((path) -> path.equals(change.field()) || path.startsWith(change.field() + ".")))
			.toList();
	}

	/**
	 * The type-level problem of one field's typed text, whether or not it changed: what
	 * the form says beside a field as it is typed.
	 */
	static Optional<FieldProblem> check(GroupField field, String text) {
		if (text == null || field.kind() == FieldKind.FLAG) {
			return Optional.empty();
		}
		if (text.isBlank()) {
			return field.required() ? Optional.of(new FieldProblem("group.check.required")) : Optional.empty();
		}
		return field.kind().check(text);
	}

	private static void compare(GroupField field, GroupFormValues current, GroupFormValues typed, List<Change> sets,
			Map<String, FieldProblem> problems) {
		if (field.kind() == FieldKind.TAGS) {
			compareChoices(field, current, typed, sets);
			return;
		}
		String text = typed.text(field.path());
		if (text == null) {
			return;
		}
		String was = current.text(field.path());
		if (text.strip().equals((was != null) ? was.strip() : "")) {
			return;
		}
		Optional<FieldProblem> problem = check(field, text);
		if (problem.isPresent()) {
			problems.put(field.path(), problem.get());
			return;
		}
		Object value = field.kind().value(text);
		if (!Objects.equals(value, valueOf(field, was))) {
			sets.add(new Change(field.path(), value));
		}
	}

	private static void compareChoices(GroupField field, GroupFormValues current, GroupFormValues typed,
			List<Change> sets) {
		List<String> chosen = typed.choices(field.path());
		if (chosen == null) {
			return;
		}
		List<String> was = current.choices(field.path());
		if (new LinkedHashSet<>(chosen).equals(new LinkedHashSet<>((was != null) ? was : List.of()))) {
			return;
		}
		List<String> ordered = field.options().stream().filter(chosen::contains).toList();
		sets.add(new Change(field.path(), ordered.isEmpty() ? null : ordered));
	}

	/**
	 * The entry a new row adds, or {@code null} when it was left blank or has a problem
	 * (then in {@code problems}).
	 */
	private static Map<String, Object> newRow(FormRow row, GroupFormValues typed, Map<String, FieldProblem> problems) {
		boolean blank = row.fields()
			.stream()
			.allMatch((field) -> typed.text(field.path()) == null || typed.text(field.path()).isBlank());
		if (blank) {
			return null;
		}
		Map<String, Object> entry = new LinkedHashMap<>();
		boolean valid = true;
		for (GroupField field : row.fields()) {
			String text = typed.text(field.path());
			Optional<FieldProblem> problem = check(field, (text != null) ? text : "");
			if (problem.isPresent()) {
				problems.put(field.path(), problem.get());
				valid = false;
				continue;
			}
			Object value = field.kind().value(text);
			if (value != null) {
				entry.put(field.path().substring(row.prefix().length() + 1), value);
			}
		}
		return valid ? entry : null;
	}

	private static int removedCount(GroupFormValues typed, GroupFormValues current, String list) {
		int removed = 0;
		for (String prefix : GroupFormValues.rowPrefixes(list, current.rows(list))) {
			if (typed.isRemoved(prefix)) {
				removed++;
			}
		}
		return removed;
	}

	private static Object valueOf(GroupField field, String text) {
		try {
			return field.kind().value(text);
		}
		catch (RuntimeException ex) {
			// The draft holds something the form would not accept (a port written
			// "80/tcp"): any typed value differs.
			return text;
		}
	}

}
