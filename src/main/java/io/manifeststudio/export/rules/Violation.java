package io.manifeststudio.export.rules;

import io.manifeststudio.validation.Severity;

/**
 * What a check found in one object: the rule id, how much it matters, the field path in
 * the API server's style and the whole message line (for field errors
 * {@code <path>: <Type>: <value>: <detail>}, for the API server's warnings its warning
 * text).
 */
public record Violation(String rule, Severity severity, String path, String message) {
}
