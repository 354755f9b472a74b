package io.manifeststudio.export.helm;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The chart's text templates, kept under {@code src/main/resources/export/helm/}, and the
 * one minimal renderer that fills them: each {@code [[name]]} placeholder is replaced, in
 * one pass, by the value given for it (inserted text is never scanned again). The
 * placeholders cannot clash with Go template actions ({@code {{ }}}). Values put into the
 * templates are made by SnakeYAML or Jackson, or are names; no YAML is put together here.
 */
final class HelmTemplates {

	private static final Pattern PLACEHOLDER = Pattern.compile("\\[\\[([a-zA-Z]+)]]");

	private static final Map<String, String> CACHE = new ConcurrentHashMap<>();

	private HelmTemplates() {
	}

	/** The template's text as stored. */
	static String text(String name) {
		return CACHE.computeIfAbsent(name, HelmTemplates::load);
	}

	/**
	 * The template {@code name} with every placeholder replaced.
	 * @throws IllegalArgumentException when the template uses a placeholder no value was
	 * given for
	 */
	static String render(String name, Map<String, String> values) {
		String template = text(name);
		Matcher matcher = PLACEHOLDER.matcher(template);
		StringBuilder out = new StringBuilder(
				template.length() + values.values().stream().mapToInt(String::length).sum());
		int last = 0;
		while (matcher.find()) {
			String value = values.get(matcher.group(1));
			if (value == null) {
				throw new IllegalArgumentException("No value for [[" + matcher.group(1) + "]] in " + name);
			}
			out.append(template, last, matcher.start()).append(value);
			last = matcher.end();
		}
		return out.append(template, last, template.length()).toString();
	}

	private static String load(String name) {
		String path = "/export/helm/" + name;
		try (InputStream in = HelmTemplates.class.getResourceAsStream(path)) {
			if (in == null) {
				throw new IllegalStateException("Missing chart template " + path);
			}
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}
