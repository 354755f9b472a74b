package io.manifeststudio.account;

import java.time.Instant;

/**
 * A token just made: the only answer that carries its text ({@code token}); it is not
 * stored and not shown again.
 */
public record NewTokenJson(long id, String name, String token, Instant createdAt) {
}
