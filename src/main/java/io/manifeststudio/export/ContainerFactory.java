package io.manifeststudio.export;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.GroupType;
import io.manifeststudio.manifest.model.HealthCheck;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.JobReference;
import io.manifeststudio.manifest.model.Port;
import io.manifeststudio.manifest.model.PortRange;
import io.manifeststudio.manifest.model.Probe;
import io.manifeststudio.manifest.model.Resources;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.RunSettings;
import io.manifeststudio.manifest.model.Volume;

/**
 * Builds one container entry of a pod template, fissile-faithful (fissile's kube/pod.go),
 * keys in fissile's (alphabetical) order: {@code env}, {@code image}, {@code lifecycle},
 * {@code livenessProbe}, {@code name}, {@code ports}, {@code readinessProbe},
 * {@code resources}, {@code restartPolicy} (native sidecars only),
 * {@code securityContext}, {@code startupProbe}, {@code volumeMounts}. Fields fissile
 * writes as {@code ~} are left out.
 * <p>
 * The Helm chart builds its containers with this class too, so both exports agree.
 */
public final class ContainerFactory {

	/** fissile's scripts inside the images it builds. */
	public static final String READINESS_PROBE = "/opt/fissile/readiness-probe.sh";

	public static final String PRE_STOP = "/opt/fissile/pre-stop.sh";

	public static final String RUN = "/opt/fissile/run.sh";

	public static final String DUMB_INIT = "/usr/bin/dumb-init";

	public static final String DEPLOYMENT_MANIFEST = "deployment-manifest";

	/** How a container takes part in its pod. */
	public enum Kind {

		/** The group's own container. */
		MAIN,
		/** A colocated container: a peer in {@code spec.containers}. */
		COLOCATED,
		/**
		 * A sidecar in {@code spec.initContainers} with {@code restartPolicy: Always} and
		 * a startup probe.
		 */
		NATIVE_SIDECAR,
		/**
		 * A sidecar in {@code spec.containers}, first, with a blocking {@code postStart}
		 * hook.
		 */
		FALLBACK_SIDECAR

	}

	private final ExportSettings settings;

	private final EnvironmentFactory environment;

	private final FissileGeneration generation;

	private final ImageTags tags;

	public ContainerFactory(RoleManifest manifest, ExportSettings settings) {
		this(manifest, settings, false);
	}

	/**
	 * @param forChart whether the containers go into the Helm chart (which adds fissile's
	 * configgin entries)
	 */
	public ContainerFactory(RoleManifest manifest, ExportSettings settings, boolean forChart) {
		this.settings = settings;
		this.environment = new EnvironmentFactory(manifest, settings, forChart);
		this.generation = settings.generationFor(manifest);
		this.tags = ImageTags.of(manifest, settings);
	}

	/**
	 * The container of {@code group} in a pod with the given volumes, built at the field
	 * path {@code path} (such as {@code spec.template.spec.containers[1]}), recording
	 * where each field came from in {@code origins}.
	 */
	public Map<String, Object> container(InstanceGroup group, Kind kind, PodVolumes volumes, Origins origins,
			String path) {
		origins.record(path, group.location());
		boolean fissileImage = !ImageNames.hasOwnImage(group);
		Map<String, Object> container = Yamls.map("env", this.environment.env(group, origins, path), "image",
				ImageNames.image(group, this.settings, this.tags));
		origins.record(path + ".image", imageOrigin(group));
		Map<String, Object> lifecycle = lifecycle(group, kind, fissileImage);
		if (!lifecycle.isEmpty()) {
			container.put("lifecycle", lifecycle);
		}
		HealthCheck health = (kind == Kind.MAIN) ? group.run().healthCheck() : null;
		if (health != null && health.liveness() != null && !health.liveness().kinds().isEmpty()) {
			container.put("livenessProbe", liveness(health.liveness()));
			origins.record(path + ".livenessProbe", health.liveness().location());
		}
		container.put("name", group.name());
		origins.record(path + ".name", group.location());
		List<Object> ports = ports(group, origins, path);
		if (!ports.isEmpty()) {
			container.put("ports", ports);
		}
		Map<String, Object> readiness = (kind == Kind.MAIN) ? readiness(group, fissileImage) : null;
		if (readiness != null) {
			container.put("readinessProbe", readiness);
			if (health != null && health.readiness() != null) {
				origins.record(path + ".readinessProbe", health.readiness().location());
			}
		}
		container.put("resources", resources(group.run().resources()));
		origins.record(path + ".resources", runOrigin(group));
		if (kind == Kind.NATIVE_SIDECAR) {
			container.put("restartPolicy", "Always");
		}
		container.put("securityContext", securityContext(group.run(), this.generation));
		origins.record(path + ".securityContext", runOrigin(group));
		if (kind == Kind.NATIVE_SIDECAR) {
			Map<String, Object> startup = readyCheck(group, fissileImage);
			if (startup != null) {
				startup.put("periodSeconds", 2);
				startup.put("failureThreshold", 300);
				container.put("startupProbe", startup);
			}
		}
		container.put("volumeMounts", volumeMounts(group, kind == Kind.MAIN, volumes, origins, path));
		return container;
	}

	private Map<String, Object> lifecycle(InstanceGroup group, Kind kind, boolean fissileImage) {
		Map<String, Object> lifecycle = Yamls.map();
		if (kind == Kind.FALLBACK_SIDECAR) {
			Map<String, Object> wait = waitUntilReady(group, fissileImage);
			if (wait != null) {
				lifecycle.put("postStart", wait);
			}
		}
		if (fissileImage) {
			lifecycle.put("preStop", Yamls.map("exec", Yamls.map("command", Yamls.list(PRE_STOP))));
		}
		return lifecycle;
	}

	/**
	 * A check that succeeds when the container is ready, for a native sidecar's startup
	 * probe (repeated by the kubelet): fissile's readiness script for images fissile
	 * builds (it checks that monit runs every job), else a TCP check of the first
	 * container port; {@code null} when there is nothing to check.
	 */
	static Map<String, Object> readyCheck(InstanceGroup group, boolean fissileImage) {
		if (fissileImage) {
			return Yamls.map("exec", Yamls.map("command", Yamls.list(READINESS_PROBE)));
		}
		Integer port = firstPort(group);
		return (port != null) ? Yamls.map("tcpSocket", Yamls.map("port", port)) : null;
	}

	/**
	 * A hook that returns only once the container is ready, for a fallback sidecar's
	 * blocking {@code postStart}: the same checks as {@link #readyCheck}, repeated until
	 * they pass; {@code null} when there is nothing to wait on. A TCP check needs
	 * {@code nc} in the image.
	 */
	static Map<String, Object> waitUntilReady(InstanceGroup group, boolean fissileImage) {
		if (fissileImage) {
			return Yamls.map("exec", Yamls.map("command",
					Yamls.list("/bin/sh", "-c", "until " + READINESS_PROBE + "; do sleep 2; done")));
		}
		Integer port = firstPort(group);
		return (port != null)
				? Yamls.map("exec",
						Yamls.map("command",
								Yamls.list("/bin/sh", "-c", "until nc -z 127.0.0.1 " + port + "; do sleep 2; done")))
				: null;
	}

	private static Integer firstPort(InstanceGroup group) {
		for (Port port : group.ports()) {
			PortRange range = PortRange.parse(port.internal()).orElse(null);
			if (range != null) {
				return range.first();
			}
		}
		return null;
	}

	private List<Object> ports(InstanceGroup group, Origins origins, String path) {
		List<Object> ports = new ArrayList<>();
		for (Port port : group.ports()) {
			PortRange range = PortRange.parse(port.internal()).orElse(null);
			if (range == null) {
				continue;
			}
			long count = count(port, range);
			for (int i = 0; i < count; i++) {
				Map<String, Object> entry = Yamls.map("containerPort", range.first() + i, "name",
						portName(port, i, this.generation), "protocol", blankToNull(protocol(port, this.generation)));
				origins.record(Yamls.index(path, "ports", ports.size()), port.location());
				ports.add(entry);
			}
		}
		return ports;
	}

	/**
	 * How many ports a port entry stands for: {@code count}, else the size of its
	 * internal range.
	 */
	static long count(Port port, PortRange range) {
		long count = (port.count() != null && port.count() > 0) ? port.count() : range.size();
		return Math.max(0, Math.min(count, 65535));
	}

	/**
	 * The port's name in the generation's fissile: for
	 * {@link FissileGeneration#rewritesLongPortNames()} as fissile 5.0.0's
	 * {@code getPortInfo} ({@code kube/utils.go}, commit 921e09ea, 2017-03-21) made it,
	 * else {@link #portName(Port, int)}.
	 */
	static String portName(Port port, int index, FissileGeneration generation) {
		if (!generation.rewritesLongPortNames() || port.name() == null) {
			return portName(port, index);
		}
		PortRange range = PortRange.parse(port.internal()).orElse(new PortRange(0, 0));
		return FissilePortNames.name(port.name(), range.last() - range.first(), index);
	}

	/**
	 * The protocol as the generation's fissile wrote it
	 * ({@link FissileGeneration#upperCasesProtocols()}).
	 */
	static String protocol(Port port, FissileGeneration generation) {
		return (generation.upperCasesProtocols() && port.protocol() != null) ? port.protocol().toUpperCase(Locale.ROOT)
				: port.protocol();
	}

	/**
	 * {@code <name>}, or {@code <name>-<i>} when the port may stand for more than one.
	 */
	static String portName(Port port, int index) {
		PortRange range = PortRange.parse(port.internal()).orElse(new PortRange(0, 0));
		long count = count(port, range);
		long max = (port.max() != null && port.max() > 0) ? port.max() : count;
		return (max > 1) ? port.name() + "-" + index : port.name();
	}

	private Map<String, Object> readiness(InstanceGroup group, boolean fissileImage) {
		if (group.type() != GroupType.BOSH) {
			return null;
		}
		HealthCheck health = group.run().healthCheck();
		Probe probe = (health != null) ? health.readiness() : null;
		if (!fissileImage || (!this.generation.monitReadinessProbe() && probe != null && !probe.kinds().isEmpty())) {
			return (probe != null && !probe.kinds().isEmpty()) ? probe(probe, false) : null;
		}
		List<Object> command = new ArrayList<>();
		String activePassive = group.run().activePassiveProbe();
		if (group.hasTag("active-passive") && activePassive != null && !activePassive.isEmpty()) {
			command.add("/usr/bin/env");
			command.add("FISSILE_ACTIVE_PASSIVE_PROBE=" + activePassive);
		}
		command.add(READINESS_PROBE);
		if (probe != null && probe.command() != null) {
			command.addAll(probe.command());
		}
		Map<String, Object> readiness = Yamls.map("exec", Yamls.map("command", command));
		if (probe != null) {
			timings(readiness, probe, false);
		}
		return readiness;
	}

	private Map<String, Object> liveness(Probe probe) {
		return probe(probe, true);
	}

	private Map<String, Object> probe(Probe probe, boolean liveness) {
		Map<String, Object> handler;
		if (probe.command() != null && !probe.command().isEmpty()) {
			handler = Yamls.map("exec", Yamls.map("command", new ArrayList<Object>(probe.command())));
		}
		else if (probe.port() != null && probe.port() != 0) {
			handler = Yamls.map("tcpSocket", Yamls.map("port", probe.port()));
		}
		else {
			handler = Yamls.map();
			Map<String, Object> httpGet = httpGet(probe);
			if (httpGet != null) {
				handler.put("httpGet", httpGet);
			}
		}
		timings(handler, probe, liveness);
		return handler;
	}

	/**
	 * {@code httpGet} from a URL; host {@code container-ip} means the pod IP (no host),
	 * user info a basic auth header.
	 */
	private static Map<String, Object> httpGet(Probe probe) {
		URI uri;
		try {
			uri = new URI(probe.url());
		}
		catch (URISyntaxException ex) {
			return null;
		}
		String scheme = (uri.getScheme() != null) ? uri.getScheme().toUpperCase(Locale.ROOT) : "HTTP";
		int port = (uri.getPort() > 0) ? uri.getPort() : ("HTTPS".equals(scheme) ? 443 : 80);
		String path = (uri.getRawPath() != null && !uri.getRawPath().isEmpty()) ? uri.getRawPath() : "/";
		if (uri.getRawQuery() != null) {
			path = path + "?" + uri.getRawQuery();
		}
		Map<String, Object> httpGet = Yamls.map("scheme", scheme, "port", port);
		if (uri.getHost() != null && !"container-ip".equals(uri.getHost())) {
			httpGet.put("host", uri.getHost());
		}
		httpGet.put("path", path);
		List<Object> headers = new ArrayList<>();
		if (uri.getRawUserInfo() != null) {
			headers.add(Yamls.map("name", "Authorization", "value",
					"Basic " + Base64.getEncoder().encodeToString(uri.getUserInfo().getBytes(StandardCharsets.UTF_8))));
		}
		if (probe.headers() != null) {
			probe.headers()
				.forEach((name, value) -> headers
					.add(Yamls.map("name", String.valueOf(name), "value", String.valueOf(value))));
		}
		if (!headers.isEmpty()) {
			httpGet.put("httpHeaders", headers);
		}
		return httpGet;
	}

	/**
	 * Timings as written; zeros are left out (the API server defaults them), an unset
	 * liveness delay is 600.
	 */
	private static void timings(Map<String, Object> probe, Probe given, boolean liveness) {
		Long delay = given.initialDelay();
		if (liveness && (delay == null || delay == 0)) {
			delay = 600L;
		}
		putPositive(probe, "initialDelaySeconds", delay);
		putPositive(probe, "timeoutSeconds", given.timeout());
		putPositive(probe, "periodSeconds", given.period());
		putPositive(probe, "successThreshold", given.successThreshold());
		putPositive(probe, "failureThreshold", given.failureThreshold());
	}

	private static void putPositive(Map<String, Object> map, String key, Long value) {
		if (value != null && value != 0) {
			map.put(key, value);
		}
	}

	/**
	 * Kube mode: {@code requests} and {@code limits}, both present, memory in Mi and CPU
	 * in millicores.
	 */
	static Map<String, Object> resources(Resources resources) {
		Map<String, Object> requests = Yamls.map();
		Map<String, Object> limits = Yamls.map();
		if (resources.memoryRequest() != null) {
			requests.put("memory", resources.memoryRequest() + "Mi");
		}
		if (resources.cpuRequest() != null) {
			requests.put("cpu", Resources.millicores(resources.cpuRequest()) + "m");
		}
		if (resources.memoryLimit() != null) {
			limits.put("memory", resources.memoryLimit() + "Mi");
		}
		if (resources.cpuLimit() != null) {
			limits.put("cpu", Resources.millicores(resources.cpuLimit()) + "m");
		}
		return Yamls.map("requests", requests, "limits", limits);
	}

	/**
	 * The container's security context. {@code privileged: true} when the run settings
	 * say so, and, for the generations before fissile commit c09cfe8d (2019-05-21, "Add
	 * explicit Privileged setting and decouple it from capabilities"), also when the
	 * capabilities include {@code ALL} (fissile's {@code getSecurityContext} in
	 * {@code kube/pod.go} of 5.0.0 to 7.0.0 and its {@code InstanceGroup.IsPrivileged}
	 * until that commit).
	 */
	static Map<String, Object> securityContext(RunSettings run, FissileGeneration generation) {
		List<String> capabilities = run.capabilities();
		boolean privileged = run.isPrivileged()
				|| (generation.capabilityAllIsPrivileged() && capabilities.contains("ALL"));
		boolean escalation = privileged || capabilities.contains("ALL") || capabilities.contains("SYS_ADMIN");
		Map<String, Object> context = Yamls.map("allowPrivilegeEscalation", escalation);
		if (!capabilities.isEmpty()) {
			context.put("capabilities", Yamls.map("add", new ArrayList<Object>(capabilities)));
		}
		if (privileged) {
			context.put("privileged", true);
		}
		return context;
	}

	private List<Object> volumeMounts(InstanceGroup group, boolean main, PodVolumes volumes, Origins origins,
			String path) {
		List<Object> mounts = new ArrayList<>();
		for (Volume volume : group.run().volumes()) {
			if (!volumes.backs(volume, main)) {
				continue;
			}
			Map<String, Object> mount = Yamls.map("mountPath", volume.path(), "name", volume.tag());
			if (!volume.isEmptyDir()) {
				mount.put("readOnly", false);
			}
			origins.record(Yamls.index(path, "volumeMounts", mounts.size()), volume.location());
			mounts.add(mount);
		}
		mounts.add(Yamls.map("mountPath", "/opt/fissile/config", "name", DEPLOYMENT_MANIFEST, "readOnly", true));
		return mounts;
	}

	private static DocPath imageOrigin(InstanceGroup group) {
		return ImageNames.hasOwnImage(group) ? group.location().key("image") : group.location();
	}

	/**
	 * Where the group's run settings were written (the group's place when they were
	 * merged from its jobs).
	 */
	static DocPath runOrigin(InstanceGroup group) {
		if (group.run().location() != null) {
			return group.run().location();
		}
		for (JobReference job : group.jobs()) {
			if (job.containerization() != null && job.containerization().run() != null
					&& job.containerization().run().location() != null) {
				return job.containerization().run().location();
			}
		}
		return group.location();
	}

	private static String blankToNull(String text) {
		return (text == null || text.isEmpty()) ? null : text;
	}

}
