package io.manifeststudio.account;

import java.time.Instant;

/**
 * What signing in with a token needs, read in one query: the token, when it was last
 * used, and its owner.
 */
record TokenSignIn(long tokenId, Instant lastUsedAt, String username, String role) {
}
