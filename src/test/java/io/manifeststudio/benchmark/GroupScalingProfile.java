package io.manifeststudio.benchmark;

import java.util.List;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubernetesExport;
import io.manifeststudio.export.Validators;
import io.manifeststudio.manifest.ManifestCodec;
import io.manifeststudio.manifest.RoleManifest;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.validation.ValidationRule;

/** Scratch: times import, each rule and the export at two group counts. */
public final class GroupScalingProfile {

	public static void main(String[] args) {
		int[] sizes = { Integer.parseInt(args[0]), Integer.parseInt(args[1]) };
		for (int n : sizes) {
			String text = ManyGroupsManifest.text(n);
			long t0 = System.nanoTime();
			RoleManifest m = new ManifestCodec().read(text);
			System.out.printf("%d groups, %d chars: import %d ms%n", n, text.length(), (System.nanoTime() - t0) / 1_000_000);
			for (ValidationRule rule : Validators.create().rules()) {
				long t = System.nanoTime();
				new ManifestValidator(List.of(rule)).validate(m);
				long ms = (System.nanoTime() - t) / 1_000_000;
				if (ms > 20) {
					System.out.printf("  %s %d ms%n", rule.id(), ms);
				}
			}
			t0 = System.nanoTime();
			var result = Validators.create().validate(m);
			System.out.printf("  validate all %d ms, %d findings%n", (System.nanoTime() - t0) / 1_000_000, result.findings().size());
			result.findings().stream().limit(5).forEach((f) -> System.out.println("    " + f.rule() + " " + f.message()));
			t0 = System.nanoTime();
			try {
				new KubernetesExport().export(m, ExportSettings.defaults(), null, Validators.create());
			}
			catch (RuntimeException ex) {
				System.out.println("  export: " + ex);
			}
			System.out.printf("  export %d ms%n", (System.nanoTime() - t0) / 1_000_000);
		}
	}

}
