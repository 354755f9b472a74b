package io.manifeststudio.manifest;

import java.util.Collection;
import java.util.List;

/**
 * The list's summaries of a page of manifests, read in SQL
 * ({@link ManifestSummaryQueriesImpl}).
 */
interface ManifestSummaryQueries {

	/** The summaries of these manifests, in no particular order. */
	List<ManifestSummary> summariesOf(Collection<Long> ids);

}
