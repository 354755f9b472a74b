package io.manifeststudio.account;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.security.web.csrf.CookieCsrfTokenRepository;
import org.springframework.security.web.csrf.CsrfToken;
import org.springframework.security.web.csrf.CsrfTokenRepository;
import org.springframework.security.web.csrf.HttpSessionCsrfTokenRepository;

/**
 * Where the pages' CSRF token is kept: in the session when there is one (every signed-in
 * browser), else in an HttpOnly, SameSite=Lax cookie. So a visitor without an account,
 * who has no session, gets none for reading the sign-in page (no session row per
 * anonymous request), and the sign-in form still carries a token that its POST must send
 * back; the session is made when the sign-in succeeds, with a token of its own.
 */
final class SessionOrCookieCsrfTokenRepository implements CsrfTokenRepository {

	static final String COOKIE = "XSRF-TOKEN";

	private final HttpSessionCsrfTokenRepository session = new HttpSessionCsrfTokenRepository();

	private final CookieCsrfTokenRepository cookie = new CookieCsrfTokenRepository();

	SessionOrCookieCsrfTokenRepository() {
		// the same header and form field as the session's token: the pages and
		// frontend/js/csrf.js name them
		this.cookie.setHeaderName("X-CSRF-TOKEN");
		this.cookie.setParameterName("_csrf");
		this.cookie.setCookieName(COOKIE);
		this.cookie.setCookieCustomizer((built) -> built.httpOnly(true).sameSite("Lax"));
	}

	@Override
	public CsrfToken generateToken(HttpServletRequest request) {
		return this.session.generateToken(request);
	}

	@Override
	public void saveToken(CsrfToken token, HttpServletRequest request, HttpServletResponse response) {
		if (token == null) {
			// signing in or out: neither token may be used again
			this.session.saveToken(null, request, response);
			this.cookie.saveToken(null, request, response);
		}
		else if (request.getSession(false) != null) {
			this.session.saveToken(token, request, response);
		}
		else {
			this.cookie.saveToken(token, request, response);
		}
	}

	@Override
	public CsrfToken loadToken(HttpServletRequest request) {
		return (request.getSession(false) != null) ? this.session.loadToken(request) : this.cookie.loadToken(request);
	}

}
