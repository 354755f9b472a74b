package io.manifeststudio.validation.fissile;

import java.util.List;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.TypeProblem;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * A known key with a value of the wrong type (a string where fissile expects a number, a
 * map where it expects a list). fissile's YAML decoder fails the whole load on it with a
 * raw unmarshal error; we say which field and what it should be.
 */
final class TypeProblemRule extends FissileRule {

	TypeProblemRule() {
		super("FISSILE-TYPE", Phase.TEMPLATE_TYPES);
	}

	@Override
	public void check(ValidationContext context) {
		for (TypeProblem problem : context.manifest().typeProblems()) {
			if (isLegacyEnvironmentList(problem)) {
				continue;
			}
			String path = readable(context, problem.path());
			error(context,
					FieldError.invalid(path, problem.actual(),
							"cannot unmarshal " + yamlKind(problem.actual()) + " into " + problem.expected()),
					problem.path())
				.explanation("fissile reads " + path + " as " + problem.expected() + ", but the manifest has "
						+ FieldError.json(problem.actual()) + ". fissile does not load a manifest with a value of the"
						+ " wrong type at all.")
				.hint("Write " + problem.expected() + " here.")
				.add();
		}
	}

	/**
	 * The path with group and job names instead of indexes where the model knows them, as
	 * fissile names fields: {@code instance_groups[web].jobs[nginx].properties...} rather
	 * than {@code instance_groups[0].jobs[1]...}.
	 */
	static String readable(ValidationContext context, DocPath path) {
		List<Object> segments = path.segments();
		String groupsKey = context.manifest().groupsKey();
		if (segments.size() < 2 || !groupsKey.equals(segments.get(0)) || !(segments.get(1) instanceof Integer index)
				|| index < 0) {
			return path.toString();
		}
		Object groupName = context.manifest().document().get(DocPath.of(groupsKey, index, "name"));
		if (!(groupName instanceof String)) {
			return path.toString();
		}
		StringBuilder text = new StringBuilder(groupsKey).append('[').append(groupName).append(']');
		DocPath current = DocPath.of(groupsKey, index);
		for (int i = 2; i < segments.size(); i++) {
			Object segment = segments.get(i);
			if (segment instanceof Integer item) {
				current = current.index(item);
				Object name = ("jobs".equals(segments.get(i - 1)))
						? context.manifest().document().get(current.key("name")) : null;
				text.append('[').append((name instanceof String) ? name : item).append(']');
			}
			else {
				current = current.key(segment);
				text.append('.').append(segment);
			}
		}
		return text.toString();
	}

	/**
	 * The legacy {@code run.env} is a list of variable names; the model reads it as a map
	 * and says so.
	 */
	private static boolean isLegacyEnvironmentList(TypeProblem problem) {
		DocPath path = problem.path();
		return "env".equals(path.last()) && "run".equals(path.parent().last()) && problem.actual() instanceof List;
	}

	private static String yamlKind(Object value) {
		if (value instanceof java.util.Map) {
			return "a map";
		}
		if (value instanceof List) {
			return "a list";
		}
		if (value instanceof String) {
			return "a string";
		}
		if (value instanceof Boolean) {
			return "a boolean";
		}
		if (value instanceof Number) {
			return "a number";
		}
		return "null";
	}

}
