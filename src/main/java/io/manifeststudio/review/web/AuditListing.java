package io.manifeststudio.review.web;

import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;

import org.springframework.web.util.UriComponentsBuilder;

import io.manifeststudio.review.AuditEvent;
import io.manifeststudio.review.AuditLog;
import io.manifeststudio.review.AuditQuery;

/**
 * What the audit page shows: the filter as typed, what is wrong with it (by parameter), a
 * page of events and the links to the pages around it and to the CSV of the same filter.
 */
public record AuditListing(AuditFilter filter, Map<String, String> problems, List<Row> rows, String csvHref,
		String previousHref, String nextHref) {

	static final int PAGE = 50;

	static AuditListing of(AuditLog audit, AuditFilter filter) {
		Map<String, String> problems = filter.problems(AuditApiController.MAX_LIMIT);
		String csv = href("/api/audit.csv", filter, null);
		if (!problems.isEmpty()) {
			return new AuditListing(filter, problems, List.of(), null, null, null);
		}
		AuditQuery query = filter.query(PAGE, AuditApiController.MAX_LIMIT);
		AuditApiController.AuditPageJson page = AuditApiController.AuditPageJson.of(audit, query);
		String previous = (query.offset() > 0)
				? href("/admin/audit", filter, Math.max(0, query.offset() - query.limit())) : null;
		String next = (page.nextOffset() != null) ? href("/admin/audit", filter, page.nextOffset()) : null;
		return new AuditListing(filter, problems, page.events().stream().map(Row::of).toList(), csv, previous, next);
	}

	public boolean hasProblem(String parameter) {
		return this.problems.containsKey(parameter);
	}

	public String problem(String parameter) {
		return this.problems.get(parameter);
	}

	private static String href(String path, AuditFilter filter, Long offset) {
		UriComponentsBuilder uri = UriComponentsBuilder.fromPath(path);
		add(uri, "manifest", filter.manifest());
		add(uri, "user", filter.user());
		add(uri, "since", filter.since());
		add(uri, "limit", filter.limit());
		if (offset != null && offset > 0) {
			uri.queryParam("offset", offset);
		}
		return uri.encode().build().toUriString();
	}

	private static void add(UriComponentsBuilder uri, String name, String value) {
		if (value != null && !value.isBlank()) {
			uri.queryParam(name, value.strip());
		}
	}

	/** One event as the table shows it. */
	public record Row(long id, String at, String actor, String action, Long manifestId, String manifestHref,
			Integer revision, String detail) {

		static Row of(AuditEvent event) {
			return new Row(event.id(), DateTimeFormatter.ISO_INSTANT.format(event.at()), event.actor(), event.action(),
					event.manifestId(), (event.manifestId() != null) ? "/manifests/" + event.manifestId() : null,
					event.revision(), event.detail());
		}

	}

}
