package io.manifeststudio.account;

import java.time.Instant;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * A personal access token: kept only as the SHA-256 (hex) of its text, with its owner,
 * name and times.
 */
@Entity
@Table(name = "access_token")
class AccessTokenEntity {

	@Id
	@GeneratedValue(strategy = GenerationType.IDENTITY)
	private Long id;

	@Column(name = "account_id", nullable = false)
	private long accountId;

	@Column(nullable = false, length = 100)
	private String name;

	@Column(name = "token_hash", nullable = false, length = 64, unique = true)
	private String tokenHash;

	@Column(name = "created_at", nullable = false)
	private Instant createdAt;

	@Column(name = "last_used_at")
	private Instant lastUsedAt;

	@Column(name = "revoked_at")
	private Instant revokedAt;

	protected AccessTokenEntity() {
	}

	AccessTokenEntity(long accountId, String name, String tokenHash, Instant createdAt) {
		this.accountId = accountId;
		this.name = name;
		this.tokenHash = tokenHash;
		this.createdAt = createdAt;
	}

	Long id() {
		return this.id;
	}

	long accountId() {
		return this.accountId;
	}

	boolean revoked() {
		return this.revokedAt != null;
	}

	void revoke(Instant when) {
		if (this.revokedAt == null) {
			this.revokedAt = when;
		}
	}

	TokenJson toJson() {
		return new TokenJson(this.id, this.name, this.createdAt, this.lastUsedAt, this.revokedAt != null);
	}

}
