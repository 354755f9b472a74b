package io.manifeststudio.export;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.manifeststudio.export.FissileRoleDevVersion.Job;
import io.manifeststudio.export.FissileRoleDevVersion.Opinions;
import io.manifeststudio.export.FissileRoleDevVersion.Package;
import io.manifeststudio.export.FissileRoleDevVersion.Property;
import io.manifeststudio.export.FissileRoleDevVersion.Script;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * fissile's {@code GetRoleDevVersion} (model/instance_groups.go at b8e8e6af). No Go
 * toolchain was on the machine ({@code which go}: none), so the expected values were
 * computed outside Java, with {@code printf} and {@code sha1sum} (GNU coreutils) over the
 * exact bytes fissile's algorithm hashes, as each test states; the Java code path
 * ({@link java.security.MessageDigest} over strings it assembles) is not used to make
 * them.
 */
class FissileRoleDevVersionTests {

	static final String JOB_A = "0123456789abcdef0123456789abcdef01234567";

	static final String JOB_B = "89abcdef0123456789abcdef0123456789abcdef";

	static final String FISSILE_VERSION = "fissile-7.0.0+224.gb8e8e6af";

	static final List<Job> JOBS = List.of(new Job(JOB_A,
			List.of(new Package("nats", "gnatsd", "1".repeat(40)), new Package("nats", "golang", "2".repeat(40))),
			List.of(new Property("nats.user", null), new Property("nats.password", "x"),
					new Property("nats.port", 4222), new Property("nats.debug", false),
					new Property("nats.machines", List.of("a", "b")), new Property("nats.ratio", 0.5),
					new Property("nats.big", 1000000.0))),
			new Job(JOB_B, List.of(new Package("bpm", "bpm", "3".repeat(40))),
					List.of(new Property("bpm.enabled", null))));

	static final List<Script> SCRIPTS = List.of(script("scripts/b.sh", "true\n"), script("scripts/a.sh", "echo a\n"));

	static final Map<String, String> TEMPLATES = templates("properties.nats.user", "((NATS_USER))", "index",
			"((KUBE_COMPONENT_INDEX))");

	static final Opinions OPINIONS = new Opinions(Map.of("nats", Map.of("user", "admin", "port", 4222)),
			Map.of("nats", Map.of("password", "secret")));

	@Test
	void scriptSignatureIsOneSha1OverEachNameAndItsContentsInNameOrder() {
		// printf 'scripts/a.sh''echo a\n''scripts/b.sh''true\n' | sha1sum
		assertThat(FissileRoleDevVersion.scriptSignature(SCRIPTS))
			.isEqualTo("92b0c0c30d56d054e5ef266fe9008394779f40fd");
		// no script: the SHA-1 of nothing (printf '' | sha1sum)
		assertThat(FissileRoleDevVersion.scriptSignature(List.of()))
			.isEqualTo("da39a3ee5e6b4b0d3255bfef95601890afd80709");
	}

	@Test
	void templateSignatureIsOneSha1OverTheSortedKeyValueTexts() {
		// printf 'index: ((KUBE_COMPONENT_INDEX))properties.nats.user: ((NATS_USER))' |
		// sha1sum
		assertThat(FissileRoleDevVersion.templateSignature(TEMPLATES))
			.isEqualTo("0e7bc162a38972ec560a6959c72c32a7764e6c21");
	}

	@Test
	void jobAndPackageSignatureHashesJobsInOrderThenPackagesByReleaseAndName() {
		// printf '\n%s\n%s\n%s\n%s\n%s\n%s\n%s' <job A> <job B> 333.. 111.. 222.. <script
		// sig> <template sig> | sha1sum
		// (packages sorted by release, then name: bpm/bpm, nats/gnatsd, nats/golang)
		assertThat(FissileRoleDevVersion.jobAndPackagesSignature(JOBS, "92b0c0c30d56d054e5ef266fe9008394779f40fd",
				"0e7bc162a38972ec560a6959c72c32a7764e6c21"))
			.isEqualTo("d3320af1cf7d725d1272fd4877106093441f71e1");
	}

	@Test
	void theTagAggregatesTheJobPackageSignatureVersionExtraAndEachJobsFlattenedProperties() {
		// set -- d3320af1cf7d725d1272fd4877106093441f71e1 fissile-7.0.0+224.gb8e8e6af ""
		// nats.big 1e+06
		// nats.debug false 'nats.machines[0]' a 'nats.machines[1]' b nats.port 4222
		// nats.ratio 0.5 nats.user admin
		// bpm.enabled '<nil>'
		// { for x in "$@"; do printf '%s\0' "$x"; done; printf 185; } | sha1sum (185: the
		// strings' total length)
		// nats.password is left out (a dark opinion), nats.user and nats.port take the
		// light opinions
		assertThat(FissileRoleDevVersion.of(JOBS, SCRIPTS, TEMPLATES, OPINIONS, FISSILE_VERSION, ""))
			.isEqualTo("83d9f10913b4a59758ee7203d43928692c57c07e");
	}

	@Test
	void aGroupWithNothingStillHashesItsEmptyScriptAndTemplateSignatures() {
		// E=$(printf '' | sha1sum); J=$(printf '\n%s\n%s' $E $E | sha1sum) -> e872d257...
		// { printf '%s\0' $J 0 ''; printf 41; } | sha1sum
		assertThat(FissileRoleDevVersion.of(List.of(), List.of(), Map.of(), new Opinions(Map.of(), Map.of()), "0", ""))
			.isEqualTo("ffb1714b594cca3dba00f352165500a9cb863ab8");
	}

	@Test
	void everyInputChangesTheTag() {
		String tag = FissileRoleDevVersion.of(JOBS, SCRIPTS, TEMPLATES, OPINIONS, FISSILE_VERSION, "");
		assertThat(FissileRoleDevVersion.of(JOBS, SCRIPTS, TEMPLATES, OPINIONS, FISSILE_VERSION, "x"))
			.isNotEqualTo(tag);
		assertThat(FissileRoleDevVersion.of(JOBS, SCRIPTS, TEMPLATES, OPINIONS, "fissile-7.0.0", "")).isNotEqualTo(tag);
		assertThat(FissileRoleDevVersion.of(JOBS, List.of(script("scripts/a.sh", "echo b\n")), TEMPLATES, OPINIONS,
				FISSILE_VERSION, ""))
			.isNotEqualTo(tag);
		assertThat(FissileRoleDevVersion.of(List.of(JOBS.get(1), JOBS.get(0)), SCRIPTS, TEMPLATES, OPINIONS,
				FISSILE_VERSION, ""))
			.isNotEqualTo(tag);
		assertThat(FissileRoleDevVersion.of(JOBS, SCRIPTS, TEMPLATES,
				new Opinions(Map.of("nats", Map.of("user", "root")), OPINIONS.dark()), FISSILE_VERSION, ""))
			.isNotEqualTo(tag);
	}

	@Test
	void propertiesFollowGetPropertiesForJob() {
		Job job = new Job(JOB_A, List.of(),
				List.of(new Property("a.b", 1), new Property("a", "leaf"),
						new Property("c", Map.of("d", List.of(1, 2))), new Property("e", Map.of()),
						new Property("f", null), new Property("g.h", "default")));
		// dark opinions: a map leaves the property in; null or a list leaves it out
		Opinions opinions = new Opinions(Map.of("g", Map.of("h", "light")),
				mapOf("c", Map.of("x", 1), "f", null, "e", List.of()));
		// "a" (sorted before "a.b") is a leaf that "a.b" replaces by a map, as
		// insertConfig does
		assertThat(FissileRoleDevVersion.flatten(FissileRoleDevVersion.propertiesForJob(job, opinions)))
			.containsExactly(Map.entry("a.b", "1"), Map.entry("c.d[0]", "1"), Map.entry("c.d[1]", "2"),
					Map.entry("g.h", "light"));
	}

	@Test
	void scalarsAreWrittenAsGosPercentV() {
		assertThat(Arrays.asList(0.5, 1.0, 100000.0, 1000000.0, 1.5e-5, 0.0001, 123456.789, -2.5e21))
			.extracting(FissileRoleDevVersion::goText)
			.containsExactly("0.5", "1", "100000", "1e+06", "1.5e-05", "0.0001", "123456.789", "-2.5e+21");
		assertThat(Arrays.asList(null, true, 42, 7L, "text")).extracting(FissileRoleDevVersion::goText)
			.containsExactly("<nil>", "true", "42", "7", "text");
	}

	private static Script script(String name, String contents) {
		return new Script(name, contents.getBytes(StandardCharsets.UTF_8));
	}

	private static Map<String, String> templates(String... keysAndValues) {
		Map<String, String> map = new LinkedHashMap<>();
		for (int i = 0; i < keysAndValues.length; i += 2) {
			map.put(keysAndValues[i], keysAndValues[i + 1]);
		}
		return map;
	}

	private static Map<String, Object> mapOf(Object... keysAndValues) {
		Map<String, Object> map = new LinkedHashMap<>();
		for (int i = 0; i < keysAndValues.length; i += 2) {
			map.put((String) keysAndValues[i], keysAndValues[i + 1]);
		}
		return map;
	}

}
