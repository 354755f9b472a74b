package io.manifeststudio.manifest.model;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.emitter.Emitter;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.resolver.Resolver;
import org.yaml.snakeyaml.serializer.Serializer;

import io.manifeststudio.manifest.yaml.ManifestDocument;
import io.manifeststudio.manifest.yaml.YamlLimits;

/**
 * Hides the values of secret variables from those who may not see them (viewers): the
 * {@code default} of every variable marked {@code secret: true} becomes {@value #HIDDEN},
 * keeping its key, so the manifest still says that the variable has a value and that it
 * is secret. Both places fissile declares variables are covered: the BOSH style
 * (top-level {@code variables}, options under {@code options}) and the legacy flat style
 * ({@code configuration.variables}, options on the variable).
 * <p>
 * A manifest's text is masked on its YAML node tree and written again by the YAML
 * library, so a masked text keeps the keys and their order but not the comments or the
 * quoting; a text without a secret value is returned unchanged. A model is masked by a
 * copy with the secret variables' defaults replaced, which every export then writes as it
 * would any other value.
 */
public final class SecretMask {

	/** What a viewer reads in place of a secret variable's value. */
	public static final String HIDDEN = "<secret hidden>";

	private SecretMask() {
	}

	/**
	 * The manifest's text with the secret variables' values hidden; the text itself when
	 * it has none. A variable is secret when any of its {@code secret} keys says so (a
	 * key written twice counts as secret if either says so).
	 */
	public static String mask(String yaml) {
		return mask(yaml, Set.of());
	}

	/**
	 * The manifest's text with the values of the variables hidden that {@code model} (the
	 * model of this text) says are secret, and of every variable any of whose
	 * {@code secret} keys says so. Every occurrence counts: a variable whose
	 * {@code options} or {@code default} is written twice, or that is listed twice, has
	 * every {@code default} hidden, whichever of them the model keeps.
	 */
	public static String mask(String yaml, RoleManifest model) {
		return mask(yaml, secretNames(model));
	}

	/** The names of the variables the model says are secret. */
	public static Set<String> secretNames(RoleManifest model) {
		Set<String> names = new HashSet<>();
		for (Variable variable : model.variables()) {
			if (variable.isSecret() && variable.name() != null) {
				names.add(variable.name());
			}
		}
		return names;
	}

	private static String mask(String yaml, Set<String> secretNames) {
		if (yaml == null || yaml.isEmpty()) {
			return yaml;
		}
		LoaderOptions loading = new LoaderOptions();
		loading.setCodePointLimit(Integer.MAX_VALUE);
		loading.setMaxAliasesForCollections(YamlLimits.DEFAULT.maxAliasesForCollections());
		loading.setNestingDepthLimit(YamlLimits.DEFAULT.maxNestingDepth());
		loading.setAllowDuplicateKeys(true);
		Node root;
		try {
			root = new Yaml(new SafeConstructor(loading)).compose(new StringReader(yaml));
		}
		catch (RuntimeException ex) {
			// text that is no YAML has no variables to find: nothing of it can be shown
			// safely as a secret's value
			// either, so the whole text is hidden
			return HIDDEN + "\n";
		}
		if (!(root instanceof MappingNode document) || !maskDocument(document, secretNames)) {
			return yaml;
		}
		DumperOptions options = new DumperOptions();
		options.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
		options.setIndent(2);
		options.setIndicatorIndent(0);
		options.setWidth(Integer.MAX_VALUE);
		StringWriter text = new StringWriter();
		Serializer serializer = new Serializer(new Emitter(text, options), new Resolver(), options, null);
		try {
			serializer.open();
			serializer.serialize(root);
			serializer.close();
		}
		catch (java.io.IOException ex) {
			throw new IllegalStateException("Writing to a string failed", ex);
		}
		return text.toString();
	}

	/**
	 * The model with the secret variables' defaults hidden (in the variables and in the
	 * document's tree).
	 */
	public static RoleManifest mask(RoleManifest manifest) {
		if (manifest.variables().stream().noneMatch(SecretMask::hasSecretValue)) {
			return manifest;
		}
		List<Variable> variables = manifest.variables().stream().map(SecretMask::masked).toList();
		Set<String> names = secretNames(manifest);
		ManifestDocument document = manifest.document();
		ManifestDocument maskedDocument = (document == null) ? null : new ManifestDocument(
				maskedTree(document.root(), names), document.positions(), document.duplicateKeys());
		return new RoleManifest(manifest.era(), manifest.instanceGroups(), manifest.configuration(), variables,
				manifest.releases(), manifest.typeProblems(), maskedDocument);
	}

	private static boolean hasSecretValue(Variable variable) {
		return variable.isSecret() && variable.options().defaultValue() != null;
	}

	private static Variable masked(Variable variable) {
		if (!hasSecretValue(variable)) {
			return variable;
		}
		VariableOptions o = variable.options();
		return new Variable(variable.name(), variable.type(),
				new VariableOptions(o.description(), HIDDEN, o.example(), o.type(), o.internal(), o.secret(),
						o.required(), o.immutable(), o.imageName(), o.previousNames(), o.isCa(), o.roleName(),
						o.alternativeNames(), o.generator(), o.ca(), o.appendKubeCa(), o.appendKubeCaTemplate()),
				variable.legacy(), variable.location());
	}

	// --- the document as plain maps and lists (the model's tree) ---

	private static Map<Object, Object> maskedTree(Map<Object, Object> root, Set<String> names) {
		Map<Object, Object> copy = new LinkedHashMap<>(root);
		if (copy.get("variables") instanceof List<?> variables) {
			copy.put("variables", maskedList(variables, false, names));
		}
		if (copy.get("configuration") instanceof Map<?, ?> configuration
				&& configuration.get("variables") instanceof List<?> legacy) {
			Map<Object, Object> configurationCopy = new LinkedHashMap<>(configuration);
			configurationCopy.put("variables", maskedList(legacy, true, names));
			copy.put("configuration", configurationCopy);
		}
		return copy;
	}

	private static List<Object> maskedList(List<?> variables, boolean flat, Set<String> names) {
		List<Object> copy = new ArrayList<>(variables.size());
		for (Object variable : variables) {
			copy.add((variable instanceof Map<?, ?> map) ? maskedVariable(map, flat, names) : variable);
		}
		return copy;
	}

	private static Object maskedVariable(Map<?, ?> variable, boolean flat, Set<String> names) {
		boolean named = variable.get("name") instanceof String name && names.contains(name);
		if (flat) {
			return maskedOptions(variable, named);
		}
		if (variable.get("options") instanceof Map<?, ?> options) {
			Map<Object, Object> copy = new LinkedHashMap<>(variable);
			copy.put("options", maskedOptions(options, named));
			return copy;
		}
		return variable;
	}

	private static Map<?, ?> maskedOptions(Map<?, ?> options, boolean secret) {
		boolean marked = secret || Boolean.TRUE.equals(options.get("secret"))
				|| (options.get("secret") instanceof String text && isTrue(text));
		if (!marked || !options.containsKey("default") || options.get("default") == null) {
			return options;
		}
		Map<Object, Object> copy = new LinkedHashMap<>(options);
		copy.put("default", HIDDEN);
		return copy;
	}

	// --- the text's node tree ---

	private static boolean maskDocument(MappingNode document, Set<String> names) {
		boolean masked = false;
		// every occurrence of a key written twice: the text shows them all, whichever the
		// model keeps
		for (Node variables : values(document, "variables")) {
			if (variables instanceof SequenceNode list) {
				for (Node variable : list.getValue()) {
					if (variable instanceof MappingNode map) {
						List<MappingNode> options = new ArrayList<>();
						for (Node node : values(map, "options")) {
							if (node instanceof MappingNode optionsMap) {
								options.add(optionsMap);
							}
						}
						masked |= maskVariable(map, options, names);
					}
				}
			}
		}
		for (Node configuration : values(document, "configuration")) {
			if (configuration instanceof MappingNode configurationMap) {
				for (Node legacy : values(configurationMap, "variables")) {
					if (legacy instanceof SequenceNode list) {
						for (Node variable : list.getValue()) {
							if (variable instanceof MappingNode map) {
								masked |= maskVariable(map, List.of(map), names);
							}
						}
					}
				}
			}
		}
		return masked;
	}

	/**
	 * Hides every {@code default} in the variable's option maps when the variable is
	 * secret: the model says so (by its name, any of its {@code name} keys) or any of its
	 * {@code secret} keys does.
	 */
	private static boolean maskVariable(MappingNode variable, List<MappingNode> options, Set<String> names) {
		boolean secret = false;
		for (Node name : values(variable, "name")) {
			secret |= name instanceof ScalarNode scalar && names.contains(scalar.getValue());
		}
		for (MappingNode map : options) {
			for (Node flag : values(map, "secret")) {
				secret |= flag instanceof ScalarNode scalar && isTrue(scalar.getValue());
			}
		}
		if (!secret) {
			return false;
		}
		boolean masked = false;
		for (MappingNode map : options) {
			masked |= maskDefaults(map);
		}
		return masked;
	}

	private static boolean maskDefaults(MappingNode options) {
		boolean masked = false;
		List<NodeTuple> tuples = options.getValue();
		for (int i = 0; i < tuples.size(); i++) {
			NodeTuple tuple = tuples.get(i);
			if (isKey(tuple, "default") && !isNull(tuple.getValueNode())) {
				tuples.set(i, new NodeTuple(tuple.getKeyNode(),
						new ScalarNode(Tag.STR, HIDDEN, null, null, DumperOptions.ScalarStyle.DOUBLE_QUOTED)));
				masked = true;
			}
		}
		return masked;
	}

	/** The values of every occurrence of the key in the map, in order. */
	private static List<Node> values(MappingNode map, String key) {
		List<Node> values = new ArrayList<>();
		for (NodeTuple tuple : map.getValue()) {
			if (isKey(tuple, key)) {
				values.add(tuple.getValueNode());
			}
		}
		return values;
	}

	private static boolean isKey(NodeTuple tuple, String key) {
		return tuple.getKeyNode() instanceof ScalarNode scalar && key.equals(scalar.getValue());
	}

	/**
	 * {@code true}, {@code yes}, {@code on} or {@code y} in any case, quoted or not: what
	 * YAML 1.1 and the manifest reader take as true, and more (hiding a value too many is
	 * safe, one too few is not).
	 */
	private static boolean isTrue(String text) {
		String value = text.strip().toLowerCase(java.util.Locale.ROOT);
		return value.equals("true") || value.equals("yes") || value.equals("on") || value.equals("y");
	}

	private static boolean isNull(Node node) {
		return node instanceof ScalarNode scalar && (scalar.getTag().equals(Tag.NULL));
	}

}
