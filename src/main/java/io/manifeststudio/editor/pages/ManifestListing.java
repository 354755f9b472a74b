package io.manifeststudio.editor.pages;

import java.util.List;

import org.springframework.data.domain.Page;
import org.springframework.web.util.UriComponentsBuilder;

import io.manifeststudio.manifest.ManifestExamples;
import io.manifeststudio.manifest.ManifestExamples.ManifestExample;
import io.manifeststudio.manifest.ManifestSummary;

/**
 * One page of the manifest list: the search it answers ({@code null} for none), its rows,
 * 1-based page number and page count, the addresses of the previous and next pages
 * ({@code null} at either end), and the examples to offer: on a first run (no manifest at
 * all) to someone who may import, else none.
 */
public record ManifestListing(String query, List<ManifestRow> rows, int page, int totalPages, long total,
		String previousHref, String nextHref, List<ManifestExample> examples) {

	public ManifestListing {
		rows = List.copyOf(rows);
		examples = List.copyOf(examples);
	}

	static ManifestListing of(String query, Page<ManifestSummary> page, boolean mayImport) {
		int number = page.getNumber() + 1;
		boolean firstRun = query == null && page.getTotalElements() == 0;
		return new ManifestListing(query, page.getContent().stream().map(ManifestRow::of).toList(), number,
				page.getTotalPages(), page.getTotalElements(), page.hasPrevious() ? href(query, number - 1) : null,
				page.hasNext() ? href(query, number + 1) : null,
				(firstRun && mayImport) ? ManifestExamples.all() : List.of());
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
