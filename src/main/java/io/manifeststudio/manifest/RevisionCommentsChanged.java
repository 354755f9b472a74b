package io.manifeststudio.manifest;

/**
 * An application event: someone commented on revision {@code revision} of a manifest,
 * replied, or resolved a thread ({@code summary} says which, as the audit log does).
 * Published inside the transaction that writes it, like {@link DraftChangeCommitted}, so
 * that the open boards of the manifest hear of it after the commit and only then.
 */
public record RevisionCommentsChanged(long manifestId, int revision, String author, String summary) {
}
