package io.manifeststudio.review;

import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * The audit log as CSV (RFC 4180): a header line, then one line per event, lines ended by CRLF. A field with a comma,
 * a quote, a line break or surrounding spaces is quoted (quotes doubled). A field that a spreadsheet would take for a
 * formula (starting with {@code =}, {@code +}, {@code -}, {@code @}, a tab or a carriage return) gets a leading
 * {@code '} and is quoted, so that opening the file never runs what a user typed (OWASP, "CSV Injection").
 */
public final class AuditCsv {

	static final String HEADER = "id,time,user,action,manifest,revision,detail";

	private AuditCsv() {
	}

	public static String write(List<AuditEvent> events) {
		StringBuilder csv = new StringBuilder(HEADER).append("\r\n");
		for (AuditEvent event : events) {
			csv.append(event.id())
				.append(',')
				.append(DateTimeFormatter.ISO_INSTANT.format(event.at()))
				.append(',')
				.append(field(event.actor()))
				.append(',')
				.append(field(event.action()))
				.append(',')
				.append((event.manifestId() != null) ? event.manifestId().toString() : "")
				.append(',')
				.append((event.revision() != null) ? event.revision().toString() : "")
				.append(',')
				.append(field(event.detail()))
				.append("\r\n");
		}
		return csv.toString();
	}

	/** One text field, neutralised and quoted as needed. */
	static String field(String text) {
		if (text == null || text.isEmpty()) {
			return "";
		}
		boolean formula = "=+-@\t\r".indexOf(text.charAt(0)) >= 0;
		String value = formula ? "'" + text : text;
		boolean quote = formula || value.indexOf(',') >= 0 || value.indexOf('"') >= 0 || value.indexOf('\n') >= 0
				|| value.indexOf('\r') >= 0 || !value.equals(value.strip());
		return quote ? '"' + value.replace("\"", "\"\"") + '"' : value;
	}

}
