package io.manifeststudio.validation.fissile;

import java.util.List;

import io.manifeststudio.release.LinkProblem;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rules 43 to 46, with the BOSH releases: the links between jobs resolve as fissile's
 * resolver resolves them ({@link io.manifeststudio.release.ReleaseResolution}): an
 * exported provider exists in the job spec (43), a consumer has a name (44), an explicit
 * consumer's provider is exported (45), a required consumer of the spec resolves by
 * exported name or by the only provider of its type (46).
 */
final class LinkRule extends FissileRule {

	private final LinkProblem.Kind kind;

	private LinkRule(String id, LinkProblem.Kind kind) {
		super(id, Phase.GLOBAL);
		this.kind = kind;
	}

	static List<FissileRule> all() {
		return List.of(new LinkRule("FISSILE-43", LinkProblem.Kind.PROVIDER_NOT_FOUND),
				new LinkRule("FISSILE-44", LinkProblem.Kind.CONSUMER_WITHOUT_NAME),
				new LinkRule("FISSILE-45", LinkProblem.Kind.CONSUMER_NOT_FOUND),
				new LinkRule("FISSILE-46", LinkProblem.Kind.UNRESOLVED));
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		for (LinkProblem problem : context.releases().linkProblems()) {
			if (problem.kind() != this.kind) {
				continue;
			}
			String job = paths.singular(problem.group()) + ".job[" + problem.job() + "]";
			ValidationContext.Report report = switch (problem.kind()) {
				case PROVIDER_NOT_FOUND -> error(context, FieldError.notFound(
						(paths.legacy() ? "roles[" : "instance_groups[") + problem.group() + "].jobs[" + problem.job()
								+ "].provides[" + problem.name() + "]",
						"Provider not found; available providers: [" + String.join(" ", problem.available()) + "]", ""),
						problem.location())
					.explanation("The manifest exports the link " + problem.name() + " of job " + problem.job()
							+ ", but the job's spec provides "
							+ (problem.available().isEmpty() ? "no link" : String.join(", ", problem.available()))
							+ ".")
					.hint("Use one of the names the job provides.");
				case CONSUMER_WITHOUT_NAME ->
					error(context, FieldError.invalid(job, "name", "consumer has no name"), problem.location())
						.explanation("A consumes: entry of job " + problem.job() + " has an empty name and no from:.")
						.hint("Name the link the job consumes.");
				case CONSUMER_NOT_FOUND -> error(context,
						FieldError.notFound(job + ".consumes[" + problem.name() + "]",
								"consumer " + problem.alias() + " not found", ""),
						problem.location())
					.explanation("Job " + problem.job() + " consumes " + problem.alias() + ", but no job exports a"
							+ " link of that name under provides:.")
					.hint("Export the link from its provider (provides: {" + problem.alias() + ": {}}), or fix the"
							+ " name.");
				case UNRESOLVED -> error(context,
						FieldError.required(job + ".consumes[" + problem.name() + "]",
								"failed to resolve provider " + problem.name() + " (type " + problem.type() + ")"),
						problem.location())
					.explanation("Job " + problem.job() + " needs a link of type " + problem.type() + ". No job"
							+ " exports one named " + problem.name() + ", and there is not exactly one provider of"
							+ " that type in the manifest to take instead.")
					.hint("Export the provider you mean under its job's provides:, or point consumes: at it with"
							+ " from:.");
			};
			report.subject(problem.group()).add();
		}
	}

}
