package io.manifeststudio.validation.studio;

import java.util.List;

import io.manifeststudio.validation.ValidationRule;

/**
 * The STUDIO family: what fissile and the API server miss (what fissile's own output
 * shows; the sidecar checks beyond the API server; unknown keys with "did you mean").
 * Errors are what would make the exported pod invalid or fissile crash; warnings what
 * fissile silently ignores or is likely wrong; info is advice.
 */
public final class StudioRules implements ValidationRule.Set {

	@Override
	public List<ValidationRule> rules() {
		return List.of(new ColocatedHealthCheckRule(), new ColocatedVolumeRule(), new VolumeTypeNoneRule(),
				new DuplicatePlacementRule(), new NestedColocationRule(), new PodPortCollisionRule(),
				new DuplicatePortRule(), new ScalingRule(), new DuplicateGroupNameRule(), new GroupNameRule(),
				new UnknownKeyRule(), new DuplicateKeyRule(), new IgnoredColocatedSettingsRule(),
				new SidecarPlacementRule(), new SidecarKeepsMainRule(), new SidecarStartupProbeRule(),
				new ExplicitImageRule(), new AppendKubeCaRule(), new OptionTemplateRule());
	}

}
