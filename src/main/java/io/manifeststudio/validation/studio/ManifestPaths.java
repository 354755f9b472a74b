package io.manifeststudio.validation.studio;

import java.util.ArrayList;
import java.util.List;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.JobReference;
import io.manifeststudio.manifest.model.Port;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.RunSettings;

/**
 * Field paths in fissile's style ({@code instance_groups[web].run.volumes[data]},
 * {@code roles[web]...} in the v1 era) and the run blocks as they were written, so every
 * STUDIO rule names fields the way fissile does.
 */
final class ManifestPaths {

	private ManifestPaths() {
	}

	/** {@code instance_groups[<g>]}, or {@code roles[<g>]} for a v1 manifest. */
	static String group(RoleManifest manifest, InstanceGroup group) {
		return manifest.groupsKey() + "[" + name(group) + "]";
	}

	/**
	 * {@code instance_groups[<g>].run}: fissile names merged v3 run fields on the group
	 * too.
	 */
	static String run(RoleManifest manifest, InstanceGroup group) {
		return group(manifest, group) + ".run";
	}

	/**
	 * {@code instance_groups[<g>].jobs[<j>]} for the job whose part of the document holds
	 * {@code source}.
	 */
	static String job(RoleManifest manifest, InstanceGroup group, DocPath source) {
		JobReference job = jobAt(group, source);
		return group(manifest, group) + ".jobs[" + ((job != null) ? nullToEmpty(job.name()) : "") + "]";
	}

	/**
	 * Where fissile reports a port:
	 * {@code ...jobs[<j>].properties.bosh_containerization.ports[
	 *
	<p>
	 * ]} (v3) or {@code ...run.exposed-ports[
	 *
	<p>
	 * ]} (v1, v2).
	 */
	static String port(RoleManifest manifest, InstanceGroup group, Port port) {
		if (manifest.era() == FormatEra.V3_JOB_PROPERTIES) {
			return job(manifest, group, port.location()) + ".properties.bosh_containerization.ports["
					+ nullToEmpty(port.name()) + "]";
		}
		return run(manifest, group) + ".exposed-ports[" + nullToEmpty(port.name()) + "]";
	}

	/**
	 * fissile names colocated_containers on the group in every era (in v3 the index
	 * counts across all jobs).
	 */
	static String colocatedContainers(RoleManifest manifest, InstanceGroup group) {
		return group(manifest, group) + ".colocated_containers";
	}

	/** The job of a group that the document path lies under, or {@code null}. */
	static JobReference jobAt(InstanceGroup group, DocPath source) {
		if (source == null) {
			return null;
		}
		for (JobReference job : group.jobs()) {
			if (job.location() != null && source.startsWith(job.location())) {
				return job;
			}
		}
		return null;
	}

	/**
	 * The run blocks as written: the group's own {@code run} in v1 and v2, each job's
	 * {@code bosh_containerization.run} in v3. Each has the location where it was
	 * written.
	 */
	static List<RunSettings> writtenRuns(InstanceGroup group) {
		List<RunSettings> runs = new ArrayList<>();
		if (group.run().location() != null) {
			runs.add(group.run());
		}
		for (JobReference job : group.jobs()) {
			if (job.containerization() != null && job.containerization().run() != null) {
				runs.add(job.containerization().run());
			}
		}
		return runs;
	}

	static String name(InstanceGroup group) {
		return nullToEmpty(group.name());
	}

	static String nullToEmpty(String text) {
		return (text != null) ? text : "";
	}

}
