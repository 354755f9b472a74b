package io.manifeststudio.export;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.manifeststudio.export.FissileRoleDevVersion.Formula;
import io.manifeststudio.export.FissileRoleDevVersion.Job;
import io.manifeststudio.export.FissileRoleDevVersion.Opinions;
import io.manifeststudio.export.FissileRoleDevVersion.Package;
import io.manifeststudio.export.FissileRoleDevVersion.PackageOrder;
import io.manifeststudio.export.FissileRoleDevVersion.Property;
import io.manifeststudio.export.FissileRoleDevVersion.Script;
import io.manifeststudio.export.FissileRoleDevVersion.Scripts;
import io.manifeststudio.export.FissileRoleDevVersion.Templates;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each of fissile's image tag formulas before b8e8e6af's, for the fissile build just at
 * its first commit ({@code git describe --tags --long} of that commit in
 * cloudfoundry-incubator/fissile). The expected SHA-1s were computed with {@code printf}
 * and {@code sha1sum} over the bytes each formula hashes (no Go toolchain on the
 * machine), as each test states, with <pre>
 * A=0123456789abcdef0123456789abcdef01234567 (job nats)  B=89abcdef0123456789abcdef0123456789abcdef (job bpm)
 * P1=1111...1111 (nats/gnatsd)  P2=2222...2222 (nats/golang)  P3=3333...3333 (bpm/zlib)
 * s() { sha1sum | cut -d' ' -f1; }
 * </pre> The packages' order by name (gnatsd, golang, zlib) is not their order by release
 * and name (bpm/zlib, nats/gnatsd, nats/golang), and the jobs' order by name (bpm, nats)
 * is not the group's (nats, bpm), so each rule shows in the hash.
 */
class FissileRoleDevVersionHistoryTests {

	static final String A = "0123456789abcdef0123456789abcdef01234567";

	static final String B = "89abcdef0123456789abcdef0123456789abcdef";

	static final List<Job> JOBS = List.of(
			new Job("nats", A,
					List.of(new Package("nats", "gnatsd", "1".repeat(40)),
							new Package("nats", "golang", "2".repeat(40))),
					List.of(new Property("nats.port", 4222), new Property("nats.user", null))),
			new Job("bpm", B, List.of(new Package("bpm", "zlib", "3".repeat(40))),
					List.of(new Property("bpm.enabled", true))));

	static final List<Script> SCRIPTS = List
		.of(new Script("scripts/a.sh", "echo a\n".getBytes(StandardCharsets.UTF_8)));

	static final Map<String, String> TEMPLATES = Map.of("properties.nats.port", "((NATS_PORT))");

	static final Opinions OPINIONS = new Opinions(Map.of("nats", Map.of("user", "admin")), Map.of());

	private static Formula formula(String version) {
		FissileBuilds.Build build = FissileBuilds.of(version);
		assertThat(build.problem()).isNull();
		return build.formula();
	}

	private static String tag(String version, List<Script> scripts) {
		return FissileRoleDevVersion.of(formula(version), JOBS, scripts, TEMPLATES, OPINIONS, version, "");
	}

	@Test
	void af8ca6b3SortedTheJobsAndThePackagesByName() {
		// fissile 2.0.1 (3386e9bb, the parent of 5c877a89): sort.Sort(r.Jobs),
		// sort.Sort(packages)
		// printf '\n%s\n%s\n%s\n%s\n%s' $B $A $P1 $P2 $P3 | s
		assertThat(formula("fissile-2.0.1+0.g3386e9bb"))
			.isEqualTo(new Formula(true, PackageOrder.NAME, Scripts.NONE, Templates.NONE, false, false, false));
		assertThat(tag("fissile-2.0.1+0.g3386e9bb", SCRIPTS)).isEqualTo("64aed249488832287fa2a6db4f3612077905daa4");
	}

	@Test
	void from5c877a89TheJobsKeptTheGroupsOrder() {
		// printf '\n%s\n%s\n%s\n%s\n%s' $A $B $P1 $P2 $P3 | s
		assertThat(formula("fissile-2.0.1+1.g5c877a89.develop").sortsJobs()).isFalse();
		assertThat(tag("fissile-2.0.1+1.g5c877a89.develop", SCRIPTS))
			.isEqualTo("68a7018795787dddc3a866ad815a7afd6261d397");
	}

	@Test
	void fromC07149a9ThePackagesWereSortedByReleaseThenName() {
		// printf '\n%s\n%s\n%s\n%s\n%s' $A $B $P3 $P1 $P2 | s
		assertThat(formula("fissile-2.0.2+34.gc07149a9.develop").packages()).isEqualTo(PackageOrder.RELEASE_AND_NAME);
		assertThat(tag("fissile-2.0.2+34.gc07149a9.develop", SCRIPTS))
			.isEqualTo("b703e57583577829608d2b201877c16fcbed41a1");
	}

	@Test
	void fromEd77ee52TheScriptSignatureWasAddedOverPathsOnTheBuildMachine() {
		// no relative script: E=$(printf '' | s)
		// printf '\n%s\n%s\n%s\n%s\n%s\n%s' $A $B $P3 $P1 $P2 $E | s
		assertThat(formula("fissile-4.0.0+135.ged77ee52").scripts()).isEqualTo(Scripts.PATHS);
		assertThat(tag("fissile-4.0.0+135.ged77ee52", List.of())).isEqualTo("3c616549fce3b137db29b716fc91b25a713d67b7");
	}

	@Test
	void fromDebd0b4cTheTemplateSignatureWasAlwaysAdded() {
		// T=$(printf 'properties.nats.port: ((NATS_PORT))' | s)
		// printf '\n%s\n%s\n%s\n%s\n%s\n%s\n%s' $A $B $P3 $P1 $P2 $E $T | s
		assertThat(formula("fissile-4.0.0+137.gdebd0b4c").templates()).isEqualTo(Templates.YAML_TEXT);
		assertThat(tag("fissile-4.0.0+137.gdebd0b4c", List.of())).isEqualTo("87306f312848081232fcf16841e773c2d6cf32ab");
		// the parent, b27bacfb, had no template signature: F4's hash
		assertThat(tag("fissile-4.0.0+136.gb27bacfb", List.of())).isEqualTo("3c616549fce3b137db29b716fc91b25a713d67b7");
	}

	@Test
	void from93702fe4BuildImagesAggregatedTheJobsPropertiesWithoutTheVersion() {
		// J5=87306f31...; { for x in $J5 nats.port 4222 nats.user admin bpm.enabled true;
		// do
		// printf '%s\0' "$x"; done; printf 82; } | s
		assertThat(formula("fissile-5.0.0+29.g93702fe4")).satisfies((formula) -> {
			assertThat(formula.aggregates()).isTrue();
			assertThat(formula.hashesVersion()).isFalse();
		});
		assertThat(tag("fissile-5.0.0+29.g93702fe4", List.of())).isEqualTo("677fbc6a7105215c027e6d24ba2709f08707dd59");
		// its parent ae0c9a14 did not: J5 itself
		assertThat(tag("fissile-5.0.0+28.gae0c9a14", List.of())).isEqualTo("87306f312848081232fcf16841e773c2d6cf32ab");
	}

	@Test
	void from6f68d6aeTheFissileVersionWasAggregatedToo() {
		// { for x in $J5 fissile-5.0.0+31.g6f68d6ae nats.port 4222 nats.user admin
		// bpm.enabled true; do printf '%s\0' "$x"; done; printf 108; } | s
		assertThat(tag("fissile-5.0.0+31.g6f68d6ae", List.of())).isEqualTo("37e50f69d5970c8ee484d1810b6a1642cc2bca51");
	}

	@Test
	void fromB7566f71ScriptsWereHashedByTheirNames() {
		// S=$(printf 'scripts/a.sh''echo a\n' | s)
		// J8=$(printf '\n%s\n%s\n%s\n%s\n%s\n%s\n%s' $A $B $P3 $P1 $P2 $S $T | s)
		// { for x in $J8 fissile-5.0.0+127.gb7566f71 nats.port 4222 nats.user admin
		// bpm.enabled true; do printf '%s\0' "$x"; done; printf 109; } | s
		assertThat(formula("fissile-5.0.0+127.gb7566f71").scripts()).isEqualTo(Scripts.NAMES);
		assertThat(tag("fissile-5.0.0+127.gb7566f71", SCRIPTS)).isEqualTo("91f176637989b45958a2a20a6eeafaf6b3991f49");
	}

	@Test
	void fromE66f1cb0TheExtraStringWasAggregated() {
		// { for x in $J8 fissile-5.1.0+0.geabeb9d '' nats.port 4222 nats.user admin
		// bpm.enabled true; do printf '%s\0' "$x"; done; printf 106; } | s
		Formula release = formula("fissile-5.1.0+0.geabeb9d");
		assertThat(release.hashesTagExtra()).isTrue();
		assertThat(tag("fissile-5.1.0+0.geabeb9d", SCRIPTS)).isEqualTo("9fe87eec9847c0d4eac0a3f1a31f216588372762");
		// with string templates b8e8e6af's formula gives the same
		assertThat(FissileRoleDevVersion.of(JOBS, SCRIPTS, TEMPLATES, OPINIONS, "fissile-5.1.0+0.geabeb9d", ""))
			.isEqualTo("9fe87eec9847c0d4eac0a3f1a31f216588372762");
	}

	@Test
	void templateValuesWereTheYamlTextThenAssertedStringsThenGosPercentV() {
		Formula text = formula("fissile-5.1.0+0.geabeb9d");
		Formula strings = formula("fissile-7.0.0+1.gc96396ed");
		Formula values = formula("fissile-7.0.0+29.gba261a21");
		assertThat(List.of(text.templates(), strings.templates(), values.templates()))
			.containsExactly(Templates.YAML_TEXT, Templates.STRINGS, Templates.GO_VALUES);
		assertThat(values).isEqualTo(Formula.CURRENT);
		// yaml.v2 gave a string field the scalar's text, and "" for null
		assertThat(FissileRoleDevVersion.templateText(text, "((X))")).contains("((X))");
		assertThat(FissileRoleDevVersion.templateText(text, null)).contains("");
		assertThat(FissileRoleDevVersion.templateText(text, 1.0)).as("1.0 or 1? the text is not kept").isEmpty();
		// c96396ed's .(string) panicked on anything else
		assertThat(FissileRoleDevVersion.templateText(strings, null)).isEmpty();
		assertThat(FissileRoleDevVersion.templateText(strings, true)).isEmpty();
		assertThat(FissileRoleDevVersion.templateText(values, 1.0)).contains("1");
		assertThat(FissileRoleDevVersion.templateText(values, null)).contains("<nil>");
	}

	@Test
	void sortsThatGoMayHaveOrderedEitherWayAreReported() {
		List<Job> twoZlibs = List.of(JOBS.get(0),
				new Job("other", B, List.of(new Package("other", "gnatsd", "4".repeat(40))), List.of()));
		assertThat(FissileRoleDevVersion.unordered(formula("fissile-2.0.1+1.g5c877a89.develop"), twoZlibs))
			.contains("two packages named gnatsd");
		assertThat(FissileRoleDevVersion.unordered(formula("fissile-2.0.2+34.gc07149a9.develop"), twoZlibs)).isNull();
		List<Job> twoNats = List.of(JOBS.get(0), new Job("nats", B, List.of(), List.of()));
		assertThat(FissileRoleDevVersion.unordered(formula("fissile-2.0.1+0.g3386e9bb"), twoNats))
			.contains("two jobs named nats");
		assertThat(FissileRoleDevVersion.unordered(formula("fissile-2.0.1+1.g5c877a89.develop"), twoNats)).isNull();
	}

}
