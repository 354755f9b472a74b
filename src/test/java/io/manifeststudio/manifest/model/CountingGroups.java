package io.manifeststudio.manifest.model;

import java.util.concurrent.atomic.AtomicLong;

/**
 * A manifest whose instance-group list counts how many of its groups are read, for tests
 * that check work grows in step with the group count: one walk over the groups reads each
 * group once, so a rule or exporter that walks them again for each group (a look-up by
 * name, say) reads the square of the count.
 */
public final class CountingGroups {

	private final RoleManifest manifest;

	private final AtomicLong reads;

	private CountingGroups(RoleManifest manifest, AtomicLong reads) {
		this.manifest = manifest;
		this.reads = reads;
	}

	/** The same manifest, over a group list that counts its reads (none counted yet). */
	public static CountingGroups of(RoleManifest manifest) {
		AtomicLong reads = new AtomicLong();
		InstanceGroupList counting = new InstanceGroupList(manifest.instanceGroups()) {

			@Override
			public InstanceGroup get(int index) {
				reads.incrementAndGet();
				return super.get(index);
			}

		};
		return new CountingGroups(new RoleManifest(manifest.era(), counting, manifest.configuration(),
				manifest.variables(), manifest.releases(), manifest.typeProblems(), manifest.document()), reads);
	}

	public RoleManifest manifest() {
		return this.manifest;
	}

	/** Groups read since this was made. */
	public long reads() {
		return this.reads.get();
	}

}
