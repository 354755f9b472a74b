package io.manifeststudio.manifest.model;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Merges the {@code run} blocks of a v3 group's jobs into the group's run settings, by
 * fissile's rules (fissile's model/job.go and model/role_run.go): scaling, memory and CPU
 * take the largest value; capabilities are a union, upper-cased; {@code privileged} and
 * {@code must_be_odd} are OR-ed; volumes are a union de-duplicated on (type, path, tag,
 * size, annotations); flight stage, health check and affinity come from the job that sets
 * them; active-passive probe and service account come from the last job with a
 * {@code run} block, even an empty one (fissile's bug §2.6 #8).
 */
final class RunMerger {

	private RunMerger() {
	}

	static RunSettings merge(List<JobReference> jobs) {
		List<RunSettings> runs = new ArrayList<>();
		for (JobReference job : jobs) {
			if (job.containerization() != null && job.containerization().run() != null) {
				runs.add(job.containerization().run());
			}
		}
		if (runs.isEmpty()) {
			return null;
		}
		Long min = null;
		Long max = null;
		Long ha = null;
		Boolean odd = null;
		Long memory = null;
		Long memoryRequest = null;
		Long memoryLimit = null;
		Double cpus = null;
		Double cpuRequest = null;
		Double cpuLimit = null;
		Set<String> capabilities = new LinkedHashSet<>();
		Boolean privileged = null;
		List<Volume> volumes = new ArrayList<>();
		String flightStage = null;
		HealthCheck healthCheck = null;
		java.util.Map<Object, Object> affinity = null;
		String probe = null;
		String account = null;
		for (RunSettings run : runs) {
			min = larger(min, run.scaling().min());
			max = larger(max, run.scaling().max());
			ha = larger(ha, run.scaling().ha());
			odd = or(odd, run.scaling().mustBeOdd());
			memory = larger(memory, run.memory());
			memoryRequest = larger(memoryRequest, run.memoryRequest());
			memoryLimit = larger(memoryLimit, run.memoryLimit());
			cpus = larger(cpus, run.virtualCpus());
			cpuRequest = larger(cpuRequest, run.cpuRequest());
			cpuLimit = larger(cpuLimit, run.cpuLimit());
			run.capabilities().forEach((capability) -> capabilities.add(capability.toUpperCase(Locale.ROOT)));
			privileged = or(privileged, run.privileged());
			for (Volume volume : run.volumes()) {
				if (volumes.stream().noneMatch(volume::sameVolume)) {
					volumes.add(volume);
				}
			}
			flightStage = (flightStage == null) ? run.flightStage() : flightStage;
			healthCheck = (healthCheck == null) ? run.healthCheck() : healthCheck;
			affinity = (affinity == null) ? run.affinity() : affinity;
			probe = run.activePassiveProbe();
			account = run.serviceAccount();
		}
		return new RunSettings(new Scaling(min, max, ha, odd), memory, memoryRequest, memoryLimit, cpus, cpuRequest,
				cpuLimit, List.copyOf(capabilities), privileged, volumes, flightStage, healthCheck, probe, account,
				affinity, List.of(), null, null);
	}

	private static <T extends Comparable<T>> T larger(T current, T next) {
		if (next == null) {
			return current;
		}
		return (current == null || next.compareTo(current) > 0) ? next : current;
	}

	private static Boolean or(Boolean current, Boolean next) {
		if (next == null) {
			return current;
		}
		return Boolean.TRUE.equals(current) || next;
	}

}
