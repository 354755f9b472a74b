package io.manifeststudio.editor.api;

import java.time.Instant;
import java.util.List;

import org.springframework.data.domain.Page;

import io.manifeststudio.manifest.ManifestSummary;

/** One manifest in the list. */
record ManifestSummaryJson(long id, String name, String format, long draftVersion, int latestRevision, String updatedBy,
		Instant updatedAt) {

	static ManifestSummaryJson of(ManifestSummary summary) {
		return new ManifestSummaryJson(summary.id(), summary.name(), summary.format().label(), summary.draftVersion(),
				summary.latestRevision(), summary.updatedBy(), summary.updatedAt());
	}

	/** A page of the list: its items and where it is in the whole. */
	record PageJson(List<ManifestSummaryJson> content, int page, int size, long totalElements, int totalPages) {

		static PageJson of(Page<ManifestSummary> page) {
			return new PageJson(page.getContent().stream().map(ManifestSummaryJson::of).toList(), page.getNumber(),
					page.getSize(), page.getTotalElements(), page.getTotalPages());
		}

	}

}
