package io.manifeststudio.export.helm;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubeObject;
import io.manifeststudio.export.SecretFactory;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.RuleFamily;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;
import io.manifeststudio.validation.ValidationRule;

/**
 * STUDIO-RESERVED-NAME: a pod may not be named as one of the objects or chart templates
 * the export writes for itself. A pod's workload and Services are named after its main
 * group, and its chart template is {@code templates/<name>.yaml}: a group named
 * {@code secrets}, {@code deployment-manifest-secret} or {@code registry-secret} would
 * replace one of the chart's own Secret templates, so the chart rendered but its pods
 * referred to a Secret that no longer existed; a group named as one of the export's
 * Secrets would carry the same {@code app.kubernetes.io/component} label as that Secret.
 * The names are taken from what the exporters write for a manifest with no groups, so a
 * new object of the export's is reserved without a change here.
 * <p>
 * A STUDIO rule (fissile has no such objects), kept beside the Helm chart exporter whose
 * files it protects.
 */
public final class ReservedNameRule implements ValidationRule {

	/** Each reserved name, with what of the export's own it would collide with. */
	private static final class Reserved {

		static final Map<String, String> NAMES = reservedNames();

	}

	@Override
	public String id() {
		return "STUDIO-RESERVED-NAME";
	}

	@Override
	public RuleFamily family() {
		return RuleFamily.STUDIO;
	}

	@Override
	public void check(ValidationContext context) {
		RoleManifest manifest = context.manifest();
		for (Pod pod : manifest.pods()) {
			InstanceGroup group = pod.main();
			String collides = (group.name() != null) ? Reserved.NAMES.get(group.name()) : null;
			if (collides == null) {
				continue;
			}
			context
				.report(Severity.ERROR,
						FieldError.invalid(manifest.groupsKey() + "[" + group.name() + "].name", group.name(),
								"is a name the export uses for its own " + collides),
						group.location().key("name"))
				.explanation("The export writes " + collides + " itself. The pod's workload, Services and chart "
						+ "template (templates/" + group.name() + ".yaml) are named after the group, so they would "
						+ "take the place of the export's own, or be mistaken for it: the chart would render, and its "
						+ "pods would refer to a Secret that is no longer there.")
				.hint("Rename the group; the names the export keeps for itself are "
						+ String.join(", ", Reserved.NAMES.keySet()) + ".")
				.subject(group.name())
				.add();
		}
	}

	/**
	 * The names the exports write for themselves, from the objects and chart files of a
	 * manifest with no groups.
	 */
	static Map<String, String> reservedNames() {
		RoleManifest empty = new ManifestCodec().read("instance_groups: []\n");
		Map<String, String> names = new LinkedHashMap<>();
		for (KubeObject secret : SecretFactory.secrets(empty, List.of())) {
			names.put(secret.name(), "Secret " + secret.name());
		}
		names.put(HelmChartExporter.REGISTRY_CREDENTIALS, "Secret " + HelmChartExporter.REGISTRY_CREDENTIALS);
		HelmChart chart = new HelmChartExporter().export(empty,
				new HelmChartOptions(ExportSettings.defaults(), SidecarMode.AUTO, ChartProvenance.of("empty", 0, "")));
		for (String file : chart.files().keySet()) {
			if (file.startsWith("templates/") && file.endsWith(".yaml")) {
				String name = file.substring("templates/".length(), file.length() - ".yaml".length());
				names.merge(name, "chart template " + file,
						(object, template) -> object + " and chart template " + file);
			}
		}
		return java.util.Collections.unmodifiableMap(names);
	}

}
