package io.manifeststudio.account;

import java.util.List;

import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.authority.SimpleGrantedAuthority;

/**
 * HTTP Basic with a personal access token in place of the password, as GitHub and
 * container registries accept it: {@code curl -u alice:mst_...},
 * {@code helm repo add --username alice --password mst_...}. The token must be one of
 * that user's (not revoked, the account enabled). Any other token is not answered here:
 * the sign-in goes on to the password check ({@code DaoAuthenticationProvider}), which
 * refuses it as the wrong password it then is, so a wrong token and a wrong password look
 * and count the same (one refused sign-in in the audit log).
 * <p>
 * Only the API chain (requests with an {@code Authorization} header) asks this provider;
 * the sign-in form takes passwords only, so that a token, made for a machine, never opens
 * a browser session.
 */
final class TokenAsPasswordProvider implements AuthenticationProvider {

	private final AccessTokens tokens;

	TokenAsPasswordProvider(AccessTokens tokens) {
		this.tokens = tokens;
	}

	@Override
	public Authentication authenticate(Authentication presented) {
		if (!(presented.getCredentials() instanceof String password) || !password.startsWith(AccessTokens.PREFIX)) {
			return null;
		}
		return this.tokens.authenticateAs(presented.getName(), password).map((account) -> {
			UsernamePasswordAuthenticationToken signedIn = UsernamePasswordAuthenticationToken.authenticated(
					account.username(), null, List.of(new SimpleGrantedAuthority(account.role().authority())));
			signedIn.setDetails(presented.getDetails());
			return signedIn;
		}).orElse(null);
	}

	@Override
	public boolean supports(Class<?> authentication) {
		return UsernamePasswordAuthenticationToken.class.isAssignableFrom(authentication);
	}

}
