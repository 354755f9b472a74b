package io.manifeststudio.manifest.model;

import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.yaml.DocPath;

/**
 * A {@code run} block: on a role or group (v1, v2), on a job (v3), or the merge of a v3
 * group's jobs. Values not written are {@code null} (or empty). {@code exposedPorts} and
 * {@code env} exist only in the legacy formats. {@code location} is where the block was
 * written ({@code null} for a merge). {@code env} is the legacy docker roles' list of
 * variable names passed to the container ({@code null} when not written).
 */
public record RunSettings(Scaling scaling, Long memory, Long memoryRequest, Long memoryLimit, Double virtualCpus,
		Double cpuRequest, Double cpuLimit, List<String> capabilities, Boolean privileged, List<Volume> volumes,
		String flightStage, HealthCheck healthCheck, String activePassiveProbe, String serviceAccount,
		Map<Object, Object> affinity, List<Port> exposedPorts, List<String> env, DocPath location) {

	public static final RunSettings NONE = new RunSettings(Scaling.NONE, null, null, null, null, null, null, List.of(),
			null, List.of(), null, null, null, null, null, List.of(), null, null);

	public RunSettings {
		scaling = (scaling != null) ? scaling : Scaling.NONE;
		capabilities = (capabilities != null) ? List.copyOf(capabilities) : List.of();
		volumes = (volumes != null) ? List.copyOf(volumes) : List.of();
		exposedPorts = (exposedPorts != null) ? List.copyOf(exposedPorts) : List.of();
	}

	/**
	 * Requests and limits: {@code mem.request} wins over {@code memory},
	 * {@code cpu.request} over {@code virtual-cpus}.
	 */
	public Resources resources() {
		return new Resources((this.memoryRequest != null) ? this.memoryRequest : this.memory, this.memoryLimit,
				(this.cpuRequest != null) ? this.cpuRequest : this.virtualCpus, this.cpuLimit);
	}

	public boolean isPrivileged() {
		return Boolean.TRUE.equals(this.privileged);
	}

	/** {@code flight}, unless written otherwise. */
	public String effectiveFlightStage() {
		return (this.flightStage == null || this.flightStage.isEmpty()) ? "flight" : this.flightStage;
	}

	/** {@code default}, unless written otherwise. */
	public String effectiveServiceAccount() {
		return (this.serviceAccount == null || this.serviceAccount.isEmpty()) ? "default" : this.serviceAccount;
	}

}
