package io.manifeststudio.export;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The Helm template text the Kubernetes YAML export renders with the chart's values, as
 * Helm would.
 */
class GoTemplateTests {

	/** UAA 2.20.3 and SCF 2.20.3 write every pod anti-affinity topologyKey this way. */
	static final String TOPOLOGY_KEY = "{{if eq (typeOf .Values.kube.podAntiAffinityTopologyKey) \"<nil>\"}}"
			+ "kubernetes.io/hostname{{else}}{{.Values.kube.podAntiAffinityTopologyKey}}{{end}}";

	static Map<String, Object> values(String key, Object value) {
		Map<String, Object> kube = new LinkedHashMap<>();
		kube.put("organization", "cf");
		if (key != null) {
			kube.put(key, value);
		}
		Map<String, Object> values = new LinkedHashMap<>();
		values.put("kube", kube);
		values.put("config", Map.of("HA", false, "count", 3));
		values.put("env", Map.of("DOMAIN", "example.com", "EMPTY", ""));
		return values;
	}

	@Test
	void theTopologyKeyOfUaaIsTheHostnameWhenTheValueIsUnset() {
		assertThat(new GoTemplate(values(null, null)).render(TOPOLOGY_KEY)).isEqualTo("kubernetes.io/hostname");
	}

	@Test
	void theTopologyKeyOfUaaIsTheValueWhenSet() {
		assertThat(new GoTemplate(values("podAntiAffinityTopologyKey", "topology.kubernetes.io/zone"))
			.render(TOPOLOGY_KEY)).isEqualTo("topology.kubernetes.io/zone");
	}

	@Test
	void pipelinesFunctionsAndTrimMarkers() {
		GoTemplate template = new GoTemplate(values(null, null));
		assertThat(template.render("{{ .Values.env.DOMAIN | upper | quote }}")).isEqualTo("\"EXAMPLE.COM\"");
		assertThat(template.render("a  {{- \" b \" -}}  c")).isEqualTo("a b c");
		assertThat(template.render("{{ default \"none\" .Values.env.EMPTY }}")).isEqualTo("none");
		assertThat(template.render("{{ .Values.config.count }}")).isEqualTo("3");
		assertThat(template.render("{{ typeOf .Values.config.count }}")).isEqualTo("float64");
		assertThat(template.render(
				"{{ if .Values.config.HA }}ha{{ else if gt .Values.config.count 2.0 }}many" + "{{ else }}few{{ end }}"))
			.isEqualTo("many");
		assertThat(template.render("{{/* a comment */}}x{{ .Values.kube.missing }}y")).isEqualTo("xy");
		assertThat(template.render("{{ and .Values.config.HA (fail \"not reached\") }}")).isEqualTo("false");
	}

	@Test
	void whatItDoesNotImplementIsRefusedNotGuessed() {
		GoTemplate template = new GoTemplate(values(null, null));
		assertThatThrownBy(() -> template.render("{{ .Release.Name }}"))
			.isInstanceOf(GoTemplate.UnsupportedException.class);
		assertThatThrownBy(() -> template.render("{{ range .Values.kube }}x{{ end }}"))
			.isInstanceOf(GoTemplate.UnsupportedException.class);
		assertThatThrownBy(() -> template.render("{{ $x := 1 }}")).isInstanceOf(GoTemplate.UnsupportedException.class);
		assertThatThrownBy(() -> template.render("{{ sha256sum \"a\" }}"))
			.isInstanceOf(GoTemplate.UnsupportedException.class);
	}

	@Test
	void failuresAreHelmsFailures() {
		GoTemplate template = new GoTemplate(values(null, null));
		assertThatThrownBy(() -> template.render("{{ required \"env.X has not been set\" .Values.env.X }}"))
			.isInstanceOf(GoTemplate.RenderException.class)
			.hasMessage("env.X has not been set");
		assertThatThrownBy(() -> template.render("{{ .Values.kube.missing.deeper }}"))
			.isInstanceOf(GoTemplate.RenderException.class)
			.hasMessageContaining("nil pointer");
	}

	@Test
	void helmExpressionsRenderOnlyStringsWithActionsAndKeepWhatFails() {
		HelmExpressions expressions = HelmExpressions.rendering(() -> values(null, null));
		Object tree = Map.of("terms",
				List.of(Map.of("topologyKey", TOPOLOGY_KEY, "weight", 10, "other", "{{ .Release.Name }}")));
		assertThat(expressions.render(tree)).isEqualTo(Map.of("terms", List
			.of(Map.of("topologyKey", "kubernetes.io/hostname", "weight", 10, "other", "{{ .Release.Name }}"))));
		assertThat(HelmExpressions.KEEP.render(tree)).isSameAs(tree);
	}

}
