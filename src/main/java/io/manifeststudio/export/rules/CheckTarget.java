package io.manifeststudio.export.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.SidecarStyle;
import io.manifeststudio.manifest.model.Pod;

/**
 * The object a check looks at, with what the checks need around it: the target Kubernetes
 * version, the sidecar style it was rendered with, and the pod of the manifest it came
 * from ({@code null} for objects rendered elsewhere, such as by Helm).
 */
public final class CheckTarget {

	/** The kinds of container lists of a pod spec. */
	public enum ContainerType {

		REGULAR("containers"), INIT("initContainers"), EPHEMERAL("ephemeralContainers");

		private final String key;

		ContainerType(String key) {
			this.key = key;
		}

		public String key() {
			return this.key;
		}

	}

	/**
	 * A container entry: where it is, which list it is in, and whether it is a native
	 * sidecar.
	 */
	public record Container(Node node, ContainerType type) {

		public boolean isSidecar() {
			return this.type == ContainerType.INIT && "Always".equals(this.node.child("restartPolicy").text());
		}

		/**
		 * Whether it runs beside the app (a regular container or a native sidecar): it
		 * shares the network.
		 */
		public boolean runsBesideApp() {
			return this.type == ContainerType.REGULAR || isSidecar();
		}

		public String name() {
			return this.node.child("name").text();
		}

	}

	/**
	 * What the checks learn once for all the objects made for one model (whose containers
	 * share most of their env entries), kept with those objects and never beyond them:
	 * the objects are not changed once made.
	 */
	public static final class Shared {

		/**
		 * Env entries, by identity, E3 has nothing to say about: the same in every
		 * container that holds them.
		 */
		private final Set<Object> completeEnvEntries = Collections
			.synchronizedSet(Collections.newSetFromMap(new IdentityHashMap<>()));

		/**
		 * The ServiceAccounts the objects come with ({@code default} included);
		 * {@code null} when not known.
		 */
		private volatile Set<String> serviceAccounts;

		/**
		 * Notes the ServiceAccounts of the objects (every namespace also has
		 * {@code default}).
		 */
		public void serviceAccounts(List<Map<String, Object>> objects) {
			Set<String> names = new java.util.HashSet<>();
			names.add("default");
			for (Map<String, Object> object : objects) {
				if ("ServiceAccount".equals(object.get("kind"))
						&& object.get("metadata") instanceof Map<?, ?> metadata) {
					names.add(String.valueOf(metadata.get("name")));
				}
			}
			this.serviceAccounts = Set.copyOf(names);
		}

		Set<String> serviceAccounts() {
			return this.serviceAccounts;
		}

	}

	private final Map<String, Object> object;

	private final KubeVersion kubeVersion;

	private final SidecarStyle style;

	private final Pod pod;

	private final Node podSpec;

	private final String kind;

	private List<Container> containers;

	/**
	 * By container; concurrent, since the K8S family keeps the targets of the last model
	 * for the next validation.
	 */
	private final Map<Container, String[]> envNames = new ConcurrentHashMap<>();

	private final Shared shared;

	/** What the checks learned for all the objects made together with this one. */
	Shared shared() {
		return this.shared;
	}

	public CheckTarget(Map<String, Object> object, KubeVersion kubeVersion, SidecarStyle style, Pod pod) {
		this(object, kubeVersion, style, pod, new Shared());
	}

	/**
	 * For one of the objects made for one model, which share {@code shared} (and many of
	 * their env entries) with the others.
	 */
	public CheckTarget(Map<String, Object> object, KubeVersion kubeVersion, SidecarStyle style, Pod pod,
			Shared shared) {
		this.shared = shared;
		this.object = object;
		this.kubeVersion = kubeVersion;
		this.style = style;
		this.pod = pod;
		this.kind = String.valueOf(object.get("kind"));
		this.podSpec = findPodSpec();
	}

	public Node root() {
		return new Node("", this.object);
	}

	public String kind() {
		return this.kind;
	}

	public KubeVersion kubeVersion() {
		return this.kubeVersion;
	}

	public SidecarStyle style() {
		return this.style;
	}

	/** The manifest pod the object was made for, or {@code null}. */
	public Pod pod() {
		return this.pod;
	}

	/**
	 * Whether the object is a workload that holds a pod template (anything but a bare
	 * Pod).
	 */
	public boolean isTemplate() {
		return !"Pod".equals(kind());
	}

	/**
	 * The pod spec ({@code spec} of a Pod, {@code spec.template.spec} of a workload), or
	 * {@code null}.
	 */
	public Node podSpec() {
		return this.podSpec;
	}

	/** Every container entry of the pod spec: regular, then init, then ephemeral. */
	public List<Container> containers() {
		if (this.containers == null) {
			List<Container> all = new ArrayList<>();
			if (this.podSpec != null) {
				for (ContainerType type : ContainerType.values()) {
					for (Node node : this.podSpec.items(type.key())) {
						all.add(new Container(node, type));
					}
				}
			}
			this.containers = List.copyOf(all);
		}
		return this.containers;
	}

	/**
	 * The name of each entry of the container's {@code env} list in order ({@code ""}
	 * where it has none), read once for the checks that all walk these lists, which the
	 * export makes hundreds of entries long.
	 */
	String[] envNames(Container container) {
		return this.envNames.computeIfAbsent(container, (key) -> {
			List<?> env = key.node().values("env");
			String[] names = new String[env.size()];
			for (int i = 0; i < names.length; i++) {
				Object name = (env.get(i) instanceof Map<?, ?> map) ? map.get("name") : null;
				names[i] = (name != null) ? name.toString() : "";
			}
			return names;
		});
	}

	/**
	 * For each of the entries of one {@code env} list, whether E3 found it (by identity)
	 * complete in any container of the objects sharing it: looked up together, under one
	 * lock rather than one per entry.
	 */
	boolean[] completeEnvEntries(List<?> entries) {
		boolean[] complete = new boolean[entries.size()];
		Set<Object> known = this.shared.completeEnvEntries;
		synchronized (known) {
			for (int i = 0; i < complete.length; i++) {
				complete[i] = known.contains(entries.get(i));
			}
		}
		return complete;
	}

	/**
	 * Notes that E3 found this env entry (by identity) complete, for the other containers
	 * that hold it.
	 */
	void completeEnvEntry(Object entry) {
		this.shared.completeEnvEntries.add(entry);
	}

	private Node findPodSpec() {
		Node root = root();
		switch (kind()) {
			case "Pod":
				return root.child("spec").isMap() ? root.child("spec") : null;
			case "StatefulSet", "Deployment", "DaemonSet", "ReplicaSet", "Job":
				Node spec = root.child("spec").child("template").child("spec");
				return spec.isMap() ? spec : null;
			case "CronJob":
				Node cron = root.child("spec").child("jobTemplate").child("spec").child("template").child("spec");
				return cron.isMap() ? cron : null;
			default:
				return null;
		}
	}

}
