package io.manifeststudio.review.web;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.springframework.http.ContentDisposition;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;
import io.manifeststudio.review.AuditCsv;
import io.manifeststudio.review.AuditEvent;
import io.manifeststudio.review.AuditLog;
import io.manifeststudio.review.AuditQuery;

/**
 * The audit log for admins: {@code GET /api/audit?manifest=&user=&since=&limit=&offset=}
 * answers a page of events, newest first, as JSON ({@value #DEFAULT_LIMIT} by default, at
 * most {@value #MAX_LIMIT}; {@code nextOffset} asks for the next page, {@code null} on
 * the last); {@code GET /api/audit.csv} with the same filters answers up to
 * {@link AuditQuery#MAX_LIMIT} of them as a CSV download. A bad filter is a 400 naming
 * the parameter.
 */
@RestController
@RequiredRole(Role.ADMIN)
class AuditApiController {

	static final int DEFAULT_LIMIT = 100;

	static final int MAX_LIMIT = 1000;

	static final MediaType CSV = new MediaType("text", "csv", StandardCharsets.UTF_8);

	private final AuditLog audit;

	AuditApiController(AuditLog audit) {
		this.audit = audit;
	}

	@GetMapping("/api/audit")
	AuditPageJson events(@RequestParam(required = false) String manifest, @RequestParam(required = false) String user,
			@RequestParam(required = false) String since, @RequestParam(required = false) String limit,
			@RequestParam(required = false) String offset) {
		AuditQuery query = new AuditFilter(manifest, user, since, limit, offset).query(DEFAULT_LIMIT, MAX_LIMIT);
		return AuditPageJson.of(this.audit, query);
	}

	@GetMapping("/api/audit.csv")
	ResponseEntity<byte[]> csv(@RequestParam(required = false) String manifest,
			@RequestParam(required = false) String user, @RequestParam(required = false) String since,
			@RequestParam(required = false) String limit, @RequestParam(required = false) String offset) {
		AuditQuery query = new AuditFilter(manifest, user, since, limit, offset).query(AuditQuery.MAX_LIMIT,
				AuditQuery.MAX_LIMIT);
		List<AuditEvent> events = this.audit.find(query);
		return ResponseEntity.ok()
			.contentType(CSV)
			.header("Content-Disposition", ContentDisposition.attachment().filename("audit.csv").build().toString())
			.body(AuditCsv.write(events).getBytes(StandardCharsets.UTF_8));
	}

	/**
	 * A page of the log; {@code nextOffset} is where the next page starts, {@code null}
	 * when this is the last.
	 */
	record AuditPageJson(List<AuditEvent> events, long offset, int limit, Long nextOffset) {

		static AuditPageJson of(AuditLog audit, AuditQuery query) {
			// one more than asked tells whether there is a next page
			List<AuditEvent> found = audit.find(new AuditQuery(query.manifestId(), query.actor(), query.since(),
					query.limit() + 1, query.offset()));
			boolean more = found.size() > query.limit();
			List<AuditEvent> events = more ? found.subList(0, query.limit()) : found;
			return new AuditPageJson(events, query.offset(), query.limit(),
					more ? query.offset() + query.limit() : null);
		}

	}

}
