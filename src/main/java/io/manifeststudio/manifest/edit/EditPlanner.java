package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import tools.jackson.databind.json.JsonMapper;

import io.manifeststudio.manifest.model.ContainerMode;
import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.GroupType;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.edit.DocumentChange.InsertItem;
import io.manifeststudio.manifest.edit.DocumentChange.RemoveValue;
import io.manifeststudio.manifest.edit.DocumentChange.SetValue;

/**
 * Plans an {@link Edit} on a manifest: the document changes that write it where fissile
 * reads it, in the manifest's own format era, with a one-line summary; or an
 * {@link EditRefusedException} that says why it cannot apply.
 * <p>
 * Containers are placed in pods through {@code colocated_containers} and our
 * {@code sidecars} extension, kept consistent by {@link PodPlacements}; a group's fields
 * are written by {@link FieldChanges}. Only {@code colocated-container} groups are
 * placed, and only into the pods of {@code bosh} and {@code bosh-task} groups. A new
 * group is appended to the groups with its name, type and an empty list of jobs: what it
 * still lacks (jobs, run settings) the validator reports.
 */
public final class EditPlanner {

	/**
	 * A group name becomes a container and workload name: a DNS-1123 label, at most 63
	 * characters.
	 */
	private static final Pattern GROUP_NAME = Pattern.compile("[a-z0-9]([-a-z0-9]*[a-z0-9])?");

	private static final int GROUP_NAME_MAX = 63;

	private static final int SHOWN_VALUE_MAX = 80;

	private static final JsonMapper JSON = JsonMapper.builder().build();

	/**
	 * @throws EditRefusedException when the edit cannot apply to this manifest
	 */
	public PlannedEdit plan(RoleManifest manifest, Edit edit) {
		if (edit instanceof Edit.Place place) {
			return place(manifest, place);
		}
		if (edit instanceof Edit.Remove remove) {
			return remove(manifest, remove);
		}
		if (edit instanceof Edit.Move move) {
			return move(manifest, move);
		}
		if (edit instanceof Edit.Reorder reorder) {
			return reorder(manifest, reorder);
		}
		if (edit instanceof Edit.SetMode setMode) {
			return setMode(manifest, setMode);
		}
		if (edit instanceof Edit.CreateGroup create) {
			return create(manifest, create);
		}
		if (edit instanceof Edit.RenameGroup rename) {
			return rename(manifest, rename);
		}
		if (edit instanceof Edit.DeleteGroup delete) {
			return delete(manifest, delete);
		}
		return set(manifest, (Edit.SetField) edit);
	}

	private PlannedEdit place(RoleManifest manifest, Edit.Place place) {
		group(manifest, place.container());
		group(manifest, place.pod());
		if (place.container().equals(place.pod())) {
			throw new EditRefusedException(place.container() + " cannot be placed in its own pod");
		}
		PodPlacements pod = pod(manifest, place.pod());
		checkPlaceable(manifest, place.container(), pod);
		int index = index(place.index(), pod);
		PodPlacements.Insertion insertion = pod.insert(place.container(), index);
		List<DocumentChange> changes = new ArrayList<>(insertion.changes());
		ContainerMode mode = place.effectiveMode();
		if (mode == ContainerMode.SIDECAR) {
			changes.addAll(pod.markSidecar(place.container(), insertion.owner()));
		}
		else {
			changes.addAll(pod.markColocated(place.container()));
		}
		return new PlannedEdit(changes, place.container() + " placed in pod " + place.pod()
				+ ((mode == ContainerMode.SIDECAR) ? " as a sidecar" : ""));
	}

	private PlannedEdit remove(RoleManifest manifest, Edit.Remove remove) {
		PodPlacements pod = placing(manifest, remove.container(), remove.pod());
		return new PlannedEdit(pod.removeAll(remove.container()),
				remove.container() + " removed from pod " + remove.pod());
	}

	private PlannedEdit move(RoleManifest manifest, Edit.Move move) {
		PodPlacements from = placing(manifest, move.container(), move.from());
		if (move.from().equals(move.to())) {
			throw new EditRefusedException(move.container() + " is already in pod " + move.to()
					+ ": to change its place there, reorder the pod");
		}
		PodPlacements to = pod(manifest, move.to());
		checkPlaceable(manifest, move.container(), to);
		ContainerMode mode = from.group().modeOf(move.container());
		List<DocumentChange> changes = new ArrayList<>(from.removeAll(move.container()));
		PodPlacements.Insertion insertion = to.insert(move.container(), index(move.index(), to));
		changes.addAll(insertion.changes());
		changes.addAll((mode == ContainerMode.SIDECAR) ? to.markSidecar(move.container(), insertion.owner())
				: to.markColocated(move.container()));
		return new PlannedEdit(changes, move.container() + " moved from pod " + move.from() + " to pod " + move.to());
	}

	private PlannedEdit reorder(RoleManifest manifest, Edit.Reorder reorder) {
		PodPlacements pod = pod(manifest, reorder.pod());
		List<String> placed = pod.names();
		List<String> sortedPlaced = placed.stream().sorted().toList();
		List<String> sortedWanted = reorder.containers().stream().sorted().toList();
		if (!sortedPlaced.equals(sortedWanted)) {
			throw new EditRefusedException("A reorder names every container placed in pod " + reorder.pod()
					+ ", each once, in their new order: it places " + list(placed) + ", not "
					+ list(reorder.containers()));
		}
		return new PlannedEdit(pod.reorder(reorder.containers()),
				"containers of pod " + reorder.pod() + " reordered: " + String.join(", ", reorder.containers()));
	}

	private PlannedEdit setMode(RoleManifest manifest, Edit.SetMode setMode) {
		PodPlacements pod = placing(manifest, setMode.container(), setMode.pod());
		String name = setMode.container();
		List<DocumentChange> changes = (setMode.mode() == ContainerMode.SIDECAR)
				? pod.markSidecar(name, pod.ownerOf(name)) : pod.markColocated(name);
		String summary = (setMode.mode() == ContainerMode.SIDECAR) ? name + " became a sidecar of " + setMode.pod()
				: name + " became a colocated container of " + setMode.pod();
		return new PlannedEdit(changes, summary);
	}

	private PlannedEdit create(RoleManifest manifest, Edit.CreateGroup create) {
		checkNewName(manifest, create.group());
		Map<Object, Object> group = new LinkedHashMap<>();
		group.put("name", create.group());
		group.put("type", create.type().yamlName());
		group.put("jobs", new ArrayList<>());
		DocPath groups = DocPath.of(manifest.groupsKey());
		int end = (manifest.document().get(groups) instanceof List<?> items) ? items.size() : 0;
		return new PlannedEdit(List.of(new InsertItem(groups, end, group)),
				create.type().yamlName() + " group " + create.group() + " created");
	}

	private PlannedEdit rename(RoleManifest manifest, Edit.RenameGroup rename) {
		InstanceGroup group = group(manifest, rename.group());
		if (rename.group().equals(rename.name())) {
			throw new EditRefusedException("Group " + rename.group() + " already has that name");
		}
		checkNewName(manifest, rename.name());
		List<DocumentChange> changes = new ArrayList<>();
		changes.add(new SetValue(group.location().key("name"), rename.name()));
		for (InstanceGroup each : manifest.instanceGroups()) {
			changes.addAll(new PodPlacements(manifest, each).rename(rename.group(), rename.name()));
		}
		return new PlannedEdit(changes, "group " + rename.group() + " renamed to " + rename.name());
	}

	private PlannedEdit delete(RoleManifest manifest, Edit.DeleteGroup delete) {
		InstanceGroup group = group(manifest, delete.group());
		List<String> pods = new ArrayList<>();
		for (InstanceGroup each : manifest.instanceGroups()) {
			if (new PodPlacements(manifest, each).places(delete.group())) {
				pods.add(each.name());
			}
		}
		if (!pods.isEmpty()) {
			throw new EditRefusedException("Group " + delete.group() + " is still placed in "
					+ ((pods.size() == 1) ? "pod " : "pods ") + String.join(", ", pods) + ": remove it from "
					+ ((pods.size() == 1) ? "that pod" : "them") + " first");
		}
		return new PlannedEdit(List.of(new RemoveValue(group.location())), "group " + delete.group() + " deleted");
	}

	private PlannedEdit set(RoleManifest manifest, Edit.SetField set) {
		InstanceGroup group = group(manifest, set.group());
		FieldPath field = FieldPath.parse(set.field());
		List<DocumentChange> changes = new FieldChanges(manifest, group).set(field, set.value());
		String summary = (set.value() == null) ? set.field() + " of " + set.group() + " removed"
				: set.field() + " of " + set.group() + " set to " + shown(set.value());
		return new PlannedEdit(changes, summary);
	}

	private static InstanceGroup group(RoleManifest manifest, String name) {
		return manifest.group(name)
			.orElseThrow(() -> new EditRefusedException("There is no group named " + name + " in this manifest"));
	}

	/** A group whose pod containers are placed in: it must make a workload. */
	private static PodPlacements pod(RoleManifest manifest, String name) {
		InstanceGroup group = group(manifest, name);
		if (!group.type().makesWorkload()) {
			throw new EditRefusedException("Group " + name + " is of type " + typeName(group)
					+ " and has no pod of its own: containers are placed in the pods of bosh and bosh-task groups");
		}
		return new PodPlacements(manifest, group);
	}

	/** The placements of group {@code pod}, which must place {@code container}. */
	private static PodPlacements placing(RoleManifest manifest, String container, String pod) {
		PodPlacements placements = new PodPlacements(manifest, group(manifest, pod));
		if (!placements.places(container)) {
			if (manifest.group(container).isEmpty()) {
				throw new EditRefusedException("There is no group named " + container + " in this manifest");
			}
			throw new EditRefusedException(container + " is not placed in pod " + pod);
		}
		return placements;
	}

	private static void checkPlaceable(RoleManifest manifest, String container, PodPlacements pod) {
		InstanceGroup group = group(manifest, container);
		if (container.equals(pod.group().name())) {
			throw new EditRefusedException(container + " cannot be placed in its own pod");
		}
		if (group.type() != GroupType.COLOCATED_CONTAINER) {
			throw new EditRefusedException(container + " is a " + typeName(group) + " group, which runs in a pod of "
					+ "its own: only colocated-container groups are placed in pods");
		}
		if (pod.places(container)) {
			throw new EditRefusedException(container + " is already placed in pod " + pod.group().name());
		}
	}

	private static int index(Integer index, PodPlacements pod) {
		int placed = pod.names().size();
		if (index == null) {
			return placed;
		}
		if (index > placed) {
			throw new EditRefusedException("Pod " + pod.group().name() + " places " + placed + " containers, so index "
					+ index + " is past its end: use 0 to " + placed);
		}
		return index;
	}

	private static void checkNewName(RoleManifest manifest, String name) {
		if (name.length() > GROUP_NAME_MAX || !GROUP_NAME.matcher(name).matches()) {
			throw new EditRefusedException("\"" + name + "\" cannot name a group: Kubernetes names containers and "
					+ "workloads after their group, so a group name is at most 63 lower-case letters, digits and "
					+ "'-', and starts and ends with a letter or digit");
		}
		if (manifest.group(name).isPresent()) {
			throw new EditRefusedException("There is already a group named " + name);
		}
	}

	private static String typeName(InstanceGroup group) {
		return (group.typeName() == null || group.typeName().isEmpty()) ? GroupType.BOSH.yamlName() : group.typeName();
	}

	private static String list(List<String> names) {
		return names.isEmpty() ? "nothing" : String.join(", ", names);
	}

	/**
	 * A value for a summary: strings as they are, anything else as JSON; long values cut
	 * short.
	 */
	private static String shown(Object value) {
		String text = (value instanceof String string) ? string : JSON.writeValueAsString(value);
		return (text.length() > SHOWN_VALUE_MAX) ? text.substring(0, SHOWN_VALUE_MAX - 1) + "…" : text;
	}

}
