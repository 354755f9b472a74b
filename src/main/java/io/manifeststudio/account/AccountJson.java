package io.manifeststudio.account;

import java.time.Instant;

/** An account as the API shows it: never its password. */
public record AccountJson(String username, String role, boolean enabled, Instant createdAt) {
}
