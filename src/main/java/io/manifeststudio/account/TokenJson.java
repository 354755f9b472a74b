package io.manifeststudio.account;

import java.time.Instant;

/** A personal access token as its owner sees it in a list: never its text. */
public record TokenJson(long id, String name, Instant createdAt, Instant lastUsedAt, boolean revoked) {
}
