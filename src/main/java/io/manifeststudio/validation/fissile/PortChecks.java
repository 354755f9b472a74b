package io.manifeststudio.validation.fissile;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.JobReference;
import io.manifeststudio.manifest.model.Port;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.FieldError;

/**
 * fissile's check of one port (rules 27 to 37), done once and in fissile's order: name,
 * protocol, internal range, count, external range, max. Each problem carries its rule
 * number so that each rule reports its own.
 */
final class PortChecks {

	private static final Pattern NAME = Pattern.compile("^[a-z0-9]+(-[a-z0-9]+)*$");

	private static final Pattern SINGLE = Pattern.compile("^(\\d+)$");

	private static final Pattern RANGE = Pattern.compile("^(\\d+)-(\\d+)$");

	/**
	 * One problem of a port: the rule that finds it, fissile's error, and the field it is
	 * about.
	 */
	record Problem(int rule, FieldError error, DocPath source, String field) {
	}

	/**
	 * A port as written, with the path fissile prints for it and the group it belongs to.
	 */
	record PortAt(InstanceGroup group, Port port, String path) {
	}

	/** A problem of a port of the manifest. */
	record Found(PortAt at, Problem problem) {
	}

	private PortChecks() {
	}

	/**
	 * Every problem of every port, found once per validation and shared by the port
	 * rules.
	 */
	static List<Found> problems(io.manifeststudio.validation.ValidationContext context) {
		return context.shared("fissile.ports.problems", () -> {
			List<Found> found = new ArrayList<>();
			for (PortAt at : ports(context.manifest())) {
				for (Problem problem : check(at)) {
					found.add(new Found(at, problem));
				}
			}
			return List.copyOf(found);
		});
	}

	/**
	 * Every port of the manifest with fissile's path: per job in the current format, per
	 * role/group before.
	 */
	static List<PortAt> ports(RoleManifest manifest) {
		FissilePaths paths = FissilePaths.of(manifest);
		List<PortAt> ports = new ArrayList<>();
		for (InstanceGroup group : manifest.instanceGroups()) {
			if (manifest.era() == FormatEra.V3_JOB_PROPERTIES) {
				for (JobReference job : group.jobs()) {
					if (job.containerization() == null) {
						continue;
					}
					for (Port port : job.containerization().ports()) {
						ports.add(new PortAt(group, port, paths.group(group) + ".jobs[" + text(job.name())
								+ "].properties.bosh_containerization.ports[" + text(port.name()) + "]"));
					}
				}
			}
			else {
				for (Port port : group.run().exposedPorts()) {
					ports.add(new PortAt(group, port, paths.run(group) + ".exposed-ports[" + text(port.name()) + "]"));
				}
			}
		}
		return ports;
	}

	static List<Problem> check(PortAt at) {
		List<Problem> problems = new ArrayList<>();
		Port port = at.port();
		String path = at.path();
		String name = text(port.name());
		DocPath location = port.location();
		if (name.isEmpty()) {
			problems.add(new Problem(27, FieldError.required(path + ".name", ""), location, "name"));
		}
		else if (!NAME.matcher(name).matches()) {
			problems.add(new Problem(28,
					FieldError.invalid(path + ".name", name, "port names must be lowercase words separated by hyphens"),
					location.key("name"), "name"));
		}
		if (name.length() > 15) {
			problems.add(new Problem(29,
					FieldError.invalid(path + ".name", name, "port name must be no more than 15 characters"),
					location.key("name"), "name"));
		}
		else if (name.length() > 9 && port.countConfigurable()) {
			problems.add(new Problem(30,
					FieldError.invalid(path + ".name", name,
							"user configurable port name must be no more than 9 characters"),
					location.key("name"), "name"));
		}
		String protocol = text(port.protocol());
		if (!"TCP".equals(protocol) && !"UDP".equals(protocol)) {
			problems
				.add(new Problem(31, FieldError.unsupported(path + ".protocol", protocol, "supported values: TCP, UDP"),
						location.key("protocol"), "protocol"));
		}
		String internal = text(port.internal());
		long[] internalRange = range(internal, path + ".internal", location.key("internal"), problems);
		long count = (port.count() != null) ? port.count() : 0;
		long size = internalRange[1] + 1 - internalRange[0];
		if (count == 0) {
			count = size;
		}
		else if (size != count) {
			problems.add(new Problem(35,
					FieldError.invalid(path + ".count", port.count(), "count doesn't match port range " + internal),
					location.key("count"), "count"));
		}
		String external = text(port.external());
		if (!external.isEmpty()) {
			long[] externalRange = range(external, path + ".external", location.key("external"), problems);
			if (externalRange[1] + 1 - externalRange[0] != count) {
				problems.add(new Problem(36,
						FieldError.invalid(path + ".external", external,
								"internal and external ranges must have same number of ports"),
						location.key("external"), "external"));
			}
		}
		long max = (port.max() != null && port.max() != 0) ? port.max() : count;
		if (count > max) {
			problems.add(new Problem(37,
					FieldError.invalid(path + ".count", count,
							"default number of ports " + count + " is larger than max allowed " + max),
					location.key((port.count() != null) ? "count" : "max"), "count"));
		}
		return problems;
	}

	/**
	 * fissile's ValidatePortRange: {@code N} or {@code N-M}, each 1..65535, N ≤ M; {0, 0}
	 * when it does not parse.
	 */
	private static long[] range(String text, String path, DocPath source, List<Problem> problems) {
		Matcher single = SINGLE.matcher(text);
		if (single.matches()) {
			long port = number(single.group(1));
			bounds(port, path, source, problems);
			return new long[] { port, port };
		}
		Matcher range = RANGE.matcher(text);
		if (range.matches()) {
			long first = number(range.group(1));
			long last = number(range.group(2));
			int before = problems.size();
			bounds(first, path, source, problems);
			bounds(last, path, source, problems);
			if (problems.size() == before && first > last) {
				problems.add(new Problem(34, FieldError.invalid(path, text, "last port can't be lower than first port"),
						source, "range"));
			}
			return new long[] { first, last };
		}
		problems.add(new Problem(32, FieldError.invalid(path, text, "invalid syntax"), source, "range"));
		return new long[] { 0, 0 };
	}

	private static void bounds(long port, String path, DocPath source, List<Problem> problems) {
		if (port < 1 || port > 65535) {
			problems.add(new Problem(33, FieldError.invalid(path, port, "must be between 1 and 65535, inclusive"),
					source, "range"));
		}
	}

	private static long number(String digits) {
		try {
			return Long.parseLong(digits);
		}
		catch (NumberFormatException ex) {
			return Long.MAX_VALUE;
		}
	}

	/**
	 * The first external port and the port count fissile uses after validation (for the
	 * collision check).
	 */
	static long[] externalAndCount(Port port) {
		List<Problem> ignored = new ArrayList<>();
		DocPath none = DocPath.ROOT;
		long[] internal = range(text(port.internal()), "", none, ignored);
		long count = (port.count() != null && port.count() != 0) ? port.count() : internal[1] + 1 - internal[0];
		long external = internal[0];
		if (!text(port.external()).isEmpty()) {
			external = range(text(port.external()), "", none, ignored)[0];
		}
		return new long[] { external, count };
	}

	static String text(String value) {
		return (value != null) ? value : "";
	}

}
