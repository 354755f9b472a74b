package io.manifeststudio.account;

import java.time.Instant;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * An account: a user name, its password as Spring Security's delegating encoding, a role,
 * enabled or not.
 */
@Entity
@Table(name = "account")
class AccountEntity {

	@Id
	@GeneratedValue(strategy = GenerationType.IDENTITY)
	private Long id;

	@Column(nullable = false, length = 64, unique = true)
	private String username;

	@Column(name = "password_hash", nullable = false, length = 500)
	private String passwordHash;

	@Column(nullable = false, length = 16)
	private String role;

	@Column(nullable = false)
	private boolean enabled;

	@Column(name = "created_at", nullable = false)
	private Instant createdAt;

	protected AccountEntity() {
	}

	AccountEntity(String username, String passwordHash, Role role, Instant createdAt) {
		this.username = username;
		this.passwordHash = passwordHash;
		this.role = role.code();
		this.enabled = true;
		this.createdAt = createdAt;
	}

	Long id() {
		return this.id;
	}

	String username() {
		return this.username;
	}

	String passwordHash() {
		return this.passwordHash;
	}

	void passwordHash(String passwordHash) {
		this.passwordHash = passwordHash;
	}

	Role role() {
		return Role.of(this.role).orElseThrow();
	}

	void role(Role role) {
		this.role = role.code();
	}

	boolean enabled() {
		return this.enabled;
	}

	void enabled(boolean enabled) {
		this.enabled = enabled;
	}

	Instant createdAt() {
		return this.createdAt;
	}

	AccountJson toJson() {
		return new AccountJson(this.username, role().code(), this.enabled, this.createdAt);
	}

}
