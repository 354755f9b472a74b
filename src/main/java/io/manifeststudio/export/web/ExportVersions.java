package io.manifeststudio.export.web;

import java.util.List;
import java.util.stream.IntStream;

import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;

/**
 * The Kubernetes versions the manifest page offers as export targets: 1.27 to 1.34 (the
 * range the Helm chart is checked against), 1.33 chosen unless the user picks another.
 */
public final class ExportVersions {

	/** Offered on the page, oldest first. */
	public static final List<KubeVersion> OFFERED = IntStream.rangeClosed(27, 34)
		.mapToObj((minor) -> new KubeVersion(1, minor))
		.toList();

	private ExportVersions() {
	}

	/**
	 * The version the request chose: {@link KubeVersion#DEFAULT} when none was given.
	 * @throws InvalidManifestRequestException when the text is not one of the offered
	 * versions
	 */
	public static KubeVersion choose(String text) {
		KubeVersion version;
		try {
			version = KubeVersion.parse(text);
		}
		catch (IllegalArgumentException ex) {
			throw new InvalidManifestRequestException("kubeVersion", ex.getMessage());
		}
		if (!OFFERED.contains(version)) {
			throw new InvalidManifestRequestException("kubeVersion", "kubeVersion must be one of " + OFFERED.get(0)
					+ " to " + OFFERED.get(OFFERED.size() - 1) + ", not \"" + text + "\"");
		}
		return version;
	}

}
