package io.manifeststudio.export.helm;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.ImageTagInputs;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.KubernetesExport;
import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.export.PulledImages;
import io.manifeststudio.export.PulledImages.PulledImage;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.release.BoshRelease;
import io.manifeststudio.release.ReleaseReader;
import io.manifeststudio.release.ReleaseResolution;
import io.manifeststudio.release.ReleaseTarballs;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The default image tag is fissile's {@code GetRoleDevVersion} when the releases (with
 * their release.MF SHA-1s) and the stored inputs give all it hashed: the Kubernetes YAML,
 * the chart's values and its rendered templates ({@code helm lint --strict},
 * {@code helm template}) name {@code <org>/<repository>-<group>:<tag>}, and the export
 * panel's list says what will be pulled; with an input missing the image is unresolved
 * and says which.
 * <p>
 * The expected tag was computed with {@code printf} and {@code sha1sum} (no Go toolchain
 * on the machine), over the bytes fissile's model/instance_groups.go (b8e8e6af) hashes
 * for this group: <pre>
 * S=$(printf 'scripts/a.sh''echo a\n''scripts/b.sh''true\n' | sha1sum)              # /opt/fissile/abs.sh: absolute, not hashed
 * T=$(printf 'properties.nats.port: ((NATS_GROUP_PORT))properties.nats.user: ((NATS_USER))' | sha1sum)
 *   # the group's template overrides the global one of the same key
 * J=$(printf '\n%s\n%s\n%s\n%s\n%s\n%s' 0123...4567 89ab...cdef 3333...3333 1111...1111 $S $T | sha1sum)
 *   # jobs in order, then packages by release and name (bpm/bpm, nats/gnatsd; golang is only a dependency)
 * set -- $J 7.0.0+224.gb8e8e6af '' nats.port 4222 nats.user admin bpm.enabled true     # nats.password: dark
 * { for x in "$@"; do printf '%s\0' "$x"; done; printf 101; } | sha1sum                 # 101: total length
 * </pre>
 */
public class FissileImageTagExportTests {

	public static final String TAG = "c7b5915223d48c014a48bd1d171c46f7bc631b8c";

	public static final String NATS_RELEASE_MF = """
			name: nats
			version: "30"
			jobs:
			- {name: nats, version: aa, fingerprint: aa, sha1: 0123456789abcdef0123456789abcdef01234567}
			packages:
			- {name: gnatsd, version: bb, fingerprint: bb, sha1: 1111111111111111111111111111111111111111, dependencies: [golang]}
			- {name: golang, version: cc, fingerprint: cc, sha1: 2222222222222222222222222222222222222222, dependencies: []}
			""";

	public static final String NATS_JOB_MF = """
			name: nats
			packages: [gnatsd]
			properties:
			  nats.user: {}
			  nats.password: {default: x}
			  nats.port: {default: 4222}
			""";

	public static final String BPM_RELEASE_MF = """
			name: bpm
			version: "1"
			jobs:
			- {name: bpm, version: dd, fingerprint: dd, sha1: 89abcdef0123456789abcdef0123456789abcdef}
			packages:
			- {name: bpm, version: ee, fingerprint: ee, sha1: 3333333333333333333333333333333333333333, dependencies: []}
			""";

	public static final String BPM_JOB_MF = """
			name: bpm
			packages: [bpm]
			properties:
			  bpm.enabled: {default: true}
			""";

	static final BoshRelease NATS = release(NATS_RELEASE_MF, "nats", NATS_JOB_MF);

	static final BoshRelease BPM = release(BPM_RELEASE_MF, "bpm", BPM_JOB_MF);

	public static final String MANIFEST_TEXT = """
			instance_groups:
			- name: nats
			  scripts: [scripts/a.sh, /opt/fissile/abs.sh]
			  post_config_scripts: [scripts/b.sh]
			  jobs:
			  - name: nats
			    release: nats
			    properties: {bosh_containerization: {run: {memory: 256}}}
			  - name: bpm
			    release: bpm
			    properties: {bosh_containerization: {run: {memory: 256}}}
			  configuration:
			    templates:
			      properties.nats.port: ((NATS_GROUP_PORT))
			releases:
			- {name: nats, version: "30"}
			- {name: bpm, version: "1"}
			configuration:
			  templates:
			    properties.nats.port: ((NATS_PORT))
			    properties.nats.user: ((NATS_USER))
			variables:
			- name: NATS_GROUP_PORT
			  options: {description: the group's port, default: "4222"}
			- name: NATS_PORT
			  options: {description: the port, default: "1"}
			- name: NATS_USER
			  options: {description: the user, default: admin}
			""";

	static final RoleManifest MANIFEST = new ManifestCodec().read(MANIFEST_TEXT);

	static final ImageTagInputs INPUTS = new ImageTagInputs("7.0.0+224.gb8e8e6af", "",
			"properties:\n  nats:\n    user: admin\n", "properties:\n  nats:\n    password: secret\n",
			Map.of("scripts/a.sh", bytes("echo a\n"), "scripts/b.sh", bytes("true\n")));

	@TempDir
	Path dir;

	static ExportSettings settings(List<BoshRelease> releases, ImageTagInputs inputs) {
		return new ExportSettings(KubeVersion.DEFAULT, "", "myorg", "fissile", "", List.of())
			.withReleases(ReleaseResolution.of(MANIFEST, releases))
			.withTagInputs(inputs);
	}

	@Test
	void theKubernetesYamlPullsFissilesTag() {
		ExportSettings settings = settings(List.of(NATS, BPM), INPUTS);
		assertThat(Validators.create(settings)
			.validate(MANIFEST, null, settings.releases())
			.findings()
			.stream()
			.filter((finding) -> finding.isError())
			.map((finding) -> finding.message())).isEmpty();
		KubernetesExport.Result result = new KubernetesExport(ChartDefaults::expressions).export(MANIFEST, settings,
				null, Validators.create(settings));
		assertThat(result.yaml()).contains("image: myorg/fissile-nats:" + TAG);
		assertThat(PulledImages.of(MANIFEST, settings(List.of(NATS, BPM), INPUTS)))
			.containsExactly(new PulledImage("nats", "myorg/fissile-nats:" + TAG, true, true, true, null));
	}

	@Test
	void theChartsValuesAndTemplatesPullFissilesTag() {
		HelmChart chart = new HelmChartExporter().export(MANIFEST, new HelmChartOptions(
				settings(List.of(NATS, BPM), INPUTS), SidecarMode.AUTO, ChartProvenance.of("nats", 1, "text")));
		Path archive = HelmCharts.write(chart, this.dir);
		assertThat(HelmCharts.lint(archive).isFailed()).isFalse();
		String rendered = HelmCharts.template(archive, "1.33.0", Map.of());
		assertThat(rendered).contains("image: docker.io/myorg/fissile-nats:" + TAG + "\n");
	}

	/**
	 * The derived tags' fingerprint is in the chart's version, so another tag input is
	 * another version: {@code printf 'nats <TAG>\n' | sha256sum}, first 12 hex digits.
	 * Content that is no revision keeps its content hash first ({@code printf text |
	 * sha256sum}); Helm takes both ({@code helm lint --strict}).
	 */
	@Test
	void theChartVersionChangesWithTheDerivedTags() {
		HelmChart revision = new HelmChartExporter().export(MANIFEST, new HelmChartOptions(
				settings(List.of(NATS, BPM), INPUTS), SidecarMode.AUTO, ChartProvenance.of("nats", 1, "text")));
		assertThat(revision.version()).isEqualTo("0.1.1+da695ee8b672");
		HelmChart posted = new HelmChartExporter().export(MANIFEST, new HelmChartOptions(
				settings(List.of(NATS, BPM), INPUTS), SidecarMode.AUTO, ChartProvenance.of("nats", 0, "text")));
		assertThat(posted.version()).isEqualTo("0.1.0+982d9e3eb996-da695ee8b672");
		assertThat(HelmCharts.lint(HelmCharts.write(posted, this.dir)).isFailed()).isFalse();
		ImageTagInputs extra = new ImageTagInputs(INPUTS.fissileVersion(), "x", INPUTS.lightOpinions(),
				INPUTS.darkOpinions(), INPUTS.scripts());
		assertThat(new HelmChartExporter()
			.export(MANIFEST,
					new HelmChartOptions(settings(List.of(NATS, BPM), extra), SidecarMode.AUTO,
							ChartProvenance.of("nats", 1, "text")))
			.version()).startsWith("0.1.1+").isNotEqualTo("0.1.1+da695ee8b672");
		assertThat(new HelmChartExporter()
			.export(MANIFEST,
					new HelmChartOptions(settings(List.of(NATS), INPUTS), SidecarMode.AUTO,
							ChartProvenance.of("nats", 1, "text")))
			.version()).as("no derived tag: the version as before").isEqualTo("0.1.1");
	}

	@Test
	void aMissingInputLeavesTheImageUnresolvedNamingIt() {
		assertThat(PulledImages.of(MANIFEST, settings(List.of(withoutSha1s(NATS), BPM), INPUTS)))
			.containsExactly(new PulledImage("nats", "myorg/fissile-nats:latest", true, false, false,
					"release nats/30 has no release.MF SHA-1s in the catalog"));
		assertThat(PulledImages.of(MANIFEST, settings(List.of(BPM), INPUTS)).get(0).missing())
			.isEqualTo("release nats is not attached to the manifest or in the catalog");
		assertThat(
				PulledImages.of(MANIFEST, settings(List.of(NATS, BPM), INPUTS.withScripts(Map.of()))).get(0).missing())
			.startsWith("the contents of script scripts/a.sh are not given");
		assertThat(PulledImages
			.of(MANIFEST,
					settings(List.of(NATS, BPM),
							new ImageTagInputs(null, "", INPUTS.lightOpinions(), INPUTS.darkOpinions(),
									INPUTS.scripts())))
			.get(0)
			.missing()).isEqualTo("the fissile version string is not set");
		assertThat(PulledImages
			.of(MANIFEST,
					settings(List.of(NATS, BPM),
							new ImageTagInputs(INPUTS.fissileVersion(), "", "nats: {}\n", INPUTS.darkOpinions(),
									INPUTS.scripts())))
			.get(0)
			.missing()).isEqualTo("the light opinions file has no 'properties' key");
		// a tag given wins over the derivation
		assertThat(PulledImages.of(MANIFEST, settings(List.of(NATS, BPM), INPUTS).withImage("", "myorg", "", "1.2.3")))
			.containsExactly(new PulledImage("nats", "myorg/fissile-nats:1.2.3", true, true, false, null));
	}

	/**
	 * A fissile build before e66f1cb0 hashed another formula, chosen from its version
	 * string ({@code FissileBuilds}); with the S, T and J above: <pre>
	 * # fissile-5.0.0+127.gb7566f71 (b7566f71, script names; no --tag-extra before e66f1cb0)
	 * set -- $J fissile-5.0.0+127.gb7566f71 nats.port 4222 nats.user admin bpm.enabled true
	 * { for x in "$@"; do printf '%s\0' "$x"; done; printf 109; } | sha1sum      # 52840d4c...
	 * # fissile-2.0.2+34.gc07149a9.develop (before ed77ee52: jobs and packages alone)
	 * printf '\n%s\n%s\n%s\n%s' 0123...4567 89ab...cdef 3333...3333 1111...1111 | sha1sum  # 4c311f5b...
	 * printf 'nats 52840d4ce0220d4a9b1053f7eabf1b922c5faaaf\n' | sha256sum            # 76818448ed15...
	 * </pre>
	 */
	@Test
	void anOlderFissileBuildsTagIsInTheChartAndItsVersion() {
		ImageTagInputs older = new ImageTagInputs("fissile-5.0.0+127.gb7566f71", "", INPUTS.lightOpinions(),
				INPUTS.darkOpinions(), INPUTS.scripts());
		HelmChart chart = new HelmChartExporter().export(MANIFEST, new HelmChartOptions(
				settings(List.of(NATS, BPM), older), SidecarMode.AUTO, ChartProvenance.of("nats", 1, "text")));
		assertThat(chart.version()).isEqualTo("0.1.1+76818448ed15");
		Path archive = HelmCharts.write(chart, this.dir);
		assertThat(HelmCharts.lint(archive).isFailed()).isFalse();
		assertThat(HelmCharts.template(archive, "1.33.0", Map.of()))
			.contains("image: docker.io/myorg/fissile-nats:52840d4ce0220d4a9b1053f7eabf1b922c5faaaf\n");
		// before 93702fe4 the opinions were not hashed: none are needed
		ImageTagInputs oldest = new ImageTagInputs("fissile-2.0.2+34.gc07149a9.develop", "", null, null, Map.of());
		assertThat(PulledImages.of(MANIFEST, settings(List.of(NATS, BPM), oldest))).containsExactly(new PulledImage(
				"nats", "myorg/fissile-nats:4c311f5b877995aa0d47e012c6de3f24fe480a97", true, true, true, null));
		assertThat(new HelmChartExporter()
			.export(MANIFEST,
					new HelmChartOptions(settings(List.of(NATS, BPM), oldest), SidecarMode.AUTO,
							ChartProvenance.of("nats", 1, "text")))
			.version()).isEqualTo("0.1.1+2b01bf04442e");
	}

	@Test
	void anOlderBuildWhoseInputsAreNotHereIsUnresolvedWithTheReason() {
		// ed77ee52 to b7566f71 hashed the scripts' paths on the build machine
		assertThat(PulledImages
			.of(MANIFEST,
					settings(List.of(NATS, BPM),
							new ImageTagInputs("fissile-5.0.0+41.g442ce3c1", "", INPUTS.lightOpinions(),
									INPUTS.darkOpinions(), INPUTS.scripts())))
			.get(0)
			.missing())
			.isEqualTo("fissile fissile-5.0.0+41.g442ce3c1 (before b7566f71) hashed script scripts/a.sh"
					+ " by its path on the build machine (the role manifest's folder joined to its name), which is"
					+ " not known");
		// --tag-extra came with e66f1cb0
		assertThat(PulledImages
			.of(MANIFEST,
					settings(List.of(NATS, BPM),
							new ImageTagInputs("fissile-5.0.0+127.gb7566f71", "x", INPUTS.lightOpinions(),
									INPUTS.darkOpinions(), INPUTS.scripts())))
			.get(0)
			.missing()).isEqualTo(
					"fissile fissile-5.0.0+127.gb7566f71 (before e66f1cb0) had no --tag-extra, and one" + " is given");
		// a commit that is not fissile's, and a position on two branches
		assertThat(PulledImages
			.of(MANIFEST,
					settings(List.of(NATS, BPM),
							new ImageTagInputs("fissile-5.1.0+52.g0000000", "", INPUTS.lightOpinions(),
									INPUTS.darkOpinions(), INPUTS.scripts())))
			.get(0)
			.missing()).contains("was built from commit 0000000, which is not in fissile's history");
		assertThat(PulledImages
			.of(MANIFEST,
					settings(List.of(NATS, BPM),
							new ImageTagInputs("fissile-5.0.0+31", "", INPUTS.lightOpinions(), INPUTS.darkOpinions(),
									INPUTS.scripts())))
			.get(0)
			.missing()).contains("is ambiguous");
		// no derived tag: the chart version has no fingerprint
		assertThat(new HelmChartExporter()
			.export(MANIFEST,
					new HelmChartOptions(
							settings(List.of(NATS, BPM),
									new ImageTagInputs("fissile-5.0.0+31", "", INPUTS.lightOpinions(),
											INPUTS.darkOpinions(), INPUTS.scripts())),
							SidecarMode.AUTO, ChartProvenance.of("nats", 1, "text")))
			.version()).isEqualTo("0.1.1");
	}

	@Test
	void tagExtraChangesTheTag() {
		ImageTagInputs extra = new ImageTagInputs(INPUTS.fissileVersion(), "x", INPUTS.lightOpinions(),
				INPUTS.darkOpinions(), INPUTS.scripts());
		assertThat(PulledImages.of(MANIFEST, settings(List.of(NATS, BPM), extra)).get(0).image())
			.startsWith("myorg/fissile-nats:")
			.doesNotEndWith(TAG);
	}

	private static BoshRelease withoutSha1s(BoshRelease release) {
		return new BoshRelease(release.name(), release.version(), release.sha256(),
				release.jobs()
					.stream()
					.map((job) -> new io.manifeststudio.release.BoshJob(job.name(), job.description(), job.properties(),
							job.templates(), job.consumes(), job.provides()))
					.toList());
	}

	private static BoshRelease release(String releaseMf, String job, String jobMf) {
		return new ReleaseReader().readTarball(new ByteArrayInputStream(tarball(releaseMf, job, jobMf)));
	}

	/** A release tarball of one job. */
	public static byte[] tarball(String releaseMf, String job, String jobMf) {
		byte[] jobTarball = ReleaseTarballs.tarball().file("./job.MF", jobMf).bytes();
		return ReleaseTarballs.tarball()
			.file("./release.MF", releaseMf)
			.file("./jobs/" + job + ".tgz", jobTarball)
			.bytes();
	}

	private static byte[] bytes(String text) {
		return text.getBytes(StandardCharsets.UTF_8);
	}

}
