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
import java.util.TreeMap;

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
 */
public final class FissileRoleDevVersion {

	/**
	 * One job of the group: its SHA-1 and packages from {@code release.MF}, its spec's
	 * properties.
	 */
	public record Job(String sha1, List<Package> packages, List<Property> properties) {

		public Job {
			packages = List.copyOf(packages);
			properties = List.copyOf(properties);
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

	private static final Comparator<String> GO_STRING_ORDER = (a, b) -> Arrays
		.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));

	private FissileRoleDevVersion() {
	}

	/**
	 * The tag.
	 * @param jobs the group's jobs in its order
	 * @param scripts the group's scripts that are not absolute paths, each once (their
	 * order does not matter)
	 * @param templates the group's templates and the global ones it does not override,
	 * keys and values as text
	 */
	public static String of(List<Job> jobs, List<Script> scripts, Map<String, String> templates, Opinions opinions,
			String fissileVersion, String tagExtra) {
		String jobsAndPackages = jobAndPackagesSignature(jobs, scriptSignature(scripts), templateSignature(templates));
		List<String> signatures = new ArrayList<>(List.of(jobsAndPackages, fissileVersion, tagExtra));
		for (Job job : jobs) {
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
	 * fissile's {@code getRoleJobAndPackagesSignature}, given the script and template
	 * signatures.
	 */
	static String jobAndPackagesSignature(List<Job> jobs, String scriptSignature, String templateSignature) {
		StringBuilder signature = new StringBuilder();
		List<Package> packages = new ArrayList<>();
		for (Job job : jobs) {
			signature.append('\n').append(job.sha1());
			packages.addAll(job.packages());
		}
		packages.sort(
				Comparator.comparing(Package::release, GO_STRING_ORDER).thenComparing(Package::name, GO_STRING_ORDER));
		for (Package pkg : packages) {
			signature.append('\n').append(pkg.sha1());
		}
		signature.append('\n').append(scriptSignature);
		signature.append('\n').append(templateSignature);
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
