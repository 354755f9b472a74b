package io.manifeststudio.account;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

interface AccessTokenRepository extends JpaRepository<AccessTokenEntity, Long> {

	List<AccessTokenEntity> findAllByAccountIdOrderByIdAsc(long accountId);

	/**
	 * The token with this hash if it is not revoked and its account is enabled, with its
	 * owner.
	 */
	@Query("select new io.manifeststudio.account.TokenSignIn(t.id, t.lastUsedAt, a.username, a.role) "
			+ "from AccessTokenEntity t join AccountEntity a on a.id = t.accountId "
			+ "where t.tokenHash = :hash and t.revokedAt is null and a.enabled = true")
	Optional<TokenSignIn> signIn(@Param("hash") String tokenHash);

	/**
	 * Records a use of the token, unless one at or after {@code since} is recorded
	 * already.
	 */
	@Modifying(flushAutomatically = true, clearAutomatically = true)
	@Query("update AccessTokenEntity t set t.lastUsedAt = :when "
			+ "where t.id = :id and (t.lastUsedAt is null or t.lastUsedAt < :since)")
	int recordUse(@Param("id") long id, @Param("when") Instant when, @Param("since") Instant since);

}
