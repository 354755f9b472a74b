package io.manifeststudio.account;

import java.security.SecureRandom;
import java.util.Base64;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.stereotype.Component;

/**
 * On a start with no account at all, creates {@code admin} (role admin) with the password
 * in {@code MANIFEST_STUDIO_ADMIN_PASSWORD}, or, when that is unset, a random password
 * written once to the log. A password there that {@link Passwords} refuses stops the
 * start with {@link AdminPasswordRefused}, which says why
 * ({@link AdminPasswordRefused.Analyzer}); on a start with accounts already the variable
 * is not read.
 */
@Component
class FirstAdmin implements ApplicationRunner {

	static final String USERNAME = "admin";

	private static final Logger logger = LoggerFactory.getLogger(FirstAdmin.class);

	private final Accounts accounts;

	private final String password;

	FirstAdmin(Accounts accounts, @Value("${MANIFEST_STUDIO_ADMIN_PASSWORD:}") String password) {
		this.accounts = accounts;
		this.password = password;
	}

	/**
	 * Two instances started together on an empty database may both find no account: the
	 * one whose insert loses (the user name is unique) leaves the admin to the other and
	 * starts normally.
	 */
	@Override
	public void run(ApplicationArguments args) {
		try {
			createTheFirstAdmin();
		}
		catch (AdminPasswordRefused ex) {
			throw ex;
		}
		catch (AccountRequestException | org.springframework.dao.DataIntegrityViolationException ex) {
			if (this.accounts.count() == 0) {
				throw ex;
			}
			logger.info("Another instance created the first account at the same moment: {}", ex.getMessage());
		}
	}

	private void createTheFirstAdmin() {
		if (this.accounts.count() > 0) {
			return;
		}
		if (!this.password.isEmpty()) {
			try {
				Passwords.valid(this.password);
			}
			catch (AccountRequestException ex) {
				throw new AdminPasswordRefused(ex.getMessage());
			}
			this.accounts.create(USERNAME, this.password, Role.ADMIN.code());
			logger.info("Created the first account, '{}' (admin), with the password of MANIFEST_STUDIO_ADMIN_PASSWORD",
					USERNAME);
			return;
		}
		byte[] random = new byte[18];
		new SecureRandom().nextBytes(random);
		String generated = Base64.getUrlEncoder().withoutPadding().encodeToString(random);
		this.accounts.create(USERNAME, generated, Role.ADMIN.code());
		logger.warn(
				"Created the first account, '{}' (admin), with the password {} (shown only this once: sign in and "
						+ "change it, or set MANIFEST_STUDIO_ADMIN_PASSWORD before the first start)",
				USERNAME, generated);
	}

}
