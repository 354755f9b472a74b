package io.manifeststudio.export.web;

import java.util.List;

import io.manifeststudio.export.PulledImages.PulledImage;

/**
 * What the export panel of the manifest page shows for the draft and a chosen Kubernetes
 * version: the version and pod choices, the download links, whether the export is refused
 * (and the errors that refuse it, the first few of them), the warnings about what is
 * generated for this version, how sidecars are rendered, and the chosen pod's Kubernetes
 * YAML ({@code null} when the export is refused or there is no pod).
 *
 * @param sidecars {@code native} or {@code fallback} for the chosen version, {@code null}
 * when no pod has a sidecar
 * @param moreErrors how many errors are left out of {@code blocking}
 * @param secrets who makes the chart's generated secrets ({@code fissile} or
 * {@code helm}), and the choices
 * @param generation the fissile generation the export follows (the manifest's choice,
 * else the one it points to)
 * @param image the registry, organization and tag the images are named with (as given,
 * blank for none)
 * @param images what each exported container pulls, and whether that image exists
 * @param approvedRevision the newest approved revision, which {@code upgradeWarnings}
 * compare the draft with ({@code null} when there is none)
 * @param upgradeWarnings what the draft changes since that revision that
 * {@code helm upgrade} cannot make
 */
public record ExportPanel(long manifestId, long draftVersion, String kubeVersion, List<ExportChoice> versions,
		String pod, List<PodChoice> pods, ExportLinks links, long errors, List<ExportFinding> blocking, long moreErrors,
		List<ExportFinding> exportWarnings, String sidecars, String preview, String secrets,
		List<ExportChoice> secretsChoices, String generation, ImageChoice image, List<PulledImage> images,
		Integer approvedRevision, List<ExportFinding> upgradeWarnings) {

	public ExportPanel {
		versions = List.copyOf(versions);
		secretsChoices = List.copyOf(secretsChoices);
		pods = List.copyOf(pods);
		blocking = List.copyOf(blocking);
		exportWarnings = List.copyOf(exportWarnings);
		images = List.copyOf(images);
		upgradeWarnings = List.copyOf(upgradeWarnings);
	}

	/**
	 * Whether an image fissile built is named with a tag fissile never pushed (the
	 * default).
	 */
	public boolean imagesUnresolved() {
		return io.manifeststudio.export.PulledImages.anyUnresolved(this.images);
	}

	/** The image naming the panel was asked for: blank for the defaults. */
	public record ImageChoice(String registry, String organization, String tag) {

		public ImageChoice {
			registry = (registry != null) ? registry.strip() : "";
			organization = (organization != null) ? organization.strip() : "";
			tag = (tag != null) ? tag.strip() : "";
		}

		public static ImageChoice none() {
			return new ImageChoice("", "", "");
		}

	}

	/** Whether the manifest has errors, so nothing can be downloaded. */
	public boolean isBlocked() {
		return this.errors > 0;
	}

	public boolean hasPods() {
		return !this.pods.isEmpty();
	}

}
