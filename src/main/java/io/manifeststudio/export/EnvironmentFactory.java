package io.manifeststudio.export;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.manifeststudio.manifest.model.Account;
import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.GroupType;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.Variable;
import io.manifeststudio.release.ReleaseResolution;
import io.manifeststudio.validation.FieldError;

/**
 * The environment of a container in kube mode (fissile's kube/pod.go), sorted by name:
 * the variables its templates use, every internal user variable,
 * {@code KUBERNETES_CONTAINER_NAME}, and the entries fissile always adds
 * ({@code KUBERNETES_NAMESPACE}, {@code VCAP_HARD_NPROC}/{@code VCAP_SOFT_NPROC},
 * {@code CONFIGGIN_SA_TOKEN}).
 * <p>
 * fissile binds a global template to a job through the job's BOSH properties, which needs
 * the release job specs. With the releases ({@link ExportSettings#releases()}) a
 * container gets the variables of the templates of its jobs' properties
 * ({@link #readByJobs}). Without them a manifest alone cannot tell, so every variable a
 * global template uses is given to every container (a container may get a value it does
 * not use, but never misses one it needs); a group's own templates add theirs. For the
 * chart, bosh and colocated-container groups get fissile's {@code CONFIGGIN_VERSION_TAG},
 * and, with the releases, a {@code CONFIGGIN_IMPORT_<GROUP>} per group whose links their
 * jobs consume. Plain variables carry their default ({@code ""} when none; non-strings as
 * JSON), secret ones, and plain ones with a default too large to copy into every
 * container ({@link SecretFactory#holds}), a {@code secretKeyRef} into the
 * {@code secrets} Secret.
 */
final class EnvironmentFactory {

	static final String SECRETS = "secrets";

	static final Pattern MUSTACHE = Pattern.compile("\\(\\(\\s*[#^/]?\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*\\)\\)");

	private static final Pattern SWITCHED = Pattern.compile("\\{\\{\\s*[#^/{&]?\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*}?}}");

	private final RoleManifest manifest;

	private final ExportSettings settings;

	private final Map<String, Variable> variables = new HashMap<>();

	private final Set<String> global;

	private final Map<String, Entry> entries = new HashMap<>();

	private Shared shared;

	private final boolean forChart;

	private final ReleaseResolution releases;

	private static final Entry NONE = new Entry(Map.of(), null);

	private static final Entry CLUSTER_DOMAIN = new Entry(Yamls.map("name", "KUBERNETES_CLUSTER_DOMAIN", "value", ""),
			null);

	private static final Entry NAMESPACE = new Entry(Yamls.map("name", "KUBERNETES_NAMESPACE", "valueFrom",
			Yamls.map("fieldRef", Yamls.map("fieldPath", "metadata.namespace"))), null);

	private static final Entry HARD_NPROC = new Entry(Yamls.map("name", "VCAP_HARD_NPROC", "value", "2048"), null);

	private static final Entry SOFT_NPROC = new Entry(Yamls.map("name", "VCAP_SOFT_NPROC", "value", "1024"), null);

	private static final Entry CONFIGGIN_TOKEN = new Entry(Yamls.map("name", "CONFIGGIN_SA_TOKEN", "valueFrom",
			Yamls.map("secretKeyRef", Yamls.map("name", "configgin", "key", "token"))), null);

	EnvironmentFactory(RoleManifest manifest, ExportSettings settings) {
		this(manifest, settings, false);
	}

	EnvironmentFactory(RoleManifest manifest, ExportSettings settings, boolean forChart) {
		this.manifest = manifest;
		this.settings = settings;
		this.forChart = forChart;
		this.releases = settings.releases();
		for (Variable variable : manifest.variables()) {
			if (variable.name() != null) {
				this.variables.putIfAbsent(variable.name(), variable);
			}
		}
		Set<String> used = new LinkedHashSet<>();
		if (!this.releases.present()) {
			collect(manifest.configuration().templates(), used);
		}
		for (Variable variable : manifest.variables()) {
			if (variable.options() != null && variable.options().internal() && !isEnvironment(variable)) {
				used.add(variable.name());
			}
		}
		this.global = used;
	}

	/**
	 * The {@code env} list of the container of {@code group}, with the origin of each
	 * entry recorded. Entries of variables are built once per export and shared by the
	 * containers (they are written, never changed).
	 */
	List<Object> env(InstanceGroup group, Origins origins, String path) {
		// the entries every container gets, sorted once; the container's own ones are
		// merged in by name
		TreeMap<String, Entry> own = new TreeMap<>();
		if (this.releases.present()) {
			for (String name : readByJobs(group)) {
				Entry entry = this.entries.computeIfAbsent(name, this::variableEntry);
				// fissile's GetVariablesForRole kept an environment variable without a
				// default (its Default is an
				// interface{}, nil != ""), and pod.go then set the generator's own ones
				// (KUBE_SECRETS_GENERATION_*,
				// HELM_IS_INSTALL); other such variables have no value and are left out
				// (variableEntry)
				if (entry != NONE) {
					own.put(name, entry);
				}
			}
		}
		else if (group.templates() != null && !group.templates().isEmpty()) {
			Set<String> names = new LinkedHashSet<>();
			collect(group.templates(), names);
			for (String name : names) {
				Entry entry = this.entries.computeIfAbsent(name, this::variableEntry);
				if (entry != NONE) {
					own.put(name, entry);
				}
			}
		}
		own.put("KUBERNETES_CONTAINER_NAME",
				new Entry(Yamls.map("name", "KUBERNETES_CONTAINER_NAME", "value", group.name()), group.location()));
		if (!boundToConfiggin(group)) {
			own.put("CONFIGGIN_SA_TOKEN", CONFIGGIN_TOKEN);
		}
		if (this.forChart && (group.type() == GroupType.BOSH || group.type() == GroupType.COLOCATED_CONTAINER)) {
			// fissile's chart: the value and the keys are the chart version and the
			// generation counter, which the
			// chart's studio.container helper fills in
			own.put(CONFIGGIN_VERSION_TAG, new Entry(Yamls.map("name", CONFIGGIN_VERSION_TAG, "value", ""), null));
			for (String provider : this.releases.providerGroupsOf(group.name())) {
				String name = CONFIGGIN_IMPORT + provider.toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]", "_");
				own.put(name, new Entry(Yamls.map("name", name, "valueFrom",
						Yamls.map("secretKeyRef", Yamls.map("name", provider, "key", ""))), null));
			}
		}
		Shared shared = shared();
		int size = shared.names().length;
		List<Object> env = new ArrayList<>(size + own.size());
		List<DocPath> sources = new ArrayList<>(size + own.size());
		int next = 0;
		for (Map.Entry<String, Entry> mine : own.entrySet()) {
			// the shared entries before this one go in as a block; one of the same name
			// is replaced
			int found = Arrays.binarySearch(shared.names(), next, size, mine.getKey());
			int before = (found >= 0) ? found : -found - 1;
			env.addAll(shared.contents().subList(next, before));
			sources.addAll(shared.sources().subList(next, before));
			next = (found >= 0) ? found + 1 : before;
			env.add(mine.getValue().content());
			sources.add(mine.getValue().source());
		}
		env.addAll(shared.contents().subList(next, size));
		sources.addAll(shared.sources().subList(next, size));
		origins.recordItems(path + ".env", sources);
		return env;
	}

	static final String CONFIGGIN_VERSION_TAG = "CONFIGGIN_VERSION_TAG";

	static final String CONFIGGIN_IMPORT = "CONFIGGIN_IMPORT_";

	/**
	 * With the releases, the variables a group's jobs read, as fissile's
	 * {@code GetVariablesForRole} found them: for each property of the group's job specs,
	 * the templates (global, then the group's own, which win) whose key is
	 * {@code properties.<property>} or below it, and the variables those templates use. A
	 * BOSH template can only read the properties its job spec declares, so these are the
	 * variables the job's templates read.
	 */
	private Set<String> readByJobs(InstanceGroup group) {
		Map<Object, Object> templates = new java.util.LinkedHashMap<>(this.manifest.configuration().templates());
		if (group.templates() != null) {
			templates.putAll(group.templates());
		}
		Set<String> properties = this.releases.propertiesOf(group);
		Map<Object, Object> read = new java.util.LinkedHashMap<>();
		for (Map.Entry<Object, Object> template : templates.entrySet()) {
			String key = String.valueOf(template.getKey());
			if (!key.startsWith("properties.")) {
				continue;
			}
			String property = key.substring("properties.".length());
			for (String declared : properties) {
				if (property.equals(declared) || property.startsWith(declared + ".")) {
					read.put(template.getKey(), template.getValue());
					break;
				}
			}
		}
		Set<String> names = new LinkedHashSet<>();
		collect(read, names);
		return names;
	}

	/**
	 * The entries of every container, sorted by name: the global variables and fissile's
	 * fixed entries.
	 */
	private Shared shared() {
		if (this.shared == null) {
			TreeMap<String, Entry> entries = new TreeMap<>();
			for (String name : this.global) {
				Entry entry = this.entries.computeIfAbsent(name, this::variableEntry);
				if (entry != NONE) {
					entries.put(name, entry);
				}
			}
			entries.putIfAbsent("KUBERNETES_CLUSTER_DOMAIN", CLUSTER_DOMAIN);
			entries.put("KUBERNETES_NAMESPACE", NAMESPACE);
			entries.put("VCAP_HARD_NPROC", HARD_NPROC);
			entries.put("VCAP_SOFT_NPROC", SOFT_NPROC);
			List<Object> contents = new ArrayList<>(entries.size());
			List<DocPath> sources = new ArrayList<>(entries.size());
			for (Entry entry : entries.values()) {
				contents.add(entry.content());
				sources.add(entry.source());
			}
			this.shared = new Shared(entries.keySet().toArray(new String[0]), contents, sources);
		}
		return this.shared;
	}

	/**
	 * fissile's built-in variables for the secret generator (declared
	 * {@code type: environment}), which fissile's chart set from Helm
	 * ({@code kube.secrets_generation_counter}, {@code .Release.IsInstall}) and the
	 * Kubernetes export sets to these fixed values: the generator writes
	 * {@code secrets-1} on its first run, which the chart names
	 * {@code secrets-<chart version>-<counter>}.
	 */
	static final Map<String, String> SECRET_GENERATION = Map.of("KUBE_SECRETS_GENERATION_NAME", "secrets-1",
			"KUBE_SECRETS_GENERATION_COUNTER", "1", "HELM_IS_INSTALL", "true");

	/**
	 * The entry of a declared variable, or {@link #NONE} when it is not given to
	 * containers.
	 */
	private Entry variableEntry(String name) {
		Variable variable = this.variables.get(name);
		if (variable != null && variable.options() != null && SECRET_GENERATION.containsKey(name)) {
			return new Entry(Yamls.map("name", name, "value", SECRET_GENERATION.get(name)), variable.location());
		}
		if (variable == null || variable.options() == null
				|| (isEnvironment(variable) && variable.options().defaultValue() == null)) {
			return NONE;
		}
		return new Entry(variableContent(variable), variable.location());
	}

	private Map<String, Object> variableContent(Variable variable) {
		String name = variable.name();
		if (SecretFactory.holds(variable)) {
			return Yamls.map("name", name, "valueFrom",
					Yamls.map("secretKeyRef", Yamls.map("name", SECRETS, "key", SecretFactory.key(name))));
		}
		return Yamls.map("name", name, "value", value(variable));
	}

	private String value(Variable variable) {
		String name = variable.name();
		if (name.startsWith("FEATURE_") && name.endsWith("_ENABLED")) {
			String feature = name.substring("FEATURE_".length(), name.length() - "_ENABLED".length());
			return String.valueOf(featureDefault(feature));
		}
		if (name.startsWith("KUBE_SIZING_")) {
			Optional<InstanceGroup> counted = SizingVariables.countOf(this.manifest, name);
			if (counted.isPresent()) {
				return String.valueOf(counted.get().run().scaling().effectiveMin());
			}
			Optional<SizingVariables.PortBound> bound = SizingVariables.portBound(this.manifest, name);
			if (bound.isPresent()) {
				return String.valueOf(bound.get().value());
			}
		}
		Object value = variable.options().defaultValue();
		if (value == null) {
			return "";
		}
		String text = (value instanceof String string) ? string : FieldError.json(value);
		if (variable.options().imageName() && !text.contains("/")) {
			text = ImageNames.prefix(this.settings) + text;
		}
		return text;
	}

	private boolean featureDefault(String feature) {
		for (InstanceGroup group : this.manifest.instanceGroups()) {
			String name = group.features().defaultFeature();
			if (name != null && name.toUpperCase(Locale.ROOT).replace('-', '_').equals(feature)) {
				return true;
			}
		}
		return false;
	}

	private boolean boundToConfiggin(InstanceGroup group) {
		return this.manifest.configuration()
			.auth()
			.account(group.run().effectiveServiceAccount())
			.map(Account::roles)
			.map((roles) -> roles.contains("configgin"))
			.orElse(false);
	}

	private static boolean isEnvironment(Variable variable) {
		return "environment".equals(variable.options().type());
	}

	/**
	 * Adds the names of the variables the templates use, {@code ((NAME))} and after a
	 * delimiter switch.
	 */
	static void collect(Map<Object, Object> templates, Set<String> names) {
		if (templates == null) {
			return;
		}
		for (Object value : templates.values()) {
			if (value == null) {
				continue;
			}
			String text = String.valueOf(value);
			if (!text.contains("((") && !text.contains("{{")) {
				continue;
			}
			mustacheNames(text, names);
			if (text.contains("((=")) {
				Matcher switched = SWITCHED.matcher(text);
				while (switched.find()) {
					names.add(switched.group(1));
				}
			}
		}
	}

	/**
	 * Adds the names of the {@code ((NAME))} tags of {@code text}, as {@link #MUSTACHE}
	 * finds them (this scanner is its exact hand-written form: templates are scanned by
	 * the hundred on every validation).
	 */
	static void mustacheNames(String text, Set<String> names) {
		int length = text.length();
		int at = text.indexOf("((");
		while (at >= 0) {
			int i = skipSpaces(text, at + 2);
			if (i < length && (text.charAt(i) == '#' || text.charAt(i) == '^' || text.charAt(i) == '/')) {
				i = skipSpaces(text, i + 1);
			}
			int start = i;
			if (i < length && isNameStart(text.charAt(i))) {
				i++;
				while (i < length
						&& (isNameStart(text.charAt(i)) || (text.charAt(i) >= '0' && text.charAt(i) <= '9'))) {
					i++;
				}
				int end = i;
				i = skipSpaces(text, i);
				if (text.startsWith("))", i)) {
					names.add(text.substring(start, end));
					at = text.indexOf("((", i + 2);
					continue;
				}
			}
			at = text.indexOf("((", at + 1);
		}
	}

	/**
	 * Past the whitespace ({@code \s}: space, tab, line feed, vertical tab, form feed,
	 * carriage return) at {@code i}.
	 */
	private static int skipSpaces(String text, int i) {
		while (i < text.length()) {
			char c = text.charAt(i);
			if (c != ' ' && c != '\t' && c != '\n' && c != '\u000B' && c != '\f' && c != '\r') {
				break;
			}
			i++;
		}
		return i;
	}

	private static boolean isNameStart(char c) {
		return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_';
	}

	/**
	 * The entries every container gets, sorted by name: their names, contents and origins
	 * side by side.
	 */
	private record Shared(String[] names, List<Object> contents, List<DocPath> sources) {
	}

	private record Entry(Map<String, Object> content, DocPath source) {

		Entry {
			content = Collections.unmodifiableMap(content);
		}

	}

}
