package io.manifeststudio.export;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Variable options written as Go templates, rendered as the secret generator rendered
 * them (SUSE/scf-secret-generator commit 67094a4, {@code model/manifest.go}
 * expandTemplates): the template is executed with the values as strings; when the whole
 * option is one action ({@code {{...}}} from start to end) its output is read again as
 * YAML, so {@code true}/{@code false} become booleans and {@code ~}, {@code null} or
 * nothing become null.
 */
public final class OptionTemplates {

	private static final Set<String> NULLS = Set.of("", "~", "null", "Null", "NULL");

	private static final Set<String> TRUE = Set.of("true", "yes", "on", "y");

	private OptionTemplates() {
	}

	/**
	 * The CA name a templated {@code ca} renders to, {@code null} for none (the
	 * certificate is then self-signed).
	 * @throws GoTemplate.UnsupportedException for template text the evaluator does not
	 * implement
	 */
	public static String ca(String template, Map<String, String> values) {
		String out = render(template, values);
		return (whole(template) && NULLS.contains(out)) ? null : out;
	}

	/** Whether a templated {@code append_kube_ca} renders to true. */
	public static boolean appendKubeCa(String template, Map<String, String> values) {
		return TRUE.contains(render(template, values).toLowerCase(Locale.ROOT));
	}

	/** The fields ({@code .NAME}) a template reads, in order. */
	public static List<String> fields(String template) {
		java.util.regex.Matcher matcher = java.util.regex.Pattern
			.compile("(?<![A-Za-z0-9_)\\]$])\\.([A-Za-z_][A-Za-z0-9_]*)")
			.matcher(actions(template));
		java.util.LinkedHashSet<String> names = new java.util.LinkedHashSet<>();
		while (matcher.find()) {
			names.add(matcher.group(1));
		}
		return List.copyOf(names);
	}

	private static String actions(String template) {
		StringBuilder code = new StringBuilder();
		int at = 0;
		while (true) {
			int start = template.indexOf("{{", at);
			int end = (start < 0) ? -1 : template.indexOf("}}", start);
			if (end < 0) {
				return code.toString().replaceAll("\"(\\\\.|[^\"\\\\])*\"|`[^`]*`", " ");
			}
			code.append(template, start + 2, end).append(' ');
			at = end + 2;
		}
	}

	private static String render(String template, Map<String, String> values) {
		return GoTemplate.withFields(new LinkedHashMap<>(values)).render(template).strip();
	}

	private static boolean whole(String template) {
		return template.startsWith("{{") && template.endsWith("}}");
	}

}
