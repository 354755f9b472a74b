package io.manifeststudio.export;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.GroupType;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.JobReference;
import io.manifeststudio.manifest.model.PlacedContainer;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.model.Port;
import io.manifeststudio.manifest.model.PortRange;

/**
 * The Services of a pod (fissile's kube/service.go): for a StatefulSet the headless
 * {@code <g>-set} over every port of the pod; then for each job with ports (base name
 * {@code B} = its {@code service_name} or {@code <g>-<job>}) the headless {@code B-set}
 * (StatefulSets only), {@code B} (ClusterIP, every port, {@code targetPort} the container
 * port) and {@code B-public} (public ports only). In the legacy formats, where ports sit
 * on the role, {@code B} is the group's name.
 * <p>
 * Fixing fissile's §2.6 #5, the ports of the containers a pod places reach Services too:
 * each placed container with ports gets the same trio with base name
 * {@code <g>-<container>}. {@code <g>-set} keeps the main group's ports only, as in
 * fissile, so a placed container's port named like one of the main group's does not clash
 * in it. The pod's Services exist when any of its containers has ports; {@code <g>-set}
 * always exists then, since it is the StatefulSet's {@code serviceName}.
 */
final class ServiceFactory {

	private final ExportSettings settings;

	private final FissileGeneration generation;

	ServiceFactory(ExportSettings settings, FissileGeneration generation) {
		this.settings = settings;
		this.generation = generation;
	}

	List<KubeObject> services(Pod pod) {
		InstanceGroup main = pod.main();
		boolean stateful = main.type() == GroupType.BOSH;
		List<Owner> owners = owners(pod);
		List<KubeObject> services = new ArrayList<>();
		if (owners.isEmpty()) {
			return services;
		}
		if (stateful) {
			List<Port> own = new ArrayList<>();
			owners.stream().filter((owner) -> !owner.placed()).forEach((owner) -> own.addAll(owner.ports()));
			services.add(service(main, main.name() + "-set", own, Target.HEADLESS, main.location()));
		}
		for (Owner owner : owners) {
			if (stateful && !owner.base().equals(main.name())) {
				services.add(service(main, owner.base() + "-set", owner.ports(), Target.HEADLESS, owner.source()));
			}
			services.add(service(main, owner.base(), owner.ports(), Target.CONTAINER, owner.source()));
			List<Port> published = owner.ports().stream().filter(Port::isPublic).toList();
			if (!published.isEmpty()) {
				services.add(service(main, owner.base() + "-public", published, Target.PUBLIC, owner.source()));
			}
		}
		return services;
	}

	/**
	 * Who owns ports in the pod: the main group's jobs (or the role itself), then each
	 * placed container.
	 */
	private List<Owner> owners(Pod pod) {
		InstanceGroup main = pod.main();
		List<Owner> owners = new ArrayList<>();
		if (!main.run().exposedPorts().isEmpty()) {
			owners.add(new Owner(main.name(), main.run().exposedPorts(), main.location(), false));
		}
		for (JobReference job : main.jobs()) {
			if (job.containerization() == null || job.containerization().ports().isEmpty()) {
				continue;
			}
			String service = job.containerization().serviceName();
			String base = (service != null && !service.isEmpty()) ? service : main.name() + "-" + job.name();
			owners.add(new Owner(base.toLowerCase(Locale.ROOT).replace('_', '-'), job.containerization().ports(),
					job.location(), false));
		}
		Set<String> seen = new LinkedHashSet<>();
		for (PlacedContainer placed : PodTemplateFactory.rendered(pod)) {
			if (seen.add(placed.name()) && !placed.group().ports().isEmpty()) {
				owners.add(
						new Owner(main.name() + "-" + placed.name(), placed.group().ports(), placed.reference(), true));
			}
		}
		return owners;
	}

	private KubeObject service(InstanceGroup main, String name, List<Port> ports, Target target, DocPath source) {
		Origins origins = new Origins(main.location());
		origins.record("", source);
		List<Object> entries = new ArrayList<>();
		for (Port port : ports) {
			PortRange internal = PortRange.parse(port.internal()).orElse(null);
			if (internal == null) {
				continue;
			}
			String externalText = (port.external() != null && !port.external().isEmpty()) ? port.external()
					: port.internal();
			PortRange external = PortRange.parse(externalText).orElse(internal);
			long count = ContainerFactory.count(port, internal);
			for (int i = 0; i < count; i++) {
				origins.record("spec.ports[" + entries.size() + "]", port.location());
				String protocol = ContainerFactory.protocol(port, this.generation);
				entries.add(Yamls.map("name", ContainerFactory.portName(port, i, this.generation), "port",
						external.first() + i, "protocol", (protocol == null || protocol.isEmpty()) ? null : protocol,
						"targetPort", (target == Target.HEADLESS) ? 0 : internal.first() + i));
			}
		}
		Map<String, Object> selector = Yamls.map("app.kubernetes.io/component", main.name());
		if (main.hasTag("active-passive")) {
			selector.put("skiff-role-active", "true");
		}
		Map<String, Object> spec = Yamls.map();
		if (target == Target.HEADLESS) {
			spec.put("clusterIP", "None");
		}
		if (target == Target.PUBLIC && !this.settings.externalIps().isEmpty()) {
			spec.put("externalIPs", new ArrayList<Object>(this.settings.externalIps()));
		}
		spec.put("ports", entries);
		spec.put("selector", selector);
		Map<String, Object> content = Yamls.map("apiVersion", "v1", "kind", "Service", "metadata",
				Yamls.map("name", name, "labels", Yamls.map("app.kubernetes.io/component", name)), "spec", spec);
		return new KubeObject(content, main.name(), origins);
	}

	private enum Target {

		HEADLESS, CONTAINER, PUBLIC

	}

	/**
	 * Who owns ports: {@code placed} for a container the pod places (not the main group's
	 * own).
	 */
	private record Owner(String base, List<Port> ports, DocPath source, boolean placed) {
	}

}
