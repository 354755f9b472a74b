package io.manifeststudio.export;

import org.junit.jupiter.api.Test;

import io.manifeststudio.export.FissileBuilds.Build;
import io.manifeststudio.export.FissileRoleDevVersion.Formula;
import io.manifeststudio.export.FissileRoleDevVersion.PackageOrder;
import io.manifeststudio.export.FissileRoleDevVersion.Scripts;
import io.manifeststudio.export.FissileRoleDevVersion.Templates;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A fissile version string names a place in fissile's history, and with it the image tag
 * formula of that build. The positions were read from cloudfoundry-incubator/fissile with
 * {@code git describe --tags --long <commit>} for each commit that changed the formula
 * and its parent (for example {@code 5.0.0-29-g93702fe4} and {@code 5.0.0-28-gae0c9a14}),
 * and {@code git merge-base --is-ancestor} for which side of the change each is on.
 */
class FissileBuildsTests {

	private static Formula formula(String version) {
		Build build = FissileBuilds.of(version);
		assertThat(build.problem()).as(version).isNull();
		return build.formula();
	}

	@Test
	void eachBoundaryCommitChangesTheFormulaAndItsParentDoesNot() {
		// 5c877a89 "Don't sort role jobs when calculating versions": 2.0.1-0-g3386e9bb,
		// 2.0.1-1-g5c877a89
		assertThat(formula("fissile-2.0.1+0.g3386e9bb").sortsJobs()).isTrue();
		assertThat(formula("fissile-2.0.1+1.g5c877a89").sortsJobs()).isFalse();
		// c07149a9: 2.0.2-33-g56038258, 2.0.2-34-gc07149a9
		assertThat(formula("fissile-2.0.2+33.g56038258").packages()).isEqualTo(PackageOrder.NAME);
		assertThat(formula("fissile-2.0.2+34.gc07149a9").packages()).isEqualTo(PackageOrder.RELEASE_AND_NAME);
		// ed77ee52: 4.0.0-134-g03b510ce, 4.0.0-135-ged77ee52
		assertThat(formula("fissile-4.0.0+134.g03b510ce").scripts()).isEqualTo(Scripts.NONE);
		assertThat(formula("fissile-4.0.0+135.ged77ee52").scripts()).isEqualTo(Scripts.PATHS);
		// debd0b4c: 4.0.0-136-gb27bacfb, 4.0.0-137-gdebd0b4c
		assertThat(formula("fissile-4.0.0+136.gb27bacfb").templates()).isEqualTo(Templates.NONE);
		assertThat(formula("fissile-4.0.0+137.gdebd0b4c").templates()).isEqualTo(Templates.YAML_TEXT);
		// 93702fe4: 5.0.0-28-gae0c9a14, 5.0.0-29-g93702fe4
		assertThat(formula("fissile-5.0.0+28.gae0c9a14").aggregates()).isFalse();
		assertThat(formula("fissile-5.0.0+29.g93702fe4").aggregates()).isTrue();
		// 6f68d6ae: 5.0.0-30-gc1b5d3cb, 5.0.0-31-g6f68d6ae
		assertThat(formula("fissile-5.0.0+30.gc1b5d3cb").hashesVersion()).isFalse();
		assertThat(formula("fissile-5.0.0+31.g6f68d6ae").hashesVersion()).isTrue();
		// b7566f71: 5.0.0-126-g9f731ea4, 5.0.0-127-gb7566f71
		assertThat(formula("fissile-5.0.0+126.g9f731ea4").scripts()).isEqualTo(Scripts.PATHS);
		assertThat(formula("fissile-5.0.0+127.gb7566f71").scripts()).isEqualTo(Scripts.NAMES);
		// e66f1cb0: 5.0.0-260-g02cd66d2, 5.0.0-261-ge66f1cb0
		assertThat(formula("fissile-5.0.0+260.g02cd66d2").hashesTagExtra()).isFalse();
		assertThat(formula("fissile-5.0.0+261.ge66f1cb0").hashesTagExtra()).isTrue();
		// c96396ed: 7.0.0-0-gf2439244, 7.0.0-1-gc96396ed
		assertThat(formula("fissile-7.0.0+0.gf2439244").templates()).isEqualTo(Templates.YAML_TEXT);
		assertThat(formula("fissile-7.0.0+1.gc96396ed").templates()).isEqualTo(Templates.STRINGS);
		// ba261a21: 7.0.0-28-g188c515b, 7.0.0-29-gba261a21
		assertThat(formula("fissile-7.0.0+28.g188c515b").templates()).isEqualTo(Templates.STRINGS);
		assertThat(formula("fissile-7.0.0+29.gba261a21")).isEqualTo(Formula.CURRENT);
		// the last commit, b8e8e6af
		assertThat(formula("fissile-7.0.0+374.gb8e8e6af")).isEqualTo(Formula.CURRENT);
	}

	@Test
	void theFormulasBeforeThoseChangesAreTheOldestOnes() {
		assertThat(formula("fissile-1.0.0+0.gd82ce13"))
			.isEqualTo(new Formula(true, PackageOrder.NAME, Scripts.NONE, Templates.NONE, false, false, false));
		assertThat(formula("fissile-5.1.0+0.geabeb9d")).isEqualTo(new Formula(false, PackageOrder.RELEASE_AND_NAME,
				Scripts.NAMES, Templates.YAML_TEXT, true, true, true));
	}

	@Test
	void everyFormatFissilesMakefileWroteIsRead() {
		// make/include/versioning from ad01333c: <name>-<tag>+<count>.g<hash>, with
		// .<branch> until 99c9ca27
		assertThat(FissileBuilds.of("fissile-3.0.1+0.gadad94a.HEAD").commit())
			.isEqualTo("adad94a6db98a8c107049faa0e198733a83af621");
		assertThat(FissileBuilds.of("fissile-5.1.0+0.geabeb9d").commit())
			.isEqualTo("eabeb9d6c4216bb3b9c01982599aae60013f342a");
		// without the name, as the studio's examples give it
		assertThat(FissileBuilds.of("5.1.0+0.geabeb9d").commit()).isEqualTo("eabeb9d6c4216bb3b9c01982599aae60013f342a");
		// 3d6e1556 to ad01333c: the VERSION file's number (0.12.0, never a tag)
		assertThat(FissileBuilds.of("0.12.0+165.gb0a48f65.develop").commit()).startsWith("b0a48f65");
		// before 3d6e1556: VERSION-whoami-<short hash>-<UTC time>
		assertThat(FissileBuilds.of("0.10.0-jenkins-975a67f-20151208183000").commit())
			.isEqualTo("975a67fa209112e4620c3a5087a0abaaadb4fbe0");
		// a release version alone is its tag's commit
		assertThat(FissileBuilds.of("5.1.0").commit()).isEqualTo("eabeb9d6c4216bb3b9c01982599aae60013f342a");
		assertThat(FissileBuilds.of("fissile-5.1.0").formula()).isEqualTo(formula("fissile-5.1.0+0.geabeb9d"));
		// the last + is git's, whatever the tag holds
		assertThat(FissileBuilds.of("fissile-v7.0.0+374.gb8e8e6af+0.gb8e8e6a").commit())
			.isEqualTo("b8e8e6af42ef32efc5387f6a69312feacc78e96c");
	}

	@Test
	void theHashNamesTheCommitWhateverTheCountSays() {
		// b8e8e6af is 7.0.0-374: a count that disagrees does not move the build
		assertThat(FissileBuilds.of("7.0.0+224.gb8e8e6af").formula()).isEqualTo(Formula.CURRENT);
	}

	@Test
	void aPositionWithoutAHashIsResolvedWhenItsCommitsAgree() {
		// 5.0.0+29 is 93702fe4 alone
		assertThat(FissileBuilds.of("fissile-5.0.0+29").commit()).isEqualTo("93702fe42860017a2f8a7fb425dc9d7f2c4e3b43");
		// 5.0.0+28 is ae0c9a14 and a3e81e29 (a branch), both before 93702fe4
		Build twoCommits = FissileBuilds.of("5.0.0+28");
		assertThat(twoCommits.resolved()).isTrue();
		assertThat(twoCommits.commit()).isNull();
		assertThat(twoCommits.formula().aggregates()).isFalse();
	}

	@Test
	void whatCannotBePlacedIsSaidAndNotGuessed() {
		// 5.0.0+31 is 6f68d6ae and 2ff48c79, a branch without 93702fe4
		assertThat(FissileBuilds.of("fissile-5.0.0+31").problem())
			.startsWith("fissile fissile-5.0.0+31 is ambiguous: the commits 31 after 5.0.0 on different branches")
			.contains("2ff48c79")
			.contains("6f68d6ae")
			.endsWith("give the version string with its hash (5.0.0+31.g<hash>)");
		assertThat(FissileBuilds.of("fissile-5.1.0+52.g0000000").problem())
			.isEqualTo("fissile fissile-5.1.0+52.g0000000 was built from commit 0000000, which is not in fissile's"
					+ " history (its branches, tags and pull requests as of b8e8e6af), so which image tag formula"
					+ " it used is not known");
		assertThat(FissileBuilds.of("fissile-4.0.0+5000").problem())
			.isEqualTo("no commit of fissile's history is 5000 after its tag 4.0.0");
		assertThat(FissileBuilds.of("7").problem())
			.startsWith("'7' of fissile 7 is not a fissile release tag (0.10.0,");
		assertThat(FissileBuilds.of("latest").problem()).startsWith("'latest' is not a fissile version string");
		assertThat(FissileBuilds.of(" ").problem()).isEqualTo("the fissile version string is not set");
		// 9be0a0b1 is af8ca6b3's parent
		assertThat(FissileBuilds.of("0.1.0-dev-9be0a0b1-20151101000000").problem())
			.isEqualTo("fissile 0.1.0-dev-9be0a0b1-20151101000000 is older than af8ca6b3 (2015-11-09), the first"
					+ " fissile to name role images with a hash");
		// two commits start with the same four digits
		assertThat(FissileBuilds.of("fissile-5.0.0+1.g" + ambiguousPrefix()).problem()).contains("names");
	}

	/** Four hex digits that begin two of fissile's 2,000 commits (there are many). */
	private static String ambiguousPrefix() {
		FissileBuilds.History history = FissileBuilds.History.get();
		for (int i = 0; i < 0x10000; i++) {
			String prefix = String.format("%04x", i);
			if (history.commitsStartingWith(prefix).size() > 1) {
				return prefix;
			}
		}
		throw new AssertionError("no shared prefix");
	}

}
