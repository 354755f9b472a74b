package io.manifeststudio.validation.fissile;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.DocPath;
import io.manifeststudio.manifest.InstanceGroup;
import io.manifeststudio.manifest.RoleManifest;

/**
 * One template of the manifest: global ({@code group == null}) or a group's, with its key, its text (group values of
 * other scalar types stringified as fissile does), the path fissile prints and its document path.
 */
record TemplateEntry(InstanceGroup group, String key, String text, String path, DocPath source) {

	/** The global templates with string keys and values, in order (rules 2 and 3 report the others). */
	static List<TemplateEntry> global(RoleManifest manifest) {
		List<TemplateEntry> entries = new ArrayList<>();
		DocPath base = manifest.configuration().location().key("templates");
		for (Map.Entry<Object, Object> entry : manifest.configuration().templates().entrySet()) {
			if (entry.getKey() instanceof String key && entry.getValue() instanceof String text) {
				entries.add(new TemplateEntry(null, key, text, "configuration.templates[" + key + "]", base.key(key)));
			}
		}
		return entries;
	}

	/** A group's templates with string keys, in order. */
	static List<TemplateEntry> of(FissilePaths paths, InstanceGroup group) {
		List<TemplateEntry> entries = new ArrayList<>();
		DocPath base = group.location().key("configuration").key("templates");
		for (Map.Entry<Object, Object> entry : group.templates().entrySet()) {
			if (entry.getKey() instanceof String key) {
				entries.add(new TemplateEntry(group, key, goText(entry.getValue()),
						paths.group(group) + ".configuration.templates[" + key + "]", base.key(key)));
			}
		}
		return entries;
	}

	/** Every template: global ones first, then each group's. */
	static List<TemplateEntry> all(RoleManifest manifest) {
		FissilePaths paths = FissilePaths.of(manifest);
		List<TemplateEntry> entries = new ArrayList<>(global(manifest));
		for (InstanceGroup group : manifest.instanceGroups()) {
			entries.addAll(of(paths, group));
		}
		return entries;
	}

	/** Go's {@code %v} of a YAML scalar. */
	private static String goText(Object value) {
		if (value == null) {
			return "<nil>";
		}
		if (value instanceof Double number && number == Math.rint(number) && Math.abs(number) < 1e21) {
			return String.valueOf(number.longValue());
		}
		return String.valueOf(value);
	}

}
