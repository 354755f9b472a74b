package io.manifeststudio.manifest;

/**
 * A key written twice in one map. Like fissile's YAML decoder, the later value wins; the validator warns, because
 * the earlier value is silently lost.
 */
public record DuplicateKey(DocPath path, SourcePosition first, SourcePosition repeated) {
}
