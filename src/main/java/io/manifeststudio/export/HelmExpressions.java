package io.manifeststudio.export;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * The manifest fields that fissile wrote into its chart as Helm template code, and how an
 * export treats the template text in them. fissile copied a group's
 * {@code run.affinity.podAntiAffinity} verbatim into the pod spec of its chart ("copied
 * verbatim", fissile's docs on {@code affinity}), so Helm rendered any {{ }} action in
 * it; SCF and UAA rely on that for {@code topologyKey}. Every other manifest string is
 * data, never code.
 * <p>
 * The chart keeps such text as template code ({@link #KEEP}; the chart renders it with
 * {@code tpl}); the Kubernetes YAML export renders it with the chart's default values
 * ({@link #rendering}), as {@code helm template} with no {@code --set} would. Text the
 * evaluator ({@link GoTemplate}) does not understand, or that fails to render, is left as
 * written; the K8S family then reports the field if the API server would refuse it.
 */
public final class HelmExpressions {

	/** Keeps template text as it is written (for the chart, which renders it itself). */
	public static final HelmExpressions KEEP = new HelmExpressions(null);

	private final Supplier<Map<String, Object>> values;

	private GoTemplate template;

	private HelmExpressions(Supplier<Map<String, Object>> values) {
		this.values = values;
	}

	/**
	 * Renders template text with the values the supplier gives ({@code .Values}), asked
	 * for only when there is template text to render: for the Kubernetes YAML export,
	 * {@code export.helm.ChartDefaults} gives the chart's default values.
	 */
	public static HelmExpressions rendering(Supplier<Map<String, Object>> values) {
		return new HelmExpressions(Objects.requireNonNull(values));
	}

	/** Whether any string in the tree (maps, lists, scalars) holds a template action. */
	public static boolean contains(Object tree) {
		if (tree instanceof String text) {
			return GoTemplate.isTemplate(text);
		}
		if (tree instanceof Map<?, ?> map) {
			return map.values().stream().anyMatch(HelmExpressions::contains);
		}
		if (tree instanceof List<?> list) {
			return list.stream().anyMatch(HelmExpressions::contains);
		}
		return false;
	}

	/**
	 * The tree with each string that holds template text rendered; the tree itself when
	 * there is nothing to do.
	 */
	public Object render(Object tree) {
		if (this.values == null || !contains(tree)) {
			return tree;
		}
		return renderTree(tree);
	}

	private Object renderTree(Object tree) {
		if (tree instanceof String text) {
			return GoTemplate.isTemplate(text) ? renderText(text) : text;
		}
		if (tree instanceof Map<?, ?> map) {
			Map<Object, Object> copy = new LinkedHashMap<>();
			map.forEach((key, value) -> copy.put(key, renderTree(value)));
			return copy;
		}
		if (tree instanceof List<?> list) {
			List<Object> copy = new ArrayList<>();
			list.forEach((value) -> copy.add(renderTree(value)));
			return copy;
		}
		return tree;
	}

	private String renderText(String text) {
		if (this.template == null) {
			this.template = new GoTemplate(this.values.get());
		}
		try {
			return this.template.render(text);
		}
		catch (GoTemplate.UnsupportedException | GoTemplate.RenderException ex) {
			return text;
		}
	}

}
