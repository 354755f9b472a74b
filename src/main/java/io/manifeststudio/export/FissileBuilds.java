package io.manifeststudio.export;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.manifeststudio.export.FissileRoleDevVersion.Formula;

/**
 * Which of fissile's image tag formulas ({@link Formula}) a fissile binary used, read
 * from its version string: the build's place in fissile's history, where each formula
 * change is a commit.
 * <p>
 * The version string is what {@code fissile version} printed, set at its build with
 * {@code -X main.version} (fissile's {@code make/build}): from
 * {@code make/include/versioning} (ad01333c, 2016-03-28)
 * {@code <name>-<tag>+<count>.g<hash>}, from {@code git describe --tags --long}
 * ({@code fissile-5.1.0+52.g1e2b9c1}), with {@code .<branch>} after it until 99c9ca27
 * (2016-11-17); before ad01333c the Makefile wrote
 * {@code <VERSION>+<count>.g<hash>.<branch>} (3d6e1556, 2016-03-15; VERSION, a file, was
 * not always a tag) and before 3d6e1556 {@code <VERSION>-<user>-<short hash>-<UTC time>}.
 * <p>
 * The hash names the commit: the formula is the one of that commit's code, read from
 * fissile's commit graph ({@code fissile-history.txt}: every commit of its branches,
 * release tags and pull request heads as of b8e8e6af), and a hash not in it is reported,
 * not guessed. Without a hash (a release version such as {@code 5.1.0}, which is that
 * tag's commit, or {@code <tag>+<count>}) the commits that many after the tag are the
 * candidates; when they were built with different formulas (a count reached on two
 * branches) the position is ambiguous and reported so.
 */
public final class FissileBuilds {

	/**
	 * A build: the formula of its commit, or why it is not known.
	 *
	 * @param commit the commit's full hash ({@code null} when the position names several
	 * commits of one formula, or none)
	 * @param formula the formula ({@code null} when not known)
	 * @param problem why the formula is not known ({@code null} when it is)
	 */
	public record Build(String commit, Formula formula, String problem) {

		public boolean resolved() {
			return this.problem == null;
		}

	}

	/** {@code <name>-<tag>+<count>.g<hash>[.<branch>]}; the last {@code +} is git's. */
	private static final Pattern DESCRIBED = Pattern
		.compile("(?<prefix>.*)\\+(?<count>[0-9]+)\\.g(?<hash>[0-9a-f]{4,40})(?:\\.(?<branch>[^+]+))?");

	/**
	 * {@code <VERSION>-<user>-<short hash>-<yyyyMMddHHmmss>}, fissile's Makefile before
	 * 3d6e1556.
	 */
	private static final Pattern STAMPED = Pattern
		.compile("(?<version>[0-9][^-+]*)-(?<user>.+)-(?<hash>[0-9a-f]{7,40})-(?<time>[0-9]{14})");

	/** {@code <tag>+<count>}: a position without a hash. */
	private static final Pattern COUNTED = Pattern.compile("(?<prefix>[^+]*)\\+(?<count>[0-9]+)");

	/** A release version, with or without the {@code fissile-} name. */
	private static final Pattern RELEASE = Pattern.compile("(?:.*-)?(?<tag>[0-9][^-+\\s]*)");

	private FissileBuilds() {
	}

	/** The build a version string names. */
	public static Build of(String version) {
		if (version == null || version.isBlank()) {
			return new Build(null, null, "the fissile version string is not set");
		}
		String text = version.strip();
		History history = History.get();
		Matcher described = DESCRIBED.matcher(text);
		if (described.matches()) {
			return byHash(history, text, described.group("hash"));
		}
		Matcher stamped = STAMPED.matcher(text);
		if (stamped.matches()) {
			return byHash(history, text, stamped.group("hash"));
		}
		Matcher counted = COUNTED.matcher(text);
		if (counted.matches()) {
			return byPosition(history, text, tag(counted.group("prefix")), Integer.parseInt(counted.group("count")));
		}
		Matcher release = RELEASE.matcher(text);
		if (release.matches()) {
			return byPosition(history, text, release.group("tag"), 0);
		}
		return new Build(null, null, "'" + text + "' is not a fissile version string (fissile version printed"
				+ " <name>-<tag>+<count>.g<hash>, such as fissile-5.1.0+52.g1e2b9c1)");
	}

	/**
	 * The tag of {@code <name>-<tag>}: git's tags had no dash (versioning split on it).
	 */
	private static String tag(String prefix) {
		int dash = prefix.lastIndexOf('-');
		return (dash < 0) ? prefix : prefix.substring(dash + 1);
	}

	private static Build byHash(History history, String text, String hash) {
		List<Integer> commits = history.commitsStartingWith(hash.toLowerCase(Locale.ROOT));
		if (commits.isEmpty()) {
			return new Build(null, null,
					"fissile " + text + " was built from commit " + hash + ", which is not in fissile's history"
							+ " (its branches, tags and pull requests as of b8e8e6af), so which image tag formula it"
							+ " used is not known");
		}
		if (commits.size() > 1) {
			return new Build(null, null, "the hash " + hash + " of fissile " + text + " names " + commits.size()
					+ " fissile commits; give more of its digits");
		}
		int commit = commits.get(0);
		Formula formula = formulaAt(history, commit);
		if (formula == null) {
			return new Build(history.hash(commit), null, tooOld(text));
		}
		return new Build(history.hash(commit), formula, null);
	}

	private static Build byPosition(History history, String text, String tag, int count) {
		Integer tagCommit = history.tag(tag);
		if (tagCommit == null) {
			return new Build(null, null, "'" + tag + "' of fissile " + text + " is not a fissile release tag ("
					+ String.join(", ", history.tags()) + ")");
		}
		Map<Formula, List<Integer>> formulas = new LinkedHashMap<>();
		boolean tooOld = false;
		for (int commit : history.commitsAfter(tagCommit, count)) {
			Formula formula = formulaAt(history, commit);
			if (formula == null) {
				tooOld = true;
			}
			else {
				formulas.computeIfAbsent(formula, (key) -> new ArrayList<>()).add(commit);
			}
		}
		if (formulas.isEmpty()) {
			return new Build(null, null,
					tooOld ? tooOld(text) : "no commit of fissile's history is " + count + " after its tag " + tag);
		}
		if (formulas.size() > 1 || tooOld) {
			List<String> examples = new ArrayList<>();
			formulas.values().forEach((commits) -> examples.add(history.hash(commits.get(0)).substring(0, 8)));
			return new Build(null, null,
					"fissile " + text + " is ambiguous: the commits " + count + " after " + tag
							+ " on different branches (such as " + String.join(", ", examples)
							+ ") hashed image tags differently; give the version string with its hash (" + tag + "+"
							+ count + ".g<hash>)");
		}
		Map.Entry<Formula, List<Integer>> only = formulas.entrySet().iterator().next();
		String commit = (only.getValue().size() == 1) ? history.hash(only.getValue().get(0)) : null;
		return new Build(commit, only.getKey(), null);
	}

	private static String tooOld(String text) {
		return "fissile " + text + " is older than af8ca6b3 (2015-11-09), the first fissile to name role images"
				+ " with a hash";
	}

	/**
	 * The formula of a commit's code: each rule is in force from the commit that made it
	 * (see {@link Formula}).
	 */
	static Formula formulaAt(History history, int commit) {
		BitSet ancestors = history.ancestors(commit);
		if (!ancestors.get(history.index(Formula.FIRST))) {
			return null;
		}
		return Formula.of((boundary) -> ancestors.get(history.index(boundary)));
	}

	/**
	 * fissile's commit graph, read once from {@code fissile-history.txt}.
	 */
	static final class History {

		private static History instance;

		private final List<String> hashes = new ArrayList<>();

		private final Map<String, Integer> byHash = new LinkedHashMap<>();

		private final Map<String, Integer> tags = new LinkedHashMap<>();

		private final List<BitSet> ancestors = new ArrayList<>();

		static synchronized History get() {
			if (instance == null) {
				instance = read();
			}
			return instance;
		}

		private static History read() {
			History history = new History();
			try (InputStream in = FissileBuilds.class.getResourceAsStream("fissile-history.txt")) {
				if (in == null) {
					throw new IllegalStateException("fissile-history.txt is missing from the classpath");
				}
				BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII));
				List<String[]> tagLines = new ArrayList<>();
				for (String line = reader.readLine(); line != null; line = reader.readLine()) {
					if (line.isEmpty() || line.startsWith("#")) {
						continue;
					}
					String[] fields = line.split(" ");
					if (fields[0].equals("tag")) {
						tagLines.add(fields);
						continue;
					}
					int index = history.hashes.size();
					BitSet reachable = new BitSet();
					reachable.set(index);
					for (int i = 1; i < fields.length; i++) {
						// parents come first: their sets are complete
						reachable.or(history.ancestors.get(Integer.parseInt(fields[i])));
					}
					history.hashes.add(fields[0]);
					history.byHash.put(fields[0], index);
					history.ancestors.add(reachable);
				}
				for (String[] tag : tagLines) {
					history.tags.put(tag[1], history.byHash.get(tag[2]));
				}
			}
			catch (IOException ex) {
				throw new UncheckedIOException(ex);
			}
			return history;
		}

		String hash(int commit) {
			return this.hashes.get(commit);
		}

		/** The commit of a full hash that must be in the history. */
		int index(String hash) {
			Integer index = this.byHash.get(hash);
			if (index == null) {
				throw new IllegalStateException("fissile commit " + hash + " is not in fissile-history.txt");
			}
			return index;
		}

		Integer tag(String name) {
			return this.tags.get(name);
		}

		Set<String> tags() {
			return new LinkedHashSet<>(this.tags.keySet());
		}

		/** The commit and every commit it descends from. */
		BitSet ancestors(int commit) {
			return this.ancestors.get(commit);
		}

		List<Integer> commitsStartingWith(String prefix) {
			List<Integer> found = new ArrayList<>();
			for (int i = 0; i < this.hashes.size(); i++) {
				if (this.hashes.get(i).startsWith(prefix)) {
					found.add(i);
				}
			}
			return found;
		}

		/**
		 * {@code git rev-list --count <tag>..<commit>}: the commits the commit reaches
		 * and the tag does not.
		 */
		int countSince(int tag, int commit) {
			BitSet since = (BitSet) this.ancestors.get(commit).clone();
			since.andNot(this.ancestors.get(tag));
			return since.cardinality();
		}

		/** The commits descending from the tag's commit with that count after it. */
		List<Integer> commitsAfter(int tag, int count) {
			List<Integer> found = new ArrayList<>();
			for (int i = 0; i < this.hashes.size(); i++) {
				if (this.ancestors.get(i).get(tag) && countSince(tag, i) == count) {
					found.add(i);
				}
			}
			return found;
		}

	}

}
