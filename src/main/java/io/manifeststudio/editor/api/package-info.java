/**
 * The JSON API over stored manifests that a pipeline uses ({@code /api/manifests}):
 * manifests, drafts and revisions ({@code ManifestApiController},
 * {@code RevisionApiController}), the editing API with its change history
 * ({@code EditApiController}), the JSON shapes they answer, the {@code If-Match} version
 * they require, and the filter that keeps YAML bodies unread until the controller takes
 * them.
 */
package io.manifeststudio.editor.api;
