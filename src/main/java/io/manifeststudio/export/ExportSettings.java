package io.manifeststudio.export;

import java.util.List;

import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.release.ReleaseResolution;

/**
 * What an export is for: the target Kubernetes version and how images are named.
 * <p>
 * A group's image is {@code [registry/][organization/]<repository>-<group>:<tag>}
 * (fissile's kube-mode naming), unless the group names its own {@code image}, which wins.
 * The tag is {@code tag} when given; with the default ({@value #DEFAULT_TAG}) it is
 * fissile's hash of the group when the releases and {@code tagInputs} give all it hashed
 * ({@link ImageTags}). {@code externalIps} go to the {@code <svc>-public} Services
 * (fissile's kube mode used {@code 192.168.77.77}; the default here is none).
 * {@code generation} is the fissile generation whose rules and chart defaults apply, or
 * {@code null} for the one the manifest points to.
 */
public record ExportSettings(KubeVersion kubeVersion, String registry, String organization, String repository,
		String tag, List<String> externalIps, FissileGeneration generation, ReleaseResolution releases,
		ImageTagInputs tagInputs) {

	public static final String DEFAULT_REPOSITORY = "fissile";

	public static final String DEFAULT_TAG = "latest";

	public ExportSettings {
		kubeVersion = (kubeVersion != null) ? kubeVersion : KubeVersion.DEFAULT;
		registry = blankToEmpty(registry);
		organization = blankToEmpty(organization);
		repository = (repository == null || repository.isBlank()) ? DEFAULT_REPOSITORY : repository.trim();
		tag = (tag == null || tag.isBlank()) ? DEFAULT_TAG : tag.trim();
		externalIps = (externalIps != null) ? List.copyOf(externalIps) : List.of();
		releases = (releases != null) ? releases : ReleaseResolution.none();
		tagInputs = (tagInputs != null) ? tagInputs : ImageTagInputs.NONE;
	}

	public ExportSettings(KubeVersion kubeVersion, String registry, String organization, String repository, String tag,
			List<String> externalIps, FissileGeneration generation, ReleaseResolution releases) {
		this(kubeVersion, registry, organization, repository, tag, externalIps, generation, releases, null);
	}

	/**
	 * Without BOSH releases: every container gets every variable a global template uses,
	 * no link is wired.
	 */
	public ExportSettings(KubeVersion kubeVersion, String registry, String organization, String repository, String tag,
			List<String> externalIps) {
		this(kubeVersion, registry, organization, repository, tag, externalIps, null, ReleaseResolution.none());
	}

	/**
	 * Kubernetes 1.33, no registry or organization, repository {@code fissile}, tag
	 * {@code latest}.
	 */
	public static ExportSettings defaults() {
		return new ExportSettings(KubeVersion.DEFAULT, "", "", DEFAULT_REPOSITORY, DEFAULT_TAG, List.of(), null, null);
	}

	public ExportSettings withKubeVersion(KubeVersion version) {
		return new ExportSettings(version, this.registry, this.organization, this.repository, this.tag,
				this.externalIps, this.generation, this.releases, this.tagInputs);
	}

	public ExportSettings withImage(String registry, String organization, String repository, String tag) {
		return new ExportSettings(this.kubeVersion, registry, organization, repository, tag, this.externalIps,
				this.generation, this.releases, this.tagInputs);
	}

	/**
	 * The same settings for the chosen fissile generation ({@code null}: the one the
	 * manifest points to).
	 */
	public ExportSettings withGeneration(FissileGeneration generation) {
		return new ExportSettings(this.kubeVersion, this.registry, this.organization, this.repository, this.tag,
				this.externalIps, generation, this.releases, this.tagInputs);
	}

	/** The fissile generation that applies to a manifest with these settings. */
	public FissileGeneration generationFor(io.manifeststudio.manifest.model.RoleManifest manifest) {
		return FissileGeneration.resolve(manifest, this.generation).generation();
	}

	/**
	 * With the manifest's jobs resolved against its BOSH releases: each container gets
	 * only the variables its jobs' properties read, and the chart wires the BOSH links
	 * ({@code CONFIGGIN_IMPORT_<GROUP>}).
	 */
	public ExportSettings withReleases(ReleaseResolution releases) {
		return new ExportSettings(this.kubeVersion, this.registry, this.organization, this.repository, this.tag,
				this.externalIps, this.generation, releases, this.tagInputs);
	}

	/**
	 * With what fissile hashed into the image tags besides the manifest and releases
	 * ({@link ImageTags}).
	 */
	public ExportSettings withTagInputs(ImageTagInputs tagInputs) {
		return new ExportSettings(this.kubeVersion, this.registry, this.organization, this.repository, this.tag,
				this.externalIps, this.generation, this.releases, tagInputs);
	}

	/** How sidecars are rendered for the target version. */
	public SidecarStyle sidecarStyle() {
		return SidecarStyle.forVersion(this.kubeVersion);
	}

	private static String blankToEmpty(String text) {
		return (text == null) ? "" : text.trim();
	}

}
