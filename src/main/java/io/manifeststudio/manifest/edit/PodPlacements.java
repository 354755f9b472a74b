package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.model.ColocatedReference;
import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.JobReference;
import io.manifeststudio.manifest.yaml.ManifestDocument;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.edit.DocumentChange.InsertItem;
import io.manifeststudio.manifest.edit.DocumentChange.RemoveValue;
import io.manifeststudio.manifest.edit.DocumentChange.SetValue;

/**
 * The containers one group places in its pod, where the manifest writes them:
 * {@code colocated_containers} (every placed container, in start order) and our
 * {@code sidecars} extension beside it (those of them that are sidecars). Both sit on the
 * group in v1 and v2, and under {@code properties.bosh_containerization} of the group's
 * jobs in v3, where fissile concatenates the jobs' lists in job order; each such map is
 * an <em>owner</em>.
 * <p>
 * The changes made here keep the two lists consistent: a container leaves
 * {@code sidecars} when it leaves the pod or becomes colocated, and a list left empty is
 * removed rather than written as {@code []}.
 */
final class PodPlacements {

	static final String COLOCATED = "colocated_containers";

	static final String SIDECARS = "sidecars";

	private final RoleManifest manifest;

	private final InstanceGroup group;

	PodPlacements(RoleManifest manifest, InstanceGroup group) {
		this.manifest = manifest;
		this.group = group;
	}

	InstanceGroup group() {
		return this.group;
	}

	/** The names of the placed containers, in order. */
	List<String> names() {
		return this.group.colocatedContainers().stream().map(ColocatedReference::name).toList();
	}

	boolean places(String name) {
		return names().contains(name);
	}

	/** The maps that hold {@code colocated_containers} and {@code sidecars}. */
	List<DocPath> owners() {
		if (this.manifest.era() != FormatEra.V3_JOB_PROPERTIES) {
			return List.of(this.group.location());
		}
		List<DocPath> owners = new ArrayList<>();
		for (JobReference job : this.group.jobs()) {
			if (job.containerization() != null) {
				owners.add(ContainerizationJobs.containerization(job));
			}
		}
		return owners;
	}

	/**
	 * Inserts a reference to {@code name} so that it becomes the pod's container number
	 * {@code index} (0 to the number placed): before the reference now at that place, or
	 * after the last one, or, in a pod that places nothing yet, into the owner's (new)
	 * {@code colocated_containers}: the group's in v1 and v2, the home job's in v3.
	 */
	Insertion insert(String name, int index) {
		List<ColocatedReference> references = this.group.colocatedContainers();
		if (index < references.size()) {
			DocPath at = references.get(index).location();
			return new Insertion(List.of(new InsertItem(at.parent(), (Integer) at.last(), name)), at.parent().parent());
		}
		if (!references.isEmpty()) {
			DocPath last = references.get(references.size() - 1).location();
			return new Insertion(List.of(new InsertItem(last.parent(), (Integer) last.last() + 1, name)),
					last.parent().parent());
		}
		DocPath owner = homeOwner();
		DocPath list = owner.key(COLOCATED);
		Object current = document().get(list);
		if (current != null && !(current instanceof List)) {
			throw new EditRefusedException("The " + COLOCATED + " of group " + this.group.name() + " is written as "
					+ current + ", not as a list: correct it in the YAML first");
		}
		int end = (current instanceof List<?> items) ? items.size() : 0;
		return new Insertion(List.of(new InsertItem(list, end, name)), owner);
	}

	/** Removes every reference to {@code name} and every {@code sidecars} entry of it. */
	List<DocumentChange> removeAll(String name) {
		List<DocumentChange> changes = new ArrayList<>();
		Map<DocPath, List<Integer>> byList = new LinkedHashMap<>();
		for (ColocatedReference reference : this.group.colocatedContainers()) {
			if (reference.name().equals(name)) {
				byList.computeIfAbsent(reference.location().parent(), (list) -> new ArrayList<>())
					.add((Integer) reference.location().last());
			}
		}
		byList.forEach((list, indexes) -> changes.addAll(removeItems(list, indexes)));
		changes.addAll(markColocated(name));
		return changes;
	}

	/**
	 * Marks a placed container a sidecar: adds it to the {@code sidecars} of
	 * {@code owner} (the owner of its reference), unless some {@code sidecars} of the pod
	 * already names it.
	 */
	List<DocumentChange> markSidecar(String name, DocPath owner) {
		for (DocPath each : owners()) {
			if (items(each.key(SIDECARS)).contains(name)) {
				return List.of();
			}
		}
		DocPath list = owner.key(SIDECARS);
		Object current = document().get(list);
		if (current != null && !(current instanceof List)) {
			throw new EditRefusedException("The " + SIDECARS + " of group " + this.group.name() + " is written as "
					+ current + ", not as a list: correct it in the YAML first");
		}
		int end = (current instanceof List<?> items) ? items.size() : 0;
		return List.of(new InsertItem(list, end, name));
	}

	/** Marks a container colocated: removes it from every {@code sidecars} of the pod. */
	List<DocumentChange> markColocated(String name) {
		List<DocumentChange> changes = new ArrayList<>();
		for (DocPath owner : owners()) {
			DocPath list = owner.key(SIDECARS);
			List<Object> items = items(list);
			List<Integer> indexes = new ArrayList<>();
			for (int i = 0; i < items.size(); i++) {
				if (name.equals(items.get(i))) {
					indexes.add(i);
				}
			}
			changes.addAll(removeItems(list, indexes));
		}
		return changes;
	}

	/** The owner of the (first) reference to a placed container. */
	DocPath ownerOf(String name) {
		for (ColocatedReference reference : this.group.colocatedContainers()) {
			if (reference.name().equals(name)) {
				return reference.location().parent().parent();
			}
		}
		throw new IllegalArgumentException(name + " is not placed in " + this.group.name());
	}

	/**
	 * Gives the placed containers the order of {@code names} (a permutation of
	 * {@link #names()}): each reference whose name changes is rewritten in place, so
	 * every owner keeps as many references as it had. When a sidecar thereby moves to
	 * another job's list (v3 with several owners), the {@code sidecars} lists follow.
	 */
	List<DocumentChange> reorder(List<String> names) {
		List<DocumentChange> changes = new ArrayList<>();
		List<ColocatedReference> references = this.group.colocatedContainers();
		Map<DocPath, List<String>> placedBy = new LinkedHashMap<>();
		for (int i = 0; i < references.size(); i++) {
			ColocatedReference reference = references.get(i);
			if (!reference.name().equals(names.get(i))) {
				changes.add(new SetValue(reference.location(), names.get(i)));
			}
			placedBy.computeIfAbsent(reference.location().parent().parent(), (owner) -> new ArrayList<>())
				.add(names.get(i));
		}
		if (placedBy.size() > 1) {
			placedBy.forEach((owner, placed) -> changes.addAll(sidecarsOf(owner, placed)));
		}
		return changes;
	}

	/**
	 * Rewrites an owner's {@code sidecars} to name exactly the sidecars among the
	 * containers it places.
	 */
	private List<DocumentChange> sidecarsOf(DocPath owner, List<String> placed) {
		DocPath list = owner.key(SIDECARS);
		List<Object> current = items(list);
		List<Object> wanted = new ArrayList<>();
		for (Object name : current) {
			if (placed.contains(name)) {
				wanted.add(name);
			}
		}
		for (String name : placed) {
			if (this.group.sidecars().contains(name) && !wanted.contains(name)) {
				wanted.add(name);
			}
		}
		if (wanted.equals(current)) {
			return List.of();
		}
		if (wanted.isEmpty()) {
			return List.of(new RemoveValue(list));
		}
		return List.of(new SetValue(list, wanted));
	}

	/** Renames every reference to {@code from} and every {@code sidecars} entry of it. */
	List<DocumentChange> rename(String from, String to) {
		List<DocumentChange> changes = new ArrayList<>();
		for (ColocatedReference reference : this.group.colocatedContainers()) {
			if (reference.name().equals(from)) {
				changes.add(new SetValue(reference.location(), to));
			}
		}
		for (DocPath owner : owners()) {
			DocPath list = owner.key(SIDECARS);
			List<Object> items = items(list);
			for (int i = 0; i < items.size(); i++) {
				if (from.equals(items.get(i))) {
					changes.add(new SetValue(list.index(i), to));
				}
			}
		}
		return changes;
	}

	/**
	 * Removes the items at {@code indexes} of a list, last first so that each path still
	 * points at its item; a list that would be left empty is removed with its key
	 * instead.
	 */
	private List<DocumentChange> removeItems(DocPath list, List<Integer> indexes) {
		if (indexes.isEmpty()) {
			return List.of();
		}
		if (indexes.size() == items(list).size()) {
			return List.of(new RemoveValue(list));
		}
		return indexes.stream()
			.sorted(Comparator.reverseOrder())
			.map((index) -> (DocumentChange) new RemoveValue(list.index(index)))
			.toList();
	}

	private DocPath homeOwner() {
		if (this.manifest.era() != FormatEra.V3_JOB_PROPERTIES) {
			return this.group.location();
		}
		return ContainerizationJobs
			.containerization(ContainerizationJobs.requireHome(this.group, "the containers a pod places"));
	}

	@SuppressWarnings("unchecked")
	private List<Object> items(DocPath list) {
		return (document().get(list) instanceof List<?> items) ? (List<Object>) items : List.of();
	}

	private ManifestDocument document() {
		return this.manifest.document();
	}

	/** The changes that insert a reference, and the owner they insert it into. */
	record Insertion(List<DocumentChange> changes, DocPath owner) {
	}

}
