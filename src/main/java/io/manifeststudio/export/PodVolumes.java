package io.manifeststudio.export;

import java.util.LinkedHashSet;
import java.util.Set;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.Volume;

/**
 * The volumes a pod has, by name, all taken from its main group (fissile's kube/pod.go):
 * its {@code emptyDir} and {@code host} volumes, and its claims when the workload is a
 * StatefulSet. A container mounts one of its own volumes only when the pod has it, which
 * fixes fissile's mounts without a volume (§2.6 #2, #3): a colocated container mounts
 * only the main group's {@code emptyDir} volumes of the same tag.
 */
public record PodVolumes(Set<String> emptyDirs, Set<String> hosts, Set<String> claims) {

	public static PodVolumes of(InstanceGroup main, boolean withClaims) {
		Set<String> emptyDirs = new LinkedHashSet<>();
		Set<String> hosts = new LinkedHashSet<>();
		Set<String> claims = new LinkedHashSet<>();
		for (Volume volume : main.run().volumes()) {
			if (volume.tag() == null || volume.tag().isEmpty()) {
				continue;
			}
			if (volume.isEmptyDir()) {
				emptyDirs.add(volume.tag());
			}
			else if (Volume.HOST.equals(volume.type())) {
				hosts.add(volume.tag());
			}
			else if (volume.isClaim() && withClaims) {
				claims.add(volume.tag());
			}
		}
		return new PodVolumes(emptyDirs, hosts, claims);
	}

	/**
	 * Whether a container of the main group ({@code main}) or a placed one may mount this
	 * volume of its own.
	 */
	public boolean backs(Volume volume, boolean main) {
		if (volume.tag() == null || volume.tag().isEmpty() || volume.path() == null || volume.path().isEmpty()) {
			return false;
		}
		if (volume.isEmptyDir()) {
			return this.emptyDirs.contains(volume.tag());
		}
		if (!main) {
			return false;
		}
		if (Volume.HOST.equals(volume.type())) {
			return this.hosts.contains(volume.tag());
		}
		return volume.isClaim() && this.claims.contains(volume.tag());
	}

}
