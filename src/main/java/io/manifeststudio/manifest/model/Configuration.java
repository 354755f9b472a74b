package io.manifeststudio.manifest.model;

import java.util.Map;

import io.manifeststudio.manifest.yaml.DocPath;

/**
 * Top-level {@code configuration}: global templates (BOSH property path to mustache
 * template, keys in their order and of any type written, so the validator can report
 * non-string keys) and auth.
 */
public record Configuration(Map<Object, Object> templates, Auth auth, DocPath location) {

	public static final Configuration NONE = new Configuration(Map.of(), Auth.NONE, DocPath.of("configuration"));

}
