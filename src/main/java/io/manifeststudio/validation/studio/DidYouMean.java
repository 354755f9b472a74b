package io.manifeststudio.validation.studio;

import java.util.Collection;
import java.util.Locale;

/**
 * Suggests the known key a misspelt one probably meant: the same key up to case and
 * {@code -}/{@code _}, or one within one edit (keys up to 4 characters) or two edits
 * (longer keys), counting a swap of neighbours as one edit (e.g. {@code tag} for
 * {@code tags}, {@code memmory} for {@code memory}, {@code must-be-odd} for
 * {@code must_be_odd}).
 */
final class DidYouMean {

	private DidYouMean() {
	}

	/** The closest known key, or {@code null} when none is close enough. */
	static String suggest(String key, Collection<String> known) {
		String normalized = normalize(key);
		int allowed = (key.length() <= 4) ? 1 : 2;
		String best = null;
		int bestDistance = Integer.MAX_VALUE;
		for (String candidate : known) {
			if (normalize(candidate).equals(normalized)) {
				return candidate;
			}
			int distance = distance(key, candidate, allowed);
			if (distance <= allowed && distance < bestDistance) {
				best = candidate;
				bestDistance = distance;
			}
		}
		return best;
	}

	private static String normalize(String key) {
		return key.toLowerCase(Locale.ROOT).replace('-', '_');
	}

	/**
	 * Optimal string alignment distance, giving up early once it is certainly above
	 * {@code limit}.
	 */
	static int distance(String a, String b, int limit) {
		if (Math.abs(a.length() - b.length()) > limit) {
			return limit + 1;
		}
		int[][] d = new int[a.length() + 1][b.length() + 1];
		for (int i = 0; i <= a.length(); i++) {
			d[i][0] = i;
		}
		for (int j = 0; j <= b.length(); j++) {
			d[0][j] = j;
		}
		for (int i = 1; i <= a.length(); i++) {
			int rowMin = Integer.MAX_VALUE;
			for (int j = 1; j <= b.length(); j++) {
				int cost = (a.charAt(i - 1) == b.charAt(j - 1)) ? 0 : 1;
				int value = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
				if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
					value = Math.min(value, d[i - 2][j - 2] + 1);
				}
				d[i][j] = value;
				rowMin = Math.min(rowMin, value);
			}
			if (rowMin > limit) {
				return limit + 1;
			}
		}
		return d[a.length()][b.length()];
	}

}
