package io.manifeststudio.export.web;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.Part;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.ImageTagInputs;
import io.manifeststudio.export.ImageTags;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.yaml.ManifestText;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.yaml.YamlLimits;
import io.manifeststudio.release.ReleaseCatalog;
import io.manifeststudio.release.ReleaseResolution;

/**
 * The body of {@code POST /api/export/...}: a role manifest that is not stored, with what
 * fissile hashed into its image tags besides the manifest and its releases
 * ({@link ImageTagInputs}), given in the request since nothing is stored for it.
 * <p>
 * The body is the manifest's YAML (any content type), or {@code multipart/form-data} with
 * the part {@code manifest} and, as the chart settings' "Image tags" form takes them,
 * {@code lightOpinions}, {@code darkOpinions} and the contents of each script the
 * manifest names, {@code script:<name>}. The fissile version string and
 * {@code --tag-extra} are the parameters {@code fissileVersion} and {@code tagExtra} (or
 * parts of those names); {@code releases=catalog} takes the releases the manifest's
 * {@code releases:} entries name with their version from the release catalog (their
 * release.MF SHA-1s are what fissile hashed), {@code releases=none} (the default) none.
 */
record PostedManifest(String text, ImageTagInputs tagInputs, boolean catalogReleases) {

	static final String MANIFEST = "manifest";

	static final String LIGHT_OPINIONS = "lightOpinions";

	static final String DARK_OPINIONS = "darkOpinions";

	static final String SCRIPT = "script:";

	/** The most bytes of an opinions file or a script, as the chart settings take. */
	static final long MAX_FILE_BYTES = 1024 * 1024;

	/**
	 * Parts that are the operations' parameters (a form may send them as parts): read as
	 * parameters, not here.
	 */
	private static final Set<String> PARAMETERS = Set.of("kubeVersion", "pod", "sidecars", "name", "registry",
			"organization", "repository", "tag", "generation", "secrets", "fissileVersion", "tagExtra", "releases");

	/**
	 * Reads the request's manifest and tag inputs.
	 * @throws InvalidManifestRequestException naming the part or parameter that is wrong
	 */
	static PostedManifest read(HttpServletRequest request, String fissileVersion, String tagExtra, String releases)
			throws IOException {
		boolean catalog = catalogReleases(releases);
		limit("fissileVersion", fissileVersion);
		limit("tagExtra", tagExtra);
		String type = request.getContentType();
		if (type == null || !type.toLowerCase(Locale.ROOT).startsWith("multipart/form-data")) {
			String text = ManifestText.readText(request.getInputStream(), request.getContentLengthLong(),
					YamlLimits.DEFAULT.maxBytes());
			return new PostedManifest(text, new ImageTagInputs(fissileVersion, tagExtra, null, null, Map.of()),
					catalog);
		}
		String text = null;
		String light = null;
		String dark = null;
		Map<String, byte[]> scripts = new LinkedHashMap<>();
		for (Part part : parts(request)) {
			String name = part.getName();
			if (MANIFEST.equals(name)) {
				try (InputStream in = part.getInputStream()) {
					text = ManifestText.readText(in, part.getSize(), YamlLimits.DEFAULT.maxBytes());
				}
			}
			else if (LIGHT_OPINIONS.equals(name)) {
				light = utf8(part, name);
			}
			else if (DARK_OPINIONS.equals(name)) {
				dark = utf8(part, name);
			}
			else if (name.startsWith(SCRIPT) && name.length() > SCRIPT.length()) {
				scripts.put(name.substring(SCRIPT.length()), bytes(part, name));
			}
			else if (!PARAMETERS.contains(name)) {
				throw new InvalidManifestRequestException(name, "No part " + name + " is read: the parts are "
						+ "manifest, lightOpinions, darkOpinions and script:<name> for each script the manifest names");
			}
		}
		if (text == null) {
			throw new InvalidManifestRequestException(MANIFEST,
					"A multipart/form-data export needs the part manifest: the role manifest's YAML");
		}
		return new PostedManifest(text, new ImageTagInputs(fissileVersion, tagExtra, light, dark, scripts), catalog);
	}

	/**
	 * The export settings with these tag inputs and, with {@code releases=catalog}, the
	 * catalog's releases the manifest names.
	 * @throws InvalidManifestRequestException for a script the manifest does not name
	 */
	ExportSettings apply(ExportSettings settings, RoleManifest manifest, ReleaseCatalog catalog) {
		Set<String> named = new java.util.TreeSet<>();
		manifest.instanceGroups().forEach((group) -> named.addAll(ImageTags.hashedScripts(group)));
		for (String script : this.tagInputs.scripts().keySet()) {
			if (!named.contains(script)) {
				throw new InvalidManifestRequestException(SCRIPT + script, "The manifest names no script " + script
						+ " (of environment_scripts, scripts, post_config_scripts, not an absolute path)");
			}
		}
		ExportSettings tagged = settings.withTagInputs(this.tagInputs);
		if (!this.catalogReleases || catalog == null) {
			return tagged;
		}
		return tagged.withReleases(ReleaseResolution.of(manifest, catalog.named(manifest.releases())));
	}

	private static boolean catalogReleases(String releases) {
		if (releases == null || releases.isBlank() || "none".equals(releases.trim())) {
			return false;
		}
		if ("catalog".equals(releases.trim())) {
			return true;
		}
		throw new InvalidManifestRequestException("releases", "releases must be catalog (the releases of the catalog "
				+ "that the manifest's releases: entries name with their version) or none, not \"" + releases + "\"");
	}

	private static void limit(String field, String value) {
		if (value != null && value.length() > 200) {
			throw new InvalidManifestRequestException(field, field + " has at most 200 characters");
		}
	}

	private static List<Part> parts(HttpServletRequest request) throws IOException {
		try {
			return List.copyOf(request.getParts());
		}
		catch (ServletException | IllegalStateException ex) {
			throw new InvalidManifestRequestException(MANIFEST,
					"The body is not multipart/form-data that can be read: " + ex.getMessage());
		}
	}

	private static byte[] bytes(Part part, String field) throws IOException {
		if (part.getSize() > MAX_FILE_BYTES) {
			throw new InvalidManifestRequestException(field, field + " has at most " + MAX_FILE_BYTES + " bytes");
		}
		try (InputStream in = part.getInputStream()) {
			return in.readAllBytes();
		}
	}

	/** An opinions file's text: strict UTF-8, as fissile's YAML reader took it. */
	private static String utf8(Part part, String field) throws IOException {
		byte[] bytes = bytes(part, field);
		try {
			return StandardCharsets.UTF_8.newDecoder()
				.onMalformedInput(CodingErrorAction.REPORT)
				.onUnmappableCharacter(CodingErrorAction.REPORT)
				.decode(ByteBuffer.wrap(bytes))
				.toString();
		}
		catch (CharacterCodingException ex) {
			throw new InvalidManifestRequestException(field, field + " is not UTF-8 text");
		}
	}

}
