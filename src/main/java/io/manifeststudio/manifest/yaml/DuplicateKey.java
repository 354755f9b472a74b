package io.manifeststudio.manifest.yaml;

/**
 * A key written twice in one map. Like fissile's YAML decoder, the later value wins; the
 * validator warns, because the earlier value is silently lost. The entry's source
 * position ({@code positions().exact(path)}) stays at the first occurrence, where a
 * warning about the lost value belongs; {@code repeated} is where the value in effect is
 * written, and the positions inside that value are its own.
 */
public record DuplicateKey(DocPath path, SourcePosition first, SourcePosition repeated) {
}
