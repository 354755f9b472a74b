package io.manifeststudio.review;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.format.DateTimeFormatter;
import java.util.List;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * The audit log as CSV (RFC 4180, written by Apache Commons CSV): a header line, then one
 * line per event, lines ended by CRLF. A field that a spreadsheet would take for a
 * formula (starting with {@code =}, {@code +}, {@code -}, {@code @}, a tab or a carriage
 * return) gets a leading {@code '}, so that opening the file never runs what a user typed
 * (OWASP, "CSV Injection").
 */
public final class AuditCsv {

	private static final CSVFormat FORMAT = CSVFormat.RFC4180.builder()
		.setHeader("id", "time", "user", "action", "manifest", "revision", "detail")
		.get();

	private AuditCsv() {
	}

	public static String write(List<AuditEvent> events) {
		StringBuilder csv = new StringBuilder();
		try (CSVPrinter printer = new CSVPrinter(csv, FORMAT)) {
			for (AuditEvent event : events) {
				printer.printRecord(event.id(), DateTimeFormatter.ISO_INSTANT.format(event.at()),
						neutralised(event.actor()), neutralised(event.action()), event.manifestId(), event.revision(),
						neutralised(event.detail()));
			}
		}
		catch (IOException ex) {
			// a StringBuilder does not fail
			throw new UncheckedIOException(ex);
		}
		return csv.toString();
	}

	/** The text with a leading {@code '} when a spreadsheet would run it as a formula. */
	private static String neutralised(String text) {
		return (text != null && !text.isEmpty() && "=+-@\t\r".indexOf(text.charAt(0)) >= 0) ? "'" + text : text;
	}

}
