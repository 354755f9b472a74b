package io.manifeststudio.validation.fissile;

import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * V12 ({@code fissile validate}): every template parses as mustache with fissile's
 * {@code (( ))} delimiters.
 */
final class TemplateSyntaxRule extends FissileRule {

	TemplateSyntaxRule() {
		super("FISSILE-V12", Phase.VALIDATE);
	}

	@Override
	public void check(ValidationContext context) {
		if (FissilePaths.of(context.manifest()).legacy()) {
			return;
		}
		for (TemplateEntry entry : TemplateEntry.all(context)) {
			MustacheTemplate.Parsed parsed = entry.parsed();
			if (!parsed.failed()) {
				continue;
			}
			error(context,
					FieldError.invalid(entry.path(), entry.text(), "Template expansion error: " + parsed.error()),
					entry.source())
				.explanation("The template of " + entry.key() + " is not valid mustache: " + parsed.error()
						+ ". Variables are written ((NAME)), sections ((#NAME))...((/NAME)).")
				.hint("Close every (( with )) and every section with its ((/NAME)).")
				.subject((entry.group() != null) ? entry.group().name() : null)
				.add();
		}
	}

}
