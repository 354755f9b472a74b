package io.manifeststudio.validation.studio;

import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * Keys fissile silently ignores (fissile's model/roles.go reads it with yaml.Unmarshal,
 * not UnmarshalStrict): fissile decodes YAML in non-strict mode, so a typo such as
 * {@code tag:} for {@code tags:} or {@code memmory:} just does nothing. Every map of the
 * manifest is compared with the keys fissile reads there in the manifest's era
 * ({@link KnownKeys}); an unknown key is a warning, with a "did you mean" when a known
 * key is close. Keys fissile ignores for a known reason (removed from the format, or
 * written one level too high) get that reason instead.
 */
final class UnknownKeyRule extends StudioRule {

	UnknownKeyRule() {
		super("UNKNOWN-KEY");
	}

	@Override
	public void check(ValidationContext context) {
		RoleManifest manifest = context.manifest();
		Map<Object, Object> root = manifest.document().root();
		// Without roles: or instance_groups: the era cannot be told; the v2 schema
		// accepts both variable styles.
		FormatEra era = (root.containsKey("roles") || root.containsKey("instance_groups")) ? manifest.era()
				: FormatEra.V2_INSTANCE_GROUPS;
		walk(context, KnownKeys.of(era, context.generation()), root, null);
	}

	/**
	 * Walks the document along the schema; paths in fissile's style are only built for
	 * what gets reported. Maps are walked with {@code forEach}, which the document's
	 * unmodifiable maps hand to the maps they wrap (no entry wrappers), and nothing is
	 * done for values the schema leaves free.
	 */
	private void walk(ValidationContext context, KeySchema schema, Object value, Trail source) {
		switch (schema.kind()) {
			case FREE -> {
			}
			case LIST -> {
				KeySchema element = schema.element();
				if (value instanceof List<?> items && element.kind() != KeySchema.Kind.FREE) {
					for (int i = 0; i < items.size(); i++) {
						walk(context, element, items.get(i), new Trail(source, i, true));
					}
				}
			}
			case MAP_OF -> {
				KeySchema element = schema.element();
				if (value instanceof Map<?, ?> map && element.kind() != KeySchema.Kind.FREE) {
					map.forEach((key, item) -> walk(context, element, item, new Trail(source, key, false)));
				}
			}
			case MAP -> {
				if (value instanceof Map<?, ?> map) {
					Map<String, KeySchema> keys = schema.keys();
					map.forEach((key, item) -> {
						String name = (key instanceof String text) ? text : String.valueOf(key);
						KeySchema known = keys.get(name);
						if (known != null) {
							if (known.kind() != KeySchema.Kind.FREE) {
								walk(context, known, item, new Trail(source, key, false));
							}
						}
						else if (!schema.isOpen()) {
							report(context, schema, name, Trail.toDocPath(source));
						}
					});
				}
			}
		}
	}

	private void report(ValidationContext context, KeySchema schema, String key, DocPath parent) {
		RoleManifest manifest = context.manifest();
		String path = FissileStylePath.of(manifest, parent);
		String subject = FissileStylePath.groupName(manifest, parent);
		DocPath source = parent.key(key);
		KeySchema.Note note = schema.notes().get(key);
		if (note != null) {
			context.report(note.severity(), FieldError.unsupported(path, key, note.detail()), source)
				.explanation("fissile decodes the manifest leniently and ignores keys it does not read at a place, "
						+ "so " + key + " here has no effect.")
				.hint(note.hint())
				.subject(subject)
				.add();
			return;
		}
		String suggestion = DidYouMean.suggest(key, schema.keys().keySet());
		String detail = "unknown " + schema.place() + " key, fissile ignores it"
				+ ((suggestion != null) ? "; did you mean \"" + suggestion + "\"?" : "");
		context.report(Severity.WARNING, FieldError.unsupported(path, key, detail), source)
			.explanation("fissile decodes the manifest leniently: a key it does not know is silently ignored, so "
					+ "whatever " + key + " was meant to set does not happen. Known " + schema.place() + " keys: "
					+ schema.knownKeysText() + ".")
			.hint((suggestion != null) ? "Rename " + key + " to " + suggestion + "."
					: "Remove " + key + ", or move it where fissile reads it.")
			.subject(subject)
			.add();
	}

	/**
	 * The way down to a node, kept as a chain so that no path is built for the nodes that
	 * are fine.
	 */
	private record Trail(Trail parent, Object segment, boolean index) {

		static DocPath toDocPath(Trail trail) {
			if (trail == null) {
				return DocPath.ROOT;
			}
			DocPath parent = toDocPath(trail.parent);
			return trail.index ? parent.index((Integer) trail.segment) : parent.key(trail.segment);
		}

	}

}
