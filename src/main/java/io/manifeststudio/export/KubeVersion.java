package io.manifeststudio.export;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A target Kubernetes version, major and minor ({@code 1.33}). Parsed from {@code 1.33},
 * {@code v1.33} or {@code 1.33.2}; anything else is rejected with an
 * {@link IllegalArgumentException} that says what was expected.
 */
public record KubeVersion(int major, int minor) implements Comparable<KubeVersion> {

	/** The default export target. */
	public static final KubeVersion DEFAULT = new KubeVersion(1, 33);

	/**
	 * The first version with native sidecars on by default (beta in 1.29, GA in 1.33).
	 */
	public static final KubeVersion NATIVE_SIDECARS = new KubeVersion(1, 29);

	private static final Pattern VERSION = Pattern.compile("v?(\\d{1,3})\\.(\\d{1,3})(?:\\.\\d{1,4})?");

	public KubeVersion {
		if (major < 1 || minor < 0) {
			throw new IllegalArgumentException("Kubernetes version must be 1.x or later, not " + major + "." + minor);
		}
	}

	/**
	 * @param text such as {@code 1.33}, {@code v1.27} or {@code 1.29.3}; {@code null} or
	 * blank gives {@link #DEFAULT}
	 * @throws IllegalArgumentException when the text is not such a version
	 */
	public static KubeVersion parse(String text) {
		if (text == null || text.isBlank()) {
			return DEFAULT;
		}
		Matcher matcher = VERSION.matcher(text.trim());
		if (!matcher.matches()) {
			throw new IllegalArgumentException(
					"kubeVersion must look like 1.33 (major.minor, optionally .patch), not \"" + text + "\"");
		}
		return new KubeVersion(Integer.parseInt(matcher.group(1)), Integer.parseInt(matcher.group(2)));
	}

	/**
	 * Whether {@code initContainers[].restartPolicy: Always} is a sidecar on this version
	 * (1.29 and later).
	 */
	public boolean supportsNativeSidecars() {
		return compareTo(NATIVE_SIDECARS) >= 0;
	}

	@Override
	public int compareTo(KubeVersion other) {
		return (this.major != other.major) ? Integer.compare(this.major, other.major)
				: Integer.compare(this.minor, other.minor);
	}

	@Override
	public String toString() {
		return this.major + "." + this.minor;
	}

}
