package io.manifeststudio.editor;

import java.util.List;

import org.springframework.data.domain.Page;
import org.springframework.web.util.UriComponentsBuilder;

import io.manifeststudio.manifest.ManifestSummary;

/**
 * One page of the manifest list: the search it answers ({@code null} for none), its rows, 1-based page number and
 * page count, and the addresses of the previous and next pages ({@code null} at either end).
 */
public record ManifestListing(String query, List<ManifestRow> rows, int page, int totalPages, long total,
		String previousHref, String nextHref) {

	public ManifestListing {
		rows = List.copyOf(rows);
	}

	static ManifestListing of(String query, Page<ManifestSummary> page) {
		int number = page.getNumber() + 1;
		return new ManifestListing(query, page.getContent().stream().map(ManifestRow::of).toList(), number,
				page.getTotalPages(), page.getTotalElements(), page.hasPrevious() ? href(query, number - 1) : null,
				page.hasNext() ? href(query, number + 1) : null);
	}

	/** The list address for a search and a 1-based page. */
	static String href(String query, int page) {
		UriComponentsBuilder uri = UriComponentsBuilder.fromPath("/manifests");
		if (query != null) {
			uri.queryParam("q", query);
		}
		return uri.queryParam("page", page).encode().toUriString();
	}

}
