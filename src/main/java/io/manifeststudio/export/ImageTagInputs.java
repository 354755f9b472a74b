package io.manifeststudio.export;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * What fissile hashed into an image's tag besides the manifest and its releases
 * ({@link FissileRoleDevVersion}): the fissile binary's version string
 * ({@code fissile version}, such as {@code fissile-7.0.0+374.gb8e8e6af}, set at its build
 * with {@code -X main.version}; it also names the build, and so which formula hashed the
 * tag, {@link FissileBuilds}), {@code --tag-extra} (fissile's default {@code ""}), the
 * light and dark opinions files' text ({@code --light-opinions},
 * {@code --dark-opinions}), and the contents of the scripts the manifest names, by the
 * name it gives them. {@code null} is "not given" (the tag cannot be derived); an empty
 * {@code tagExtra} is fissile's default.
 */
public record ImageTagInputs(String fissileVersion, String tagExtra, String lightOpinions, String darkOpinions,
		Map<String, byte[]> scripts) {

	public static final ImageTagInputs NONE = new ImageTagInputs(null, "", null, null, Map.of());

	public ImageTagInputs {
		fissileVersion = blankToNull(fissileVersion);
		tagExtra = (tagExtra != null) ? tagExtra : "";
		lightOpinions = blankToNull(lightOpinions);
		darkOpinions = blankToNull(darkOpinions);
		scripts = (scripts != null) ? Collections.unmodifiableMap(new TreeMap<>(scripts)) : Map.of();
	}

	public ImageTagInputs withScripts(Map<String, byte[]> scripts) {
		return new ImageTagInputs(this.fissileVersion, this.tagExtra, this.lightOpinions, this.darkOpinions, scripts);
	}

	private static String blankToNull(String text) {
		return (text == null || text.isBlank()) ? null : text;
	}

}
