package io.manifeststudio.benchmark;

import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.ManifestValidator;

/**
 * Loops {@link ValidationBenchmark#validateChangedModel} for a profiler (JFR) and prints
 * a rough time per call. Run:
 * {@code java -XX:StartFlightRecording=duration=30s,filename=/tmp/v.jfr -cp ... ValidationProfile [seconds [changed|same|model]]}.
 */
public final class ValidationProfile {

	private ValidationProfile() {
	}

	public static void main(String[] args) throws Exception {
		long seconds = (args.length > 0) ? Long.parseLong(args[0]) : 20;
		String mode = (args.length > 1) ? args[1] : "changed";
		String text = ScfSizedManifest.text();
		RoleManifest m = new ManifestCodec().read(text);
		ManifestValidator validator = switch (mode) {
			case "model" ->
				ManifestValidator.of(java.util.List.of(new io.manifeststudio.validation.fissile.FissileRules(),
						new io.manifeststudio.validation.studio.StudioRules()));
			default -> Validators.create();
		};
		long end = System.nanoTime() + seconds * 1_000_000_000L;
		long window = System.nanoTime();
		int count = 0;
		while (System.nanoTime() < end) {
			validator.validate("same".equals(mode) ? m : new RoleManifest(m.era(), m.instanceGroups(),
					m.configuration(), m.variables(), m.releases(), m.typeProblems(), m.document()));
			count++;
			if (System.nanoTime() - window > 2_000_000_000L) {
				System.out.printf("%.3f ms/op%n", (System.nanoTime() - window) / 1e6 / count);
				window = System.nanoTime();
				count = 0;
			}
		}
	}

}
