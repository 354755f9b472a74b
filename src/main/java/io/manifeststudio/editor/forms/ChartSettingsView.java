package io.manifeststudio.editor.forms;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;

import io.manifeststudio.export.ImageTagInputs;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.helm.SecretGeneration;
import io.manifeststudio.export.repository.ChartTarget;
import io.manifeststudio.export.web.ExportVersions;

/**
 * The "Published charts" panel of the manifest page: what the chart repository builds
 * this manifest's approved revisions for (target Kubernetes version, who makes the
 * generated secrets), the choices, and whether this user may change them (editor and
 * above; a viewer sees them only).
 */
record ChartSettingsView(long manifestId, String kubeVersion, String secrets, List<Option> kubeVersions,
		List<Option> secretsOptions, ImageTagsView imageTags, boolean editable, boolean saved) {

	/**
	 * What fissile hashed into the image tags, as stored: the fissile version ({@code ""}
	 * when not set), {@code --tag-extra}, the opinions files (the SHA-1 of their text,
	 * {@code null} when not given: their contents are not shown, they may hold
	 * credentials), and each script the draft names with whether its contents are given.
	 */
	record ImageTagsView(String fissileVersion, String tagExtra, String lightOpinionsSha1, String darkOpinionsSha1,
			List<ScriptView> scripts) {
	}

	/**
	 * A script the draft names, and the SHA-1 of the contents given for it ({@code null}:
	 * none).
	 */
	record ScriptView(String name, String sha1) {
	}

	/** One choice, with whether it is the setting now. */
	record Option(String value, boolean selected) {
	}

	static ChartSettingsView of(long manifestId, ChartTarget target, ImageTagInputs inputs, Set<String> scripts,
			boolean editable, boolean saved) {
		List<Option> versions = ExportVersions.OFFERED.stream()
			.map(KubeVersion::toString)
			.map((version) -> new Option(version, version.equals(target.kubeVersion().toString())))
			.toList();
		List<Option> secrets = java.util.Arrays.stream(SecretGeneration.values())
			.map((mode) -> new Option(mode.value(), mode == target.secrets()))
			.toList();
		List<ScriptView> scriptViews = scripts.stream()
			.map((name) -> new ScriptView(name, sha1(inputs.scripts().get(name))))
			.toList();
		ImageTagsView tags = new ImageTagsView((inputs.fissileVersion() != null) ? inputs.fissileVersion() : "",
				inputs.tagExtra(), sha1(bytes(inputs.lightOpinions())), sha1(bytes(inputs.darkOpinions())),
				scriptViews);
		return new ChartSettingsView(manifestId, target.kubeVersion().toString(), target.secrets().value(), versions,
				secrets, tags, editable, saved);
	}

	private static byte[] bytes(String text) {
		return (text != null) ? text.getBytes(StandardCharsets.UTF_8) : null;
	}

	private static String sha1(byte[] bytes) {
		if (bytes == null) {
			return null;
		}
		try {
			return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest(bytes));
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException(ex);
		}
	}

}
