package io.manifeststudio.account;

import java.util.List;
import java.util.Optional;

import org.springframework.data.jpa.repository.JpaRepository;

interface AccountRepository extends JpaRepository<AccountEntity, Long> {

	Optional<AccountEntity> findByUsername(String username);

	/**
	 * The account of this name. A name that holds a control character is no account's (a
	 * name is made of {@link Accounts#USERNAME}'s characters), so it is not looked up: a
	 * NUL, which a Basic or sign-in form user name can carry, is not text PostgreSQL
	 * takes, and the query would fail.
	 */
	default Optional<AccountEntity> named(String username) {
		if (username == null || username.chars().anyMatch(Character::isISOControl)) {
			return Optional.empty();
		}
		return findByUsername(username);
	}

	List<AccountEntity> findAllByOrderByUsernameAsc();

}
