package io.manifeststudio.manifest;

import java.time.Instant;

/** A change-log row as the history query reads it, before its edit JSON is read. */
record ChangeLogRow(long version, String kind, String editJson, String summary, String author, Instant createdAt,
		String undoState) {
}
