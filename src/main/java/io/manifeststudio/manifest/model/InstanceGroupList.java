package io.manifeststudio.manifest.model;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;

/**
 * The instance groups of a {@link RoleManifest}: an unmodifiable list that also finds a
 * group by name without walking the list, and makes the manifest's pods once. Rules and
 * the export look a group up for every placed container and ask for the pods many times
 * per validation; with a walk each time, a manifest of 20,000 groups cost seconds
 * (quadratic in the group count).
 * <p>
 * The index and the pods are made when first asked for. Both are made from the groups
 * alone, which never change, so two threads that make them at once make the same value,
 * and either may be kept.
 * <p>
 * Every read of the list by others goes through {@link #get} (the iterator, streams and
 * copies of {@link AbstractList} use it), which lets a test count how often the groups
 * are walked.
 */
class InstanceGroupList extends AbstractList<InstanceGroup> implements RandomAccess {

	private final List<InstanceGroup> groups;

	private volatile Map<String, InstanceGroup> byName;

	private volatile List<Pod> pods;

	/** An unmodifiable copy of the groups (no nulls). */
	InstanceGroupList(List<InstanceGroup> groups) {
		this.groups = List.copyOf(groups);
	}

	/**
	 * The groups as this list: the same list when it is one already, else an unmodifiable
	 * copy (no nulls).
	 */
	static InstanceGroupList of(List<InstanceGroup> groups) {
		if (groups instanceof InstanceGroupList list) {
			return list;
		}
		return new InstanceGroupList(groups);
	}

	@Override
	public InstanceGroup get(int index) {
		return this.groups.get(index);
	}

	@Override
	public int size() {
		return this.groups.size();
	}

	/**
	 * The first group of that name, as a walk of the list in order would find it;
	 * {@code null} when none.
	 */
	InstanceGroup named(String name) {
		Map<String, InstanceGroup> index = this.byName;
		if (index == null) {
			index = new HashMap<>(Math.max(16, this.groups.size() * 2));
			for (InstanceGroup group : this.groups) {
				if (group.name() != null) {
					index.putIfAbsent(group.name(), group);
				}
			}
			this.byName = index;
		}
		return index.get(name);
	}

	/** See {@link RoleManifest#pods()}. */
	List<Pod> pods() {
		List<Pod> result = this.pods;
		if (result == null) {
			List<Pod> made = new ArrayList<>();
			for (InstanceGroup group : this.groups) {
				if (!group.type().makesWorkload()) {
					continue;
				}
				List<PlacedContainer> placed = new ArrayList<>();
				for (ColocatedReference reference : group.colocatedContainers()) {
					placed.add(new PlacedContainer(reference.name(),
							(reference.name() != null) ? named(reference.name()) : null, group.modeOf(reference.name()),
							reference.location()));
				}
				made.add(new Pod(group, placed));
			}
			result = List.copyOf(made);
			this.pods = result;
		}
		return result;
	}

}
