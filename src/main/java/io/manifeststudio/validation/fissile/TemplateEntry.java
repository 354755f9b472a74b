package io.manifeststudio.validation.fissile;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.ValidationContext;

/**
 * One template of the manifest: global ({@code group == null}) or a group's, with its key
 * and its text (group values of other scalar types stringified as fissile does). Its path
 * as fissile prints it, its document path and its parse are made only when asked for; the
 * lists are made once per validation and shared by the template rules.
 */
final class TemplateEntry {

	private final InstanceGroup group;

	private final String key;

	private final String text;

	private final String prefix;

	private final DocPath base;

	private MustacheTemplate.Parsed parsed;

	private TemplateEntry(InstanceGroup group, String key, String text, String prefix, DocPath base) {
		this.group = group;
		this.key = key;
		this.text = text;
		this.prefix = prefix;
		this.base = base;
	}

	InstanceGroup group() {
		return this.group;
	}

	String key() {
		return this.key;
	}

	String text() {
		return this.text;
	}

	/**
	 * {@code configuration.templates[<key>]} or
	 * {@code instance_groups[<g>].configuration.templates[<key>]}.
	 */
	String path() {
		return this.prefix + "[" + this.key + "]";
	}

	DocPath source() {
		return this.base.key(this.key);
	}

	MustacheTemplate.Parsed parsed() {
		if (this.parsed == null) {
			this.parsed = MustacheTemplate.parse(this.text);
		}
		return this.parsed;
	}

	/**
	 * The global templates with string keys and values, in order (rules 2 and 3 report
	 * the others).
	 */
	static List<TemplateEntry> global(ValidationContext context) {
		return context.shared("fissile.templates.global", () -> global(context.manifest()));
	}

	/** Each group's templates with string keys, in order, groups in manifest order. */
	static List<TemplateEntry> groups(ValidationContext context) {
		return context.shared("fissile.templates.groups", () -> {
			FissilePaths paths = FissilePaths.of(context.manifest());
			List<TemplateEntry> entries = new ArrayList<>();
			for (InstanceGroup group : context.manifest().instanceGroups()) {
				entries.addAll(of(paths, group));
			}
			return List.copyOf(entries);
		});
	}

	/** Every template: global ones first, then each group's. */
	static List<TemplateEntry> all(ValidationContext context) {
		return context.shared("fissile.templates.all", () -> {
			List<TemplateEntry> entries = new ArrayList<>(global(context));
			entries.addAll(groups(context));
			return List.copyOf(entries);
		});
	}

	private static List<TemplateEntry> global(RoleManifest manifest) {
		List<TemplateEntry> entries = new ArrayList<>();
		DocPath base = manifest.configuration().location().key("templates");
		for (Map.Entry<Object, Object> entry : manifest.configuration().templates().entrySet()) {
			if (entry.getKey() instanceof String key && entry.getValue() instanceof String text) {
				entries.add(new TemplateEntry(null, key, text, "configuration.templates", base));
			}
		}
		return List.copyOf(entries);
	}

	/** One group's templates with string keys, in order. */
	static List<TemplateEntry> of(FissilePaths paths, InstanceGroup group) {
		if (group.templates().isEmpty()) {
			return List.of();
		}
		List<TemplateEntry> entries = new ArrayList<>();
		DocPath base = group.location().key("configuration").key("templates");
		String prefix = paths.group(group) + ".configuration.templates";
		for (Map.Entry<Object, Object> entry : group.templates().entrySet()) {
			if (entry.getKey() instanceof String key) {
				entries.add(new TemplateEntry(group, key, goText(entry.getValue()), prefix, base));
			}
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
