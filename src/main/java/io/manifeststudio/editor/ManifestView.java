package io.manifeststudio.editor;

import java.util.List;

/** What the live part of the manifest page renders for one draft: its header, pod cards and findings panel. */
public record ManifestView(ManifestHeader header, List<PodCard> pods, FindingsPanel findings) {

	public ManifestView {
		pods = List.copyOf(pods);
	}

}
