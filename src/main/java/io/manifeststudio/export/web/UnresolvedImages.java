package io.manifeststudio.export.web;

import java.util.List;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.PulledImages;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * The {@value #HEADER} header of an export: one value for each image fissile built whose
 * tag is neither given nor derived, {@code <group> (<image>): <what is missing>} (as the
 * export panel and the command line say it), so that an API client knows what would not
 * be pulled. Absent when every image is resolved.
 */
final class UnresolvedImages {

	static final String HEADER = "X-Unresolved-Images";

	private UnresolvedImages() {
	}

	static String[] values(RoleManifest manifest, ExportSettings settings) {
		List<String> values = PulledImages.of(manifest, settings)
			.stream()
			.filter((image) -> !image.resolved())
			.map((image) -> ascii(image.group() + " (" + image.image() + "): " + image.missing()))
			.toList();
		return values.toArray(String[]::new);
	}

	/**
	 * A header value is ASCII: a group or release name the manifest writes otherwise gets
	 * {@code ?} for each other character.
	 */
	private static String ascii(String text) {
		StringBuilder ascii = new StringBuilder(text.length());
		text.codePoints().forEach((c) -> ascii.append((c >= 0x20 && c < 0x7f) ? (char) c : '?'));
		return ascii.toString();
	}

}
