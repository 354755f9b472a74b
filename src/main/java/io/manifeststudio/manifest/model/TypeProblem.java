package io.manifeststudio.manifest.model;

import io.manifeststudio.manifest.yaml.DocPath;

/**
 * A known key whose value has the wrong type (a string where fissile expects a number, a
 * map where it expects a list). fissile fails the whole load on these; the model keeps
 * the document and reads the value as absent, and the validator reports the problem.
 */
public record TypeProblem(DocPath path, String expected, Object actual) {
}
