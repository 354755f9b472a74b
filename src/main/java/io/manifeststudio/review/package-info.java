/**
 * Team review: what changed between two versions of a manifest (a summary in words
 * computed from the two models, and side-by-side line diffs of the role manifest and of a
 * pod's Kubernetes YAML), comments anchored to a place of a revision, approvals bound to
 * a revision's content hash, and the append-only audit log.
 * <p>
 * The audit log hears the other modules through application events
 * ({@code AuditRecorder}): they announce what happened
 * ({@link io.manifeststudio.manifest.ManifestActivity},
 * {@link io.manifeststudio.account.AccountActivity}, Spring Security's sign-in events)
 * and never call this module.
 * <p>
 * This module may use {@code manifest}, {@code account}, {@code validation} and
 * {@code export}; none of them uses it, nor does {@code editor} ({@code ModularityTests}
 * checks both).
 */
package io.manifeststudio.review;
