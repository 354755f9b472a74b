package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.List;

/**
 * A field below a group as fissile's messages write it: names joined by dots, each
 * optionally followed by bracketed keys, such as {@code run.scaling.max},
 * {@code ports[0].internal}, {@code jobs[gorouter].properties} or
 * {@code configuration.templates[properties.a.b]}. A bracket holds a list index (digits)
 * or a name (a job's or a port's name, a volume's tag, or a map key that contains dots).
 */
record FieldPath(String text, List<Segment> segments) {

	/**
	 * A map key ({@code name} set, {@code bracket} false), a list index ({@code index}
	 * set) or a bracketed name.
	 */
	record Segment(String name, Integer index, boolean bracket) {

		static Segment key(String name) {
			return new Segment(name, null, false);
		}

		boolean isIndex() {
			return this.index != null;
		}

		@Override
		public String toString() {
			if (this.index != null) {
				return "[" + this.index + "]";
			}
			return this.bracket ? "[" + this.name + "]" : this.name;
		}

	}

	FieldPath {
		segments = List.copyOf(segments);
	}

	/**
	 * @throws EditRefusedException when the text is not a field path
	 */
	static FieldPath parse(String text) {
		List<Segment> segments = new ArrayList<>();
		int i = 0;
		int length = text.length();
		while (i < length) {
			int start = i;
			while (i < length && text.charAt(i) != '.' && text.charAt(i) != '[') {
				if (text.charAt(i) == ']') {
					throw malformed(text, "a ] without its [");
				}
				i++;
			}
			if (i == start && (segments.isEmpty() || i == length || text.charAt(i) == '.')) {
				throw malformed(text, "an empty name");
			}
			if (i > start) {
				segments.add(Segment.key(text.substring(start, i)));
			}
			while (i < length && text.charAt(i) == '[') {
				int close = text.indexOf(']', i);
				if (close < 0) {
					throw malformed(text, "a [ without its ]");
				}
				String inside = text.substring(i + 1, close);
				if (inside.isEmpty()) {
					throw malformed(text, "an empty []");
				}
				if (inside.chars().allMatch(Character::isDigit) && inside.length() <= 9) {
					segments.add(new Segment(null, Integer.parseInt(inside), true));
				}
				else {
					segments.add(new Segment(inside, null, true));
				}
				i = close + 1;
			}
			if (i < length) {
				if (text.charAt(i) != '.') {
					throw malformed(text, "text after a ] that is not .");
				}
				i++;
				if (i == length) {
					throw malformed(text, "a . at the end");
				}
			}
		}
		if (segments.isEmpty()) {
			throw malformed(text, "no name");
		}
		return new FieldPath(text, segments);
	}

	Segment first() {
		return this.segments.get(0);
	}

	/** The path without its first {@code count} segments. */
	List<Segment> after(int count) {
		return this.segments.subList(Math.min(count, this.segments.size()), this.segments.size());
	}

	private static EditRefusedException malformed(String text, String problem) {
		return new EditRefusedException("\"" + text + "\" is not a field path (" + problem + "): write it as fissile's "
				+ "messages do below the group, such as run.scaling.max, tags or ports[0].internal");
	}

	@Override
	public String toString() {
		return this.text;
	}

}
