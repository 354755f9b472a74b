package io.manifeststudio.manifest.model;

import java.util.List;
import java.util.Optional;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.yaml.ManifestDocument;

/**
 * A role manifest in any format era: the typed, immutable model over the
 * {@link ManifestDocument} it was read from. The document keeps everything as written
 * (unknown keys in place, scalar types, key order) so the manifest is written back
 * without loss; the model gives the groups, run settings, ports, pods, variables and
 * configuration that validation, export and the editor work with, each with the
 * {@link DocPath} where it was written.
 */
public record RoleManifest(FormatEra era, List<InstanceGroup> instanceGroups, Configuration configuration,
		List<Variable> variables, List<Release> releases, List<TypeProblem> typeProblems, ManifestDocument document) {

	public RoleManifest {
		instanceGroups = InstanceGroupList.of(instanceGroups);
		variables = List.copyOf(variables);
		releases = List.copyOf(releases);
		typeProblems = List.copyOf(typeProblems);
		configuration = (configuration != null) ? configuration : Configuration.NONE;
	}

	public Optional<InstanceGroup> group(String name) {
		return Optional.ofNullable(((InstanceGroupList) this.instanceGroups).named(name));
	}

	/** {@code instance_groups} or, in the v1 era, {@code roles}. */
	public String groupsKey() {
		return this.era.groupsKey();
	}

	/**
	 * One pod per workload-producing group ({@code bosh} and {@code bosh-task}), in
	 * manifest order, each with its placed containers in order and marked colocated or
	 * sidecar.
	 */
	public List<Pod> pods() {
		return ((InstanceGroupList) this.instanceGroups).pods();
	}

}
