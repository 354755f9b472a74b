package io.manifeststudio.export;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * fissile's image tag of an instance group, {@code GetRoleDevVersion}, computed as
 * fissile computed it (cloudfoundry-incubator/fissile, {@code model/instance_groups.go}
 * at b8e8e6af, its last commit, 2019-12-09, with {@code model/job.go}
 * {@code GetPropertiesForJob}, {@code model/job_util.go} {@code insertConfig} and
 * {@code getOpinionValue}, {@code model/opinions.go} {@code FlattenOpinions}; the tag is
 * used by {@code kube/pod.go} {@code getContainerImageName} and
 * {@code builder/role_image.go} {@code GetRoleDevImageName}).
 * <ol>
 * <li>{@code getRoleJobAndPackagesSignature}: the text {@code "\n<job SHA-1>"} for each
 * job in the group's order, then {@code "\n<package SHA-1>"} for every package the jobs'
 * {@code job.MF} name (a package named by two jobs twice), sorted by release name then
 * package name, then {@code "\n<script signature>"} and {@code "\n<template signature>"};
 * its SHA-1 in hex.</li>
 * <li>script signature ({@code GetScriptSignatures}): one SHA-1 over, for each script the
 * group names under {@code environment_scripts}, {@code scripts} and
 * {@code post_config_scripts} that is not an absolute path, sorted by name, the name's
 * bytes then the file's bytes. A file that cannot be read fails the whole hash.</li>
 * <li>template signature ({@code GetTemplateSignatures}): one SHA-1 over the texts
 * {@code "<key>: <value>"}, sorted, of the group's templates and the global ones it does
 * not override ({@code CalculateRoleConfigurationTemplates}, always run by fissile's
 * validation, so the signature is always there, also for no template).</li>
 * <li>{@code AggregateSignatures} over: that SHA-1, the fissile version string,
 * {@code --tag-extra}, then for each job in order its properties as
 * {@code GetPropertiesForJob} gives them (each property of the job's spec, in name order:
 * skipped when the dark opinions hold it with a value that is not a map; else the light
 * opinions' value when not null, else the spec's default), totally flattened
 * ({@code FlattenOpinions(properties, true)}: {@code a.b}, {@code a[0]}) and in key
 * order, key then value. {@code AggregateSignatures} hashes each string followed by a NUL
 * byte and then the decimal total of their lengths in bytes.</li>
 * </ol>
 * Values are written as Go's {@code %v} writes what {@code gopkg.in/yaml.v2} reads:
 * {@code <nil>}, {@code true}, integers in decimal, floats in Go's shortest {@code %g}
 * ({@code 0.5}, {@code 1e+06}), strings as they are.
 * <p>
 * That is b8e8e6af's formula ({@link Formula#CURRENT}); fissile's earlier builds hashed
 * less, or otherwise, and {@link #of(Formula, List, List, Map, Opinions, String, String)}
 * computes the tag of each {@link Formula}, the one a fissile version string names
 * ({@link FissileBuilds}).
 */
public final class FissileRoleDevVersion {

	/**
	 * One job of the group: its SHA-1 and packages from {@code release.MF}, its spec's
	 * properties.
	 */
	public record Job(String name, String sha1, List<Package> packages, List<Property> properties) {

		public Job {
			name = (name != null) ? name : "";
			packages = List.copyOf(packages);
			properties = List.copyOf(properties);
		}

		/** A job whose name does not matter (no formula that sorts jobs). */
		public Job(String sha1, List<Package> packages, List<Property> properties) {
			this("", sha1, packages, properties);
		}

	}

	/**
	 * A package a job's spec names, with the name of its release and its SHA-1 from
	 * {@code release.MF}.
	 */
	public record Package(String release, String name, String sha1) {
	}

	/** A property of a job's spec and its default ({@code null} for none). */
	public record Property(String name, Object defaultValue) {
	}

	/** A script the group names and the bytes of its file. */
	public record Script(String name, byte[] contents) {
	}

	/**
	 * fissile's opinions: the {@code properties} maps of its light and dark opinions
	 * files.
	 */
	public record Opinions(Map<?, ?> light, Map<?, ?> dark) {
	}

	/** How a formula ordered the packages of the job and package signature. */
	public enum PackageOrder {

		/** By name ({@code Packages.Less}, af8ca6b3). */
		NAME,

		/** By release name, then name (c07149a9, 2016-10-14). */
		RELEASE_AND_NAME

	}

	/** Whether and how a formula hashed the group's scripts. */
	public enum Scripts {

		/** Not at all (before ed77ee52, 2017-02-27). */
		NONE,

		/**
		 * {@code GetScriptSignatures} over each script's path on the build machine (the
		 * role manifest's folder joined to the name, {@code GetScriptPaths}) and
		 * contents, sorted by path: ed77ee52 until b7566f71 (2017-07-26).
		 */
		PATHS,

		/** Over each script's name as written and contents, sorted by name (b7566f71). */
		NAMES

	}

	/** Whether and how a formula hashed the group's templates. */
	public enum Templates {

		/** Not at all (before debd0b4c, 2017-03-01). */
		NONE,

		/** {@code "%s: %s"} of a {@code map[string]string}: the YAML text (debd0b4c). */
		YAML_TEXT,

		/** {@code "%s: %s"} of asserted strings (c96396ed, 2018-08-24). */
		STRINGS,

		/** {@code "%v: %v"} (ba261a21, 2018-09-12; b8e8e6af). */
		GO_VALUES

	}

	/**
	 * One of the ways fissile computed the tag over its history
	 * (cloudfoundry-incubator/fissile, {@code git log -L} on {@code GetRoleDevVersion},
	 * {@code getRoleJobAndPackagesSignature}, {@code GetScriptSignatures},
	 * {@code GetTemplateSignatures} in model/roles.go, later model/instance_groups.go,
	 * and {@code roleBuildJob.Version} in builder/role_image.go). The tag is the one
	 * {@code build images} named the images it built and pushed.
	 *
	 * @param sortsJobs whether the jobs were sorted by name (af8ca6b3 until 5c877a89,
	 * 2016-08-01, "Don't sort role jobs when calculating versions")
	 * @param packages the package order
	 * @param scripts the script signature
	 * @param templates the template signature
	 * @param aggregates whether the tag is {@code AggregateSignatures} of the signature
	 * and the jobs' flattened properties (93702fe4, 2017-05-31, in {@code build images};
	 * until 442ce3c1, 2017-06-08, {@code build kube} still named the images with the bare
	 * signature, fissile's "discrepancy between role versions" that commit fixed)
	 * @param hashesVersion whether the fissile version string is aggregated (6f68d6ae)
	 * @param hashesTagExtra whether {@code --tag-extra} is aggregated (e66f1cb0)
	 */
	public record Formula(boolean sortsJobs, PackageOrder packages, Scripts scripts, Templates templates,
			boolean aggregates, boolean hashesVersion, boolean hashesTagExtra) {

		/** af8ca6b3 (2015-11-09), "Implement dev role image creation": the first tag. */
		public static final String FIRST = "af8ca6b375433f07e033fb4d57dbed00d219859e";

		/** 5c877a89 (2016-08-01): the jobs in the group's order. */
		public static final String UNSORTED_JOBS = "5c877a89f0e080618641cdc53591fa2fe9e3b555";

		/** c07149a9 (2016-10-14): packages by release, then name. */
		public static final String PACKAGES_BY_RELEASE = "c07149a9d84e199a4cb1d2e5344aa82b882df286";

		/** ed77ee52 (2017-02-27), "Trigger rebuild on patch changes": scripts. */
		public static final String SCRIPTS = "ed77ee5268223b8a5addbee287883c0fd24a9c20";

		/** debd0b4c (2017-03-01), "Handle changes to configuration templates". */
		public static final String TEMPLATES = "debd0b4c9f8473a06d4785eae306b1190198427c";

		/** 93702fe4 (2017-05-31): the aggregate with the jobs' properties. */
		public static final String AGGREGATE = "93702fe42860017a2f8a7fb425dc9d7f2c4e3b43";

		/** 6f68d6ae (2017-06-01): the fissile version in the aggregate. */
		public static final String VERSION = "6f68d6ae55ab5910e1c2482769c8d21649b86f13";

		/** b7566f71 (2017-07-26), "Use relative paths in script signatures". */
		public static final String SCRIPT_NAMES = "b7566f71a9da993832d9d6dfb0309c0a73d4ca94";

		/** e66f1cb0 (2017-10-06): the extra string ({@code --tag-extra}). */
		public static final String TAG_EXTRA = "e66f1cb07e9f3abedcc213e0f3573b64d5843853";

		/** c96396ed (2018-08-24): templates as a yaml.MapSlice of asserted strings. */
		public static final String STRING_TEMPLATES = "c96396ed36edc90620b087dd2ad2c22a85aca7d8";

		/** ba261a21 (2018-09-12), "the values may be boolean or numbers too": %v. */
		public static final String GO_VALUE_TEMPLATES = "ba261a211a9939eea64522f75bf464538cef9254";

		/** b8e8e6af's formula, fissile's last. */
		public static final Formula CURRENT = new Formula(false, PackageOrder.RELEASE_AND_NAME, Scripts.NAMES,
				Templates.GO_VALUES, true, true, true);

		/**
		 * The formula of code that has (or has not) each boundary commit in its history.
		 * The boundaries are one line of descent (each an ancestor of the next).
		 */
		public static Formula of(Predicate<String> has) {
			Scripts scripts = !has.test(SCRIPTS) ? Scripts.NONE
					: has.test(SCRIPT_NAMES) ? Scripts.NAMES : Scripts.PATHS;
			Templates templates = !has.test(TEMPLATES) ? Templates.NONE : has.test(GO_VALUE_TEMPLATES)
					? Templates.GO_VALUES : has.test(STRING_TEMPLATES) ? Templates.STRINGS : Templates.YAML_TEXT;
			return new Formula(!has.test(UNSORTED_JOBS),
					has.test(PACKAGES_BY_RELEASE) ? PackageOrder.RELEASE_AND_NAME : PackageOrder.NAME, scripts,
					templates, has.test(AGGREGATE), has.test(VERSION), has.test(TAG_EXTRA));
		}

		/** Whether the tag reads the opinions files. */
		public boolean readsOpinions() {
			return this.aggregates;
		}

	}

	private static final Comparator<String> GO_STRING_ORDER = (a, b) -> Arrays
		.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));

	private FissileRoleDevVersion() {
	}

	/**
	 * The tag as b8e8e6af computes it ({@link Formula#CURRENT}).
	 * @param jobs the group's jobs in its order
	 * @param scripts the group's scripts that are not absolute paths, each once (their
	 * order does not matter)
	 * @param templates the group's templates and the global ones it does not override,
	 * keys and values as text
	 */
	public static String of(List<Job> jobs, List<Script> scripts, Map<String, String> templates, Opinions opinions,
			String fissileVersion, String tagExtra) {
		return of(Formula.CURRENT, jobs, scripts, templates, opinions, fissileVersion, tagExtra);
	}

	/**
	 * The tag as a fissile build of that formula computed it. The caller has checked what
	 * the formula cannot hash ({@link #unordered}, {@link #templateText}, scripts of
	 * {@link Scripts#PATHS}).
	 * @param jobs the group's jobs in its order
	 * @param scripts the group's scripts that are not absolute paths, each once
	 * @param templates the group's templates and the global ones it does not override, as
	 * {@link #templateText} writes them for the formula
	 * @param opinions the opinions (read only by formulas that aggregate)
	 */
	public static String of(Formula formula, List<Job> jobs, List<Script> scripts, Map<String, String> templates,
			Opinions opinions, String fissileVersion, String tagExtra) {
		if (formula.scripts() == Scripts.PATHS && !scripts.isEmpty()) {
			throw new IllegalArgumentException("fissile hashed these scripts with a path on its build machine");
		}
		List<Job> ordered = new ArrayList<>(jobs);
		if (formula.sortsJobs()) {
			// af8ca6b3 (2015-11-09) to 5c877a89 (2016-08-01): sort.Sort(r.Jobs), by name
			ordered.sort(Comparator.comparing(Job::name, GO_STRING_ORDER));
		}
		String jobsAndPackages = jobAndPackagesSignature(formula, ordered,
				(formula.scripts() == Scripts.NONE) ? null : scriptSignature(scripts),
				(formula.templates() == Templates.NONE) ? null : templateSignature(templates));
		if (!formula.aggregates()) {
			// until 93702fe4 (2017-05-31) the tag was this SHA-1
			return jobsAndPackages;
		}
		List<String> signatures = new ArrayList<>(List.of(jobsAndPackages));
		if (formula.hashesVersion()) {
			// 6f68d6ae (2017-06-01): "Make the fissile version a part of the role image
			// hash"
			signatures.add(fissileVersion);
		}
		if (formula.hashesTagExtra()) {
			// e66f1cb0 (2017-10-06): --version, --tag-extra from fd9a8ff4
			signatures.add(tagExtra);
		}
		for (Job job : ordered) {
			Map<String, String> flat = flatten(propertiesForJob(job, opinions));
			List<String> keys = new ArrayList<>(flat.keySet());
			keys.sort(GO_STRING_ORDER);
			for (String key : keys) {
				signatures.add(key);
				signatures.add(flat.get(key));
			}
		}
		return aggregateSignatures(signatures);
	}

	/**
	 * Why the formula's order of these jobs or packages is not known, or {@code null}:
	 * fissile sorted with Go's {@code sort.Sort}, which is not stable, so two jobs
	 * (before 5c877a89) or packages (before c07149a9) of one name and different SHA-1s
	 * could come in either order.
	 */
	public static String unordered(Formula formula, List<Job> jobs) {
		if (formula.sortsJobs()) {
			Map<String, String> sha1s = new LinkedHashMap<>();
			for (Job job : jobs) {
				String other = sha1s.putIfAbsent(job.name(), job.sha1());
				if (other != null && !other.equals(job.sha1())) {
					return "two jobs named " + job.name() + " have different SHA-1s, and the fissile builds before"
							+ " 5c877a89 sorted jobs by name with Go's sort.Sort, which is not stable";
				}
			}
		}
		if (formula.packages() == PackageOrder.NAME) {
			Map<String, String> sha1s = new LinkedHashMap<>();
			for (Job job : jobs) {
				for (Package pkg : job.packages()) {
					String other = sha1s.putIfAbsent(pkg.name(), pkg.sha1());
					if (other != null && !other.equals(pkg.sha1())) {
						return "two packages named " + pkg.name() + " (of releases with different SHA-1s) are"
								+ " hashed, and the fissile builds before c07149a9 sorted packages by name alone"
								+ " with Go's sort.Sort, which is not stable";
					}
				}
			}
		}
		return null;
	}

	/**
	 * A template's key or value as the formula's fissile hashed it, or empty when that
	 * text is not known here (the manifest's model keeps the value, not its YAML text) or
	 * fissile failed on it.
	 */
	public static Optional<String> templateText(Formula formula, Object value) {
		return switch (formula.templates()) {
			// until c96396ed (2018-08-24) templates were a map[string]string: yaml.v2
			// gave
			// a scalar's text as written, and "" for null
			case YAML_TEXT -> (value instanceof String text) ? Optional.of(text)
					: (value == null) ? Optional.of("") : Optional.empty();
			// c96396ed: a yaml.MapSlice, and GetTemplateSignatures asserted .(string)
			// (a panic for anything else) until ba261a21 (2018-09-12) wrote %v
			case STRINGS -> (value instanceof String text) ? Optional.of(text) : Optional.empty();
			case GO_VALUES, NONE -> Optional.of(goText(value));
		};
	}

	/** fissile's {@code AggregateSignatures}. */
	static String aggregateSignatures(List<String> signatures) {
		MessageDigest sha1 = sha1();
		long length = 0;
		for (String signature : signatures) {
			byte[] bytes = signature.getBytes(StandardCharsets.UTF_8);
			sha1.update(bytes);
			sha1.update((byte) 0);
			length += bytes.length;
		}
		sha1.update(Long.toString(length).getBytes(StandardCharsets.UTF_8));
		return HexFormat.of().formatHex(sha1.digest());
	}

	/**
	 * fissile's {@code getRoleJobAndPackagesSignature} (b8e8e6af), given the script and
	 * template signatures.
	 */
	static String jobAndPackagesSignature(List<Job> jobs, String scriptSignature, String templateSignature) {
		return jobAndPackagesSignature(Formula.CURRENT, jobs, scriptSignature, templateSignature);
	}

	/**
	 * The job and package signature of a formula (GetRoleDevVersion until 442ce3c1 moved
	 * it to getRoleJobAndPackagesSignature); a signature that is {@code null} is not part
	 * of it.
	 */
	static String jobAndPackagesSignature(Formula formula, List<Job> jobs, String scriptSignature,
			String templateSignature) {
		StringBuilder signature = new StringBuilder();
		List<Package> packages = new ArrayList<>();
		for (Job job : jobs) {
			signature.append('\n').append(job.sha1());
			packages.addAll(job.packages());
		}
		if (formula.packages() == PackageOrder.NAME) {
			// af8ca6b3: Packages.Less compared names
			packages.sort(Comparator.comparing(Package::name, GO_STRING_ORDER));
		}
		else {
			// c07149a9 (2016-10-14): release name first
			packages.sort(Comparator.comparing(Package::release, GO_STRING_ORDER)
				.thenComparing(Package::name, GO_STRING_ORDER));
		}
		for (Package pkg : packages) {
			signature.append('\n').append(pkg.sha1());
		}
		if (scriptSignature != null) {
			// ed77ee52 (2017-02-27)
			signature.append('\n').append(scriptSignature);
		}
		if (templateSignature != null) {
			// debd0b4c (2017-03-01), under "if r.Configuration != nil &&
			// r.Configuration.Templates != nil", which always held:
			// calculateRoleConfigurationTemplates, run for every role as the manifest
			// was loaded, made the map
			signature.append('\n').append(templateSignature);
		}
		return hex(signature.toString().getBytes(StandardCharsets.UTF_8));
	}

	/** fissile's {@code GetScriptSignatures}. */
	static String scriptSignature(List<Script> scripts) {
		List<Script> sorted = new ArrayList<>(scripts);
		sorted.sort(Comparator.comparing(Script::name, GO_STRING_ORDER));
		MessageDigest sha1 = sha1();
		for (Script script : sorted) {
			sha1.update(script.name().getBytes(StandardCharsets.UTF_8));
			sha1.update(script.contents());
		}
		return HexFormat.of().formatHex(sha1.digest());
	}

	/** fissile's {@code GetTemplateSignatures}. */
	static String templateSignature(Map<String, String> templates) {
		List<String> lines = new ArrayList<>();
		templates.forEach((key, value) -> lines.add(key + ": " + value));
		lines.sort(GO_STRING_ORDER);
		MessageDigest sha1 = sha1();
		lines.forEach((line) -> sha1.update(line.getBytes(StandardCharsets.UTF_8)));
		return HexFormat.of().formatHex(sha1.digest());
	}

	/**
	 * fissile's {@code GetPropertiesForJob}: the job's properties with their light
	 * opinion or default, nested.
	 */
	static Map<String, Object> propertiesForJob(Job job, Opinions opinions) {
		List<Property> properties = new ArrayList<>(job.properties());
		// fissile's loadJobSpec sorts a job's properties by name
		properties.sort(Comparator.comparing(Property::name, GO_STRING_ORDER));
		Map<String, Object> nested = new LinkedHashMap<>();
		for (Property property : properties) {
			String[] keys = property.name().split("\\.", -1);
			Lookup dark = opinionValue(opinions.dark(), keys);
			if (dark.found() && !(dark.value() instanceof Map)) {
				// a dark opinion on a leaf (or null) leaves the property out
				continue;
			}
			Lookup light = opinionValue(opinions.light(), keys);
			Object value = (light.found() && light.value() != null) ? light.value() : property.defaultValue();
			insertConfig(nested, keys, value);
		}
		return nested;
	}

	private record Lookup(boolean found, Object value) {
	}

	/** fissile's {@code getOpinionValue}. */
	private static Lookup opinionValue(Map<?, ?> opinions, String[] keys) {
		Map<?, ?> parent = opinions;
		for (int i = 0; i < keys.length - 1; i++) {
			if (!parent.containsKey(keys[i]) || !(parent.get(keys[i]) instanceof Map<?, ?> child)) {
				return new Lookup(false, null);
			}
			parent = child;
		}
		String last = keys[keys.length - 1];
		return parent.containsKey(last) ? new Lookup(true, parent.get(last)) : new Lookup(false, null);
	}

	/**
	 * fissile's {@code insertConfig}: an inner key that holds no map is replaced by one.
	 */
	@SuppressWarnings("unchecked")
	private static void insertConfig(Map<String, Object> config, String[] keys, Object value) {
		Map<String, Object> parent = config;
		for (int i = 0; i < keys.length - 1; i++) {
			if (parent.get(keys[i]) instanceof Map<?, ?> child) {
				parent = (Map<String, Object>) child;
			}
			else {
				Map<String, Object> child = new LinkedHashMap<>();
				parent.put(keys[i], child);
				parent = child;
			}
		}
		parent.put(keys[keys.length - 1], jsonable(value));
	}

	/**
	 * fissile's {@code valueToJSONable}: copies of the maps (with text keys) and lists.
	 */
	private static Object jsonable(Object value) {
		if (value instanceof Map<?, ?> map) {
			Map<String, Object> copy = new LinkedHashMap<>();
			map.forEach((key, child) -> copy.put(goText(key), jsonable(child)));
			return copy;
		}
		if (value instanceof List<?> list) {
			return new ArrayList<>(list.stream().map(FissileRoleDevVersion::jsonable).toList());
		}
		return value;
	}

	/**
	 * fissile's {@code FlattenOpinions(..., true)}: maps joined with {@code .}, lists
	 * with {@code [i]}.
	 */
	static Map<String, String> flatten(Map<String, Object> properties) {
		Map<String, String> result = new TreeMap<>(GO_STRING_ORDER);
		flatten(result, "", properties);
		return result;
	}

	private static void flatten(Map<String, String> result, String prefix, Object value) {
		String dotted = prefix.isEmpty() ? prefix : prefix + ".";
		if (value instanceof Map<?, ?> map) {
			map.forEach((key, child) -> flatten(result, dotted + goText(key), child));
			return;
		}
		if (value instanceof List<?> list) {
			for (int i = 0; i < list.size(); i++) {
				flatten(result, prefix + "[" + i + "]", list.get(i));
			}
			return;
		}
		result.put(prefix, goText(value));
	}

	/** A scalar as Go's {@code fmt.Sprintf("%v", value)} writes it. */
	static String goText(Object value) {
		if (value == null) {
			return "<nil>";
		}
		if (value instanceof Double || value instanceof Float) {
			return goFloat(((Number) value).doubleValue());
		}
		if (value instanceof BigDecimal decimal) {
			return goFloat(decimal.doubleValue());
		}
		if (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte
				|| value instanceof BigInteger) {
			return value.toString();
		}
		return String.valueOf(value);
	}

	/**
	 * Go's {@code %v} of a float64: {@code strconv.FormatFloat(f, 'g', -1, 64)}, the
	 * shortest digits, in the exponent form when the exponent is below -4 or 6 and above
	 * (for the shortest precision {@code strconv} decides with 6).
	 */
	static String goFloat(double value) {
		if (Double.isNaN(value)) {
			return "NaN";
		}
		if (Double.isInfinite(value)) {
			return (value > 0) ? "+Inf" : "-Inf";
		}
		if (value == 0) {
			return (1 / value < 0) ? "-0" : "0";
		}
		// the shortest decimal that reads back as the same double
		BigDecimal shortest = new BigDecimal(Double.toString(Math.abs(value))).stripTrailingZeros();
		String digits = shortest.unscaledValue().toString();
		int exponent = digits.length() - 1 - shortest.scale();
		String sign = (value < 0) ? "-" : "";
		if (exponent < -4 || exponent >= 6) {
			String mantissa = (digits.length() == 1) ? digits : digits.charAt(0) + "." + digits.substring(1);
			String exp = String.format("%02d", Math.abs(exponent));
			return sign + mantissa + "e" + ((exponent < 0) ? "-" : "+") + exp;
		}
		return sign + shortest.toPlainString();
	}

	private static String hex(byte[] bytes) {
		return HexFormat.of().formatHex(sha1().digest(bytes));
	}

	private static MessageDigest sha1() {
		try {
			return MessageDigest.getInstance("SHA-1");
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException(ex);
		}
	}

}
