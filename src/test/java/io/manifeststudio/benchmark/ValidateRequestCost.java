package io.manifeststudio.benchmark;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import com.sun.management.ThreadMXBean;

import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.yaml.ManifestText;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.yaml.YamlLimits;
import io.manifeststudio.validation.ManifestValidator;

/**
 * What one {@code POST /api/validate} costs the request thread, without the web layer:
 * the CPU time and the bytes allocated by decoding the body, reading the model and
 * validating it, measured per phase with the thread's own counters (so other work on a
 * shared machine does not count). Each round reads the text again, as every request does.
 * Run: {@code java -cp target/classes:target/test-classes:<test classpath> \
 * io.manifeststudio.benchmark.ValidateRequestCost [file|groups:N] [rounds]} (default: SCF
 * 2.17.1 of the shared fixtures, 400 rounds, the first half warm-up; {@code groups:20000}
 * is the load driver's 20,000-group manifest).
 */
public final class ValidateRequestCost {

	private ValidateRequestCost() {
	}

	private static long processCpuNanos() {
		return ProcessHandle.current().info().totalCpuDuration().map(java.time.Duration::toNanos).orElse(-1L);
	}

	public static void main(String[] args) throws Exception {
		String source = (args.length > 0) ? args[0] : "../shared/fixtures/real/scf-2.17.1-role-manifest.yml";
		int rounds = (args.length > 1) ? Integer.parseInt(args[1]) : 400;
		byte[] body = source.startsWith("groups:")
				? ManyGroupsManifest.text(Integer.parseInt(source.substring(7))).getBytes(StandardCharsets.UTF_8)
				: Files.readAllBytes(Path.of(source));
		ManifestCodec codec = new ManifestCodec();
		ManifestValidator validator = Validators.create();
		ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
		long[] cpu = new long[3];
		long[] bytes = new long[3];
		int measured = 0;
		int findings = 0;
		long processCpuAtHalf = -1;
		for (int round = 0; round < rounds; round++) {
			boolean measure = round >= rounds / 2;
			if (round == rounds / 2) {
				processCpuAtHalf = processCpuNanos();
			}
			long c0 = threads.getCurrentThreadCpuTime();
			long b0 = threads.getCurrentThreadAllocatedBytes();
			String text = ManifestText.decode(body, YamlLimits.DEFAULT.maxBytes());
			long c1 = threads.getCurrentThreadCpuTime();
			long b1 = threads.getCurrentThreadAllocatedBytes();
			RoleManifest manifest = codec.read(text);
			long c2 = threads.getCurrentThreadCpuTime();
			long b2 = threads.getCurrentThreadAllocatedBytes();
			findings = validator.validate(manifest, null, io.manifeststudio.release.ReleaseResolution.none())
				.findings()
				.size();
			long c3 = threads.getCurrentThreadCpuTime();
			long b3 = threads.getCurrentThreadAllocatedBytes();
			if (measure) {
				cpu[0] += c1 - c0;
				cpu[1] += c2 - c1;
				cpu[2] += c3 - c2;
				bytes[0] += b1 - b0;
				bytes[1] += b2 - b1;
				bytes[2] += b3 - b2;
				measured++;
			}
		}
		String[] phases = { "decode", "read (parse + model)", "validate (every family)" };
		System.out.printf("%s, %d bytes, %d findings, %d measured rounds%n", source, body.length, findings, measured);
		double totalCpu = 0;
		double totalBytes = 0;
		for (int i = 0; i < 3; i++) {
			System.out.printf("  %-26s %7.2f ms CPU  %7.2f MB allocated%n", phases[i], cpu[i] / 1e6 / measured,
					bytes[i] / 1e6 / measured);
			totalCpu += cpu[i];
			totalBytes += bytes[i];
		}
		System.out.printf("  %-26s %7.2f ms CPU  %7.2f MB allocated%n", "total", totalCpu / 1e6 / measured,
				totalBytes / 1e6 / measured);
		long processCpu = processCpuNanos();
		if (processCpuAtHalf >= 0 && processCpu >= 0) {
			System.out.printf("  %-26s %7.2f ms CPU (every thread of the process: GC and JIT too)%n", "process",
					(processCpu - processCpuAtHalf) / 1e6 / measured);
		}
	}

}
