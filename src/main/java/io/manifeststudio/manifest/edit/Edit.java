package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

import io.manifeststudio.manifest.model.ContainerMode;
import io.manifeststudio.manifest.model.GroupType;

/**
 * One change a person makes on the board or a pipeline makes through the API, naming what
 * it changes by group name, never by position on a page. As JSON, an edit is an object
 * whose {@code op} says which one it is: {@code {"op": "move", "container":
 * "loggregator-agent", "from": "router", "to": "mysql"}}. {@link EditJson} reads that
 * JSON with messages that say what is wrong; the records check their required fields
 * themselves.
 * <p>
 * {@link EditPlanner} turns an edit into the document changes that write it where fissile
 * reads it, in the manifest's own format era.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "op")
@JsonSubTypes({ @JsonSubTypes.Type(value = Edit.Place.class, name = Edit.Place.OP),
		@JsonSubTypes.Type(value = Edit.Remove.class, name = Edit.Remove.OP),
		@JsonSubTypes.Type(value = Edit.Move.class, name = Edit.Move.OP),
		@JsonSubTypes.Type(value = Edit.Reorder.class, name = Edit.Reorder.OP),
		@JsonSubTypes.Type(value = Edit.SetMode.class, name = Edit.SetMode.OP),
		@JsonSubTypes.Type(value = Edit.CreateGroup.class, name = Edit.CreateGroup.OP),
		@JsonSubTypes.Type(value = Edit.RenameGroup.class, name = Edit.RenameGroup.OP),
		@JsonSubTypes.Type(value = Edit.DeleteGroup.class, name = Edit.DeleteGroup.OP),
		@JsonSubTypes.Type(value = Edit.SetField.class, name = Edit.SetField.OP),
		@JsonSubTypes.Type(value = Edit.Batch.class, name = Edit.Batch.OP) })
@JsonInclude(JsonInclude.Include.NON_NULL)
public sealed interface Edit {

	/** Every op, in the order the documentation lists them. */
	List<String> OPS = List.of(Place.OP, Remove.OP, Move.OP, Reorder.OP, SetMode.OP, CreateGroup.OP, RenameGroup.OP,
			DeleteGroup.OP, SetField.OP, Batch.OP);

	/** The name of this edit's op, as its JSON writes it. */
	String op();

	/**
	 * Puts a colocated-container group into a pod: at {@code index} of the pod's placed
	 * containers (the end when {@code null}), colocated unless {@code mode} says sidecar.
	 */
	record Place(@JsonProperty(required = true) String container, @JsonProperty(required = true) String pod,
			Integer index, ContainerMode mode) implements Edit {

		public static final String OP = "place";

		public Place {
			container = Required.name(OP, "container", container);
			pod = Required.name(OP, "pod", pod);
			Required.index(OP, index);
		}

		@Override
		public String op() {
			return OP;
		}

		/** The mode to place with: colocated unless the edit says otherwise. */
		public ContainerMode effectiveMode() {
			return (this.mode != null) ? this.mode : ContainerMode.COLOCATED;
		}

	}

	/** Takes a container out of a pod; the group itself stays. */
	record Remove(@JsonProperty(required = true) String container,
			@JsonProperty(required = true) String pod) implements Edit {

		public static final String OP = "remove";

		public Remove {
			container = Required.name(OP, "container", container);
			pod = Required.name(OP, "pod", pod);
		}

		@Override
		public String op() {
			return OP;
		}

	}

	/**
	 * Takes a container out of pod {@code from} and puts it into pod {@code to} at
	 * {@code index}, keeping its mode.
	 */
	record Move(@JsonProperty(required = true) String container, @JsonProperty(required = true) String from,
			@JsonProperty(required = true) String to, Integer index) implements Edit {

		public static final String OP = "move";

		public Move {
			container = Required.name(OP, "container", container);
			from = Required.name(OP, "from", from);
			to = Required.name(OP, "to", to);
			Required.index(OP, index);
		}

		@Override
		public String op() {
			return OP;
		}

	}

	/**
	 * Gives a pod's placed containers a new order (their start order): {@code containers}
	 * names them all.
	 */
	record Reorder(@JsonProperty(required = true) String pod,
			@JsonProperty(required = true) List<String> containers) implements Edit {

		public static final String OP = "reorder";

		public Reorder {
			pod = Required.name(OP, "pod", pod);
			if (containers == null) {
				throw new InvalidEditException("containers", "Op reorder needs containers: the pod's placed "
						+ "containers, every one of them, in their new order");
			}
			containers = containers.stream().map((name) -> Required.name(OP, "containers", name)).toList();
		}

		@Override
		public String op() {
			return OP;
		}

	}

	/** Marks a container placed in a pod colocated or sidecar. */
	record SetMode(@JsonProperty(required = true) String container, @JsonProperty(required = true) String pod,
			@JsonProperty(required = true) ContainerMode mode) implements Edit {

		public static final String OP = "set-mode";

		public SetMode {
			container = Required.name(OP, "container", container);
			pod = Required.name(OP, "pod", pod);
			if (mode == null) {
				throw new InvalidEditException("mode", "Op set-mode needs mode: colocated or sidecar");
			}
		}

		@Override
		public String op() {
			return OP;
		}

	}

	/**
	 * Adds a new group of this type at the end of the manifest's groups. {@code name} is
	 * accepted for {@code group}.
	 */
	record CreateGroup(@JsonProperty(required = true) @JsonAlias("name") String group,
			@JsonProperty(required = true) GroupType type) implements Edit {

		public static final String OP = "create-group";

		/** The types a new group may have. */
		public static final List<GroupType> TYPES = List.of(GroupType.BOSH, GroupType.BOSH_TASK,
				GroupType.COLOCATED_CONTAINER);

		public CreateGroup {
			group = Required.name(OP, "group", group);
			if (type == null || !TYPES.contains(type)) {
				throw new InvalidEditException("type",
						"Op create-group needs type: bosh, bosh-task or " + "colocated-container");
			}
		}

		@Override
		public String op() {
			return OP;
		}

	}

	/** Renames a group, and every reference to it. */
	record RenameGroup(@JsonProperty(required = true) String group,
			@JsonProperty(required = true) String name) implements Edit {

		public static final String OP = "rename-group";

		public RenameGroup {
			group = Required.name(OP, "group", group);
			name = Required.name(OP, "name", name);
		}

		@Override
		public String op() {
			return OP;
		}

	}

	/** Deletes a group that no pod places. */
	record DeleteGroup(@JsonProperty(required = true) String group) implements Edit {

		public static final String OP = "delete-group";

		public DeleteGroup {
			group = Required.name(OP, "group", group);
		}

		@Override
		public String op() {
			return OP;
		}

	}

	/**
	 * Sets one field of a group, named as fissile's messages write it below the group
	 * ({@code run.scaling.max}, {@code run.memory}, {@code tags},
	 * {@code ports[0].internal}, {@code image}, ...), to {@code value}: plain JSON data;
	 * {@code null} removes the field.
	 */
	record SetField(@JsonProperty(required = true) String group, @JsonProperty(required = true) String field,
			@JsonProperty(required = true) @JsonInclude(JsonInclude.Include.ALWAYS) Object value) implements Edit {

		public static final String OP = "set";

		public SetField {
			group = Required.name(OP, "group", group);
			field = Required.name(OP, "field", field);
		}

		@Override
		public String op() {
			return OP;
		}

	}

	/**
	 * Several edits as one action: applied one after the other on the text each leaves,
	 * written as one change of the draft (one version, one entry of the history, one undo
	 * step) or not at all. A batch inside a batch is taken apart into its edits; a batch
	 * has at least one edit.
	 */
	record Batch(@JsonProperty(required = true) List<Edit> edits) implements Edit {

		public static final String OP = "batch";

		public Batch {
			if (edits == null || edits.isEmpty()) {
				throw new InvalidEditException("edits", "Op batch needs edits: a list of one or more edits, such as "
						+ "[{\"op\": \"set\", \"group\": \"mysql\", \"field\": \"run.memory\", \"value\": 512}]");
			}
			List<Edit> flat = new ArrayList<>();
			for (Edit edit : edits) {
				if (edit == null) {
					throw new InvalidEditException("edits", "The edits of op batch cannot be null");
				}
				if (edit instanceof Batch inner) {
					flat.addAll(inner.edits());
				}
				else {
					flat.add(edit);
				}
			}
			edits = List.copyOf(flat);
		}

		@Override
		public String op() {
			return OP;
		}

	}

	/**
	 * The checks every record shares: names are present and not blank, indexes are not
	 * negative.
	 */
	final class Required {

		private Required() {
		}

		static String name(String op, String field, String value) {
			if (value == null || value.isBlank()) {
				throw new InvalidEditException(field, "Op " + op + " needs " + field + ", a name that is not blank");
			}
			return value.strip();
		}

		static void index(String op, Integer index) {
			if (index != null && index < 0) {
				throw new InvalidEditException("index",
						"The index of op " + op + " counts from 0 and cannot be " + index);
			}
		}

	}

}
