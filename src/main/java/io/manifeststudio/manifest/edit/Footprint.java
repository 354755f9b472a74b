package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What an edit reads and what it writes, by group: a group's identity (that it exists
 * under its name), the containers its pod places ({@code colocated_containers} and
 * {@code sidecars}, wherever the era writes them), or one of its fields
 * ({@code run.memory}, {@code ports[0]}). Two changes of one draft are independent when
 * neither writes what the other reads or writes; then an edit made on an older version
 * can be planned again on the newer draft (rebased), and an undo can revert one change
 * under the later ones. A whole-draft replacement, a rename and a delete touch everything
 * ({@link #ALL}): renaming or deleting rewrites every reference to the group.
 * <p>
 * Stored with each change in the change log as JSON ({@link #toJson}, {@link #fromJson}).
 */
public final class Footprint {

	/**
	 * The part of a group a change reads or writes: {@code path} is empty for the group's
	 * identity.
	 */
	public record Part(String group, String path) {

		static final String PLACEMENTS = "colocated_containers";

		boolean isIdentity() {
			return this.path.isEmpty();
		}

		/** Whether writing this part changes what {@code other} says. */
		boolean writeTouches(Part other) {
			if (!this.group.equals(other.group)) {
				return false;
			}
			if (isIdentity()) {
				return true;
			}
			return !other.isIdentity() && related(this.path, other.path);
		}

		private static boolean related(String a, String b) {
			return a.equals(b) || prefixOf(a, b) || prefixOf(b, a);
		}

		private static boolean prefixOf(String prefix, String path) {
			return path.startsWith(prefix)
					&& (path.charAt(prefix.length()) == '.' || path.charAt(prefix.length()) == '[');
		}

	}

	/** Everything: no change is independent of it. */
	public static final Footprint ALL = new Footprint(true, Set.of(), Set.of());

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private final boolean all;

	private final Set<Part> reads;

	private final Set<Part> writes;

	private Footprint(boolean all, Set<Part> reads, Set<Part> writes) {
		this.all = all;
		this.reads = Set.copyOf(reads);
		this.writes = Set.copyOf(writes);
	}

	/** The footprint of an edit (of a batch: of all its edits). */
	public static Footprint of(Edit edit) {
		Set<Part> reads = new LinkedHashSet<>();
		Set<Part> writes = new LinkedHashSet<>();
		if (!collect(edit, reads, writes)) {
			return ALL;
		}
		return new Footprint(false, reads, writes);
	}

	/** The groups it reads or writes, in no particular order (none for {@link #ALL}). */
	public Set<String> groups() {
		Set<String> groups = new LinkedHashSet<>();
		this.writes.forEach((part) -> groups.add(part.group()));
		this.reads.forEach((part) -> groups.add(part.group()));
		return groups;
	}

	/**
	 * Whether this change and {@code other} depend on each other: one writes what the
	 * other reads or writes.
	 */
	public boolean overlaps(Footprint other) {
		if (this.all || other.all) {
			return true;
		}
		return writesAny(this.writes, other) || writesAny(other.writes, this);
	}

	private static boolean writesAny(Set<Part> writes, Footprint other) {
		for (Part write : writes) {
			for (Part part : other.writes) {
				if (write.writeTouches(part)) {
					return true;
				}
			}
			for (Part part : other.reads) {
				if (write.writeTouches(part)) {
					return true;
				}
			}
		}
		return false;
	}

	/** The footprint as stored in the change log. */
	public String toJson() {
		if (this.all) {
			return "{\"all\":true}";
		}
		return JSON.writeValueAsString(Map.of("reads", parts(this.reads), "writes", parts(this.writes)));
	}

	/**
	 * A stored footprint; {@code null} (a change logged before footprints were kept) is
	 * {@link #ALL}.
	 */
	public static Footprint fromJson(String json) {
		if (json == null || json.isBlank()) {
			return ALL;
		}
		JsonNode tree = JSON.readTree(json);
		if (tree.path("all").asBoolean(false)) {
			return ALL;
		}
		return new Footprint(false, parts(tree.path("reads")), parts(tree.path("writes")));
	}

	private static List<List<String>> parts(Set<Part> parts) {
		List<List<String>> list = new ArrayList<>();
		parts.forEach((part) -> list.add(List.of(part.group(), part.path())));
		list.sort((a, b) -> (a.get(0) + "\u0000" + a.get(1)).compareTo(b.get(0) + "\u0000" + b.get(1)));
		return list;
	}

	private static Set<Part> parts(JsonNode array) {
		Set<Part> parts = new LinkedHashSet<>();
		for (JsonNode item : array.values()) {
			parts.add(new Part(item.get(0).stringValue(), item.get(1).stringValue()));
		}
		return parts;
	}

	/** Adds what the edit reads and writes; false when it touches everything. */
	private static boolean collect(Edit edit, Set<Part> reads, Set<Part> writes) {
		if (edit instanceof Edit.Batch batch) {
			for (Edit each : batch.edits()) {
				if (!collect(each, reads, writes)) {
					return false;
				}
			}
		}
		else if (edit instanceof Edit.Place place) {
			reads.add(identity(place.container()));
			reads.add(identity(place.pod()));
			writes.add(placements(place.pod()));
		}
		else if (edit instanceof Edit.Remove remove) {
			reads.add(identity(remove.container()));
			writes.add(placements(remove.pod()));
		}
		else if (edit instanceof Edit.Move move) {
			reads.add(identity(move.container()));
			writes.add(placements(move.from()));
			writes.add(placements(move.to()));
		}
		else if (edit instanceof Edit.Reorder reorder) {
			writes.add(placements(reorder.pod()));
		}
		else if (edit instanceof Edit.SetMode mode) {
			reads.add(identity(mode.container()));
			writes.add(placements(mode.pod()));
		}
		else if (edit instanceof Edit.CreateGroup create) {
			writes.add(identity(create.group()));
		}
		else if (edit instanceof Edit.SetField set) {
			reads.add(identity(set.group()));
			writes.add(field(set.group(), set.field()));
		}
		else {
			// rename-group and delete-group rewrite or check every reference to the group
			return false;
		}
		return true;
	}

	private static Part identity(String group) {
		return new Part(group, "");
	}

	private static Part placements(String group) {
		return new Part(group, Part.PLACEMENTS);
	}

	/** A field; one that holds placements (in any era) is the placements. */
	private static Part field(String group, String field) {
		String path = field.strip();
		for (String segment : path.split("[.\\[\\]]+")) {
			if (segment.equals(Part.PLACEMENTS) || segment.equals("sidecars") || segment.equals("jobs")) {
				// v3 keeps placements below the jobs: a change of the jobs may change
				// them.
				return segment.equals("jobs") ? new Part(group, "") : placements(group);
			}
		}
		return new Part(group, path);
	}

}
