package io.manifeststudio.account;

import java.util.Map;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpMethod;
import org.springframework.security.access.hierarchicalroles.RoleHierarchy;
import org.springframework.security.authentication.AuthenticationEventPublisher;
import org.springframework.security.authentication.DefaultAuthenticationEventPublisher;
import org.springframework.security.authentication.InternalAuthenticationServiceException;
import org.springframework.security.authentication.ProviderManager;
import org.springframework.security.authentication.event.AuthenticationFailureLockedEvent;
import org.springframework.security.authorization.AuthorizationDeniedException;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.core.userdetails.UserDetailsPasswordService;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.oauth2.server.resource.web.authentication.BearerTokenAuthenticationFilter;
import org.springframework.security.web.AuthenticationEntryPoint;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.access.AccessDeniedHandler;
import org.springframework.security.web.authentication.LoginUrlAuthenticationEntryPoint;
import org.springframework.security.web.authentication.SimpleUrlAuthenticationFailureHandler;
import org.springframework.security.web.authentication.www.BasicAuthenticationFilter;
import org.springframework.security.web.context.RequestAttributeSecurityContextRepository;
import org.springframework.security.web.savedrequest.CookieRequestCache;
import org.springframework.security.web.header.writers.ContentSecurityPolicyHeaderWriter;
import org.springframework.security.web.header.writers.DelegatingRequestMatcherHeaderWriter;
import org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher;
import org.springframework.security.web.util.matcher.AndRequestMatcher;
import org.springframework.security.web.util.matcher.NegatedRequestMatcher;
import org.springframework.security.web.util.matcher.OrRequestMatcher;
import org.springframework.security.web.util.matcher.RequestHeaderRequestMatcher;
import org.springframework.security.web.util.matcher.RequestMatcher;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

/**
 * Who may reach what, in two filter chains.
 * <ul>
 * <li>Requests with an {@code Authorization} header (the API and CI): HTTP Basic (with
 * the password, whose check is remembered for a few minutes
 * ({@link RecentPasswordChecks}), or one of the user's personal access tokens, see
 * {@link TokenAsPasswordProvider}) or a token alone ({@code Bearer mst_...}, Spring
 * Security's {@link BearerTokenAuthenticationFilter} with {@link AccessTokenProvider}),
 * stateless (no session is read or made), no CSRF token needed since the header is no
 * ambient credential. A 401 answers without a {@code WWW-Authenticate: Basic} challenge,
 * so a browser never prompts for, and never caches, Basic credentials that it would then
 * send on its own.</li>
 * <li>Everything else (the pages and the htmx and board requests they make): the sign-in
 * form at {@code /login}, a session cookie (HttpOnly, SameSite=Lax, never in a URL: see
 * application.properties), a new session id at sign-in, CSRF tokens (kept in the session)
 * on every unsafe request, logout by POST. Sessions are Spring Session JDBC's, in the
 * database, so that every instance of the application knows them. A visitor without an
 * account gets no session: the sign-in form's CSRF token and the page to go back to are
 * kept in cookies ({@link SessionOrCookieCsrfTokenRepository}), and the session is made
 * when a sign-in succeeds.</li>
 * </ul>
 * Failed sign-ins by form, Basic or token are throttled per client address
 * ({@link SignInThrottle}): 429 with {@code Retry-After}, as JSON for the API and on the
 * sign-in page for the form.
 * <p>
 * Without an account only {@code /login}, the static assets and {@code /actuator/health}
 * answer: the API with a 401 JSON, pages with a redirect to {@code /login}. Every
 * response carries a Content-Security-Policy without inline script,
 * {@code frame-ancestors 'none'} and {@code X-Content-Type-Options: nosniff}. Which role
 * may use a handler is the handler's {@link RequiredRole} on the role hierarchy
 * ({@code admin > reviewer > editor > viewer}), checked by both chains' authorization
 * ({@link HandlerRules}) before Spring MVC reads the request.
 */
@Configuration(proxyBeanMethods = false)
class SecurityConfiguration {

	static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; "
			+ "img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; "
			+ "form-action 'self'; frame-ancestors 'none'";

	/**
	 * Swagger UI's page (springdoc, from its webjar) is ours but for one {@code <style>}
	 * element its script adds, the only inline style it needs: allowed by its hash there,
	 * nowhere else. A new Swagger UI with another style makes {@code ApiDocsBrowserTests}
	 * fail with the hash to put here.
	 */
	static final String SWAGGER_UI_POLICY = CONTENT_SECURITY_POLICY.replace("style-src 'self';",
			"style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w=';");

	private static final String[] PUBLIC_PATHS = { "/login", "/css/**", "/js/**", "/webjars/**", "/favicon.ico",
			"/actuator/health", "/actuator/health/**" };

	/**
	 * Who may use which handler: its {@link RequiredRole} on the role hierarchy, see
	 * {@link HandlerRules}.
	 */
	@Bean
	static HandlerRules handlerRules(ApplicationContext context) {
		return new HandlerRules(
				() -> context.getBean("requestMappingHandlerMapping", RequestMappingHandlerMapping.class));
	}

	/**
	 * The role hierarchy, for Spring Security's own checks too ({@code hasRole} in
	 * expressions, method security).
	 */
	@Bean
	static RoleHierarchy roleHierarchy() {
		return Role.HIERARCHY;
	}

	/**
	 * Spring Security's sign-in events reach the application's listeners (the audit log).
	 */
	@Bean
	AuthenticationEventPublisher authenticationEventPublisher(ApplicationEventPublisher events) {
		DefaultAuthenticationEventPublisher publisher = new DefaultAuthenticationEventPublisher(events);
		publisher.setAdditionalExceptionMappings(
				Map.of(SignInThrottledException.class, AuthenticationFailureLockedEvent.class));
		return publisher;
	}

	/**
	 * Argon2id for new passwords, bcrypt hashes of before still read: see
	 * {@link Passwords}.
	 */
	@Bean
	PasswordEncoder passwordEncoder() {
		return Passwords.encoder();
	}

	/**
	 * The health check answers everyone and reads no session, so that it says DOWN (not
	 * the outage page) when the database, where the sessions live, is down, even for a
	 * browser that sends its session cookie.
	 */
	@Bean
	@Order(0)
	SecurityFilterChain healthChecks(HttpSecurity http) throws Exception {
		http.securityMatcher("/actuator/health", "/actuator/health/**")
			.authorizeHttpRequests((requests) -> requests.anyRequest().permitAll())
			.securityContext(
					(contexts) -> contexts.securityContextRepository(new RequestAttributeSecurityContextRepository()))
			// the anonymous sign-in and the session management would look the session up
			// (for its id)
			.anonymous((anonymous) -> anonymous.disable())
			.sessionManagement((sessions) -> sessions.disable())
			.logout((logout) -> logout.disable())
			.csrf((csrf) -> csrf.disable())
			.requestCache((cache) -> cache.disable());
		headers(http);
		return http.build();
	}

	/**
	 * The API chain's sign-ins, asked in this order: the throttle (refuses before
	 * anything is checked), a {@code Bearer} token, a token as the Basic password, then
	 * the password (Spring Security's check, skipped when the same password matched the
	 * same stored hash lately: {@link RecentPasswordChecks}). No parent: a refused
	 * password is checked once.
	 */
	private static ProviderManager apiSignIns(AccessTokens tokens, SignInThrottle throttle,
			AuthenticationEventPublisher events, UserDetailsService accounts, UserDetailsPasswordService rehashes,
			PasswordEncoder encoder, RecentPasswordChecks recent) {
		ProviderManager manager = new ProviderManager(new SignInThrottleProvider(throttle),
				new AccessTokenProvider(tokens), new TokenAsPasswordProvider(tokens),
				new RememberedPasswordProvider(accounts, rehashes, encoder, recent));
		manager.setAuthenticationEventPublisher(events);
		return manager;
	}

	@Bean
	@Order(1)
	SecurityFilterChain apiClients(HttpSecurity http, HandlerRules rules, AccessTokens tokens, SignInThrottle throttle,
			AuthenticationEventPublisher events, UserDetailsService accounts,
			ObjectProvider<UserDetailsPasswordService> rehashes, PasswordEncoder encoder, RecentPasswordChecks recent)
			throws Exception {
		AuthenticationEntryPoint unauthorized = (request, response, ex) -> {
			rethrowIfNotChecked(ex);
			if (ex instanceof SignInThrottledException throttled) {
				ApiErrors.tooManySignIns(request, response, throttled);
				return;
			}
			ApiErrors.write(request, response, HttpServletResponse.SC_UNAUTHORIZED, isBearer(request)
					? AccessTokenProvider.REFUSED : "Sign in: the user name and password or the token are wrong");
		};
		ProviderManager signIns = apiSignIns(tokens, throttle, events, accounts, rehashes.getIfAvailable(), encoder,
				recent);
		BearerTokenAuthenticationFilter bearer = new BearerTokenAuthenticationFilter(signIns,
				AccessTokenProvider.converter());
		bearer.setAuthenticationEntryPoint(unauthorized);
		bearer.setSecurityContextRepository(new RequestAttributeSecurityContextRepository());
		http.securityMatcher(SecurityConfiguration::hasAuthorizationHeader)
			.authorizeHttpRequests((requests) -> requests.dispatcherTypeMatchers(DispatcherType.ERROR)
				.permitAll()
				.requestMatchers(PUBLIC_PATHS)
				.permitAll()
				.anyRequest()
				.access(rules))
			.authenticationManager(signIns)
			.httpBasic((basic) -> basic.authenticationEntryPoint(unauthorized))
			.addFilterBefore(bearer, BasicAuthenticationFilter.class)
			.sessionManagement((sessions) -> sessions.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
			.securityContext(
					(contexts) -> contexts.securityContextRepository(new RequestAttributeSecurityContextRepository()))
			.csrf((csrf) -> csrf.disable())
			.requestCache((cache) -> cache.disable())
			.exceptionHandling((exceptions) -> exceptions.authenticationEntryPoint(unauthorized)
				.accessDeniedHandler(accessDenied()));
		headers(http);
		return http.build();
	}

	@Bean
	@Order(2)
	SecurityFilterChain browsers(HttpSecurity http, HandlerRules rules, SignInThrottle throttle) throws Exception {
		LoginUrlAuthenticationEntryPoint toLogin = new LoginUrlAuthenticationEntryPoint("/login");
		SimpleUrlAuthenticationFailureHandler wrongPassword = new SimpleUrlAuthenticationFailureHandler("/login?error");
		// the sign-in page reads ?error, not the session: a wrong password makes no
		// session
		wrongPassword.setAllowSessionCreation(false);
		AuthenticationEntryPoint entryPoint = (request, response, ex) -> {
			if (ApiErrors.isApi(request)) {
				ApiErrors.write(request, response, HttpServletResponse.SC_UNAUTHORIZED,
						"Sign in: use HTTP Basic or a personal access token (Authorization: Bearer mst_...)");
			}
			else {
				toLogin.commence(request, response, ex);
			}
		};
		http.authorizeHttpRequests((requests) -> requests.dispatcherTypeMatchers(DispatcherType.ERROR)
			.permitAll()
			.requestMatchers(PUBLIC_PATHS)
			.permitAll()
			.anyRequest()
			.access(rules))
			.formLogin((form) -> form.loginPage("/login")
				.defaultSuccessUrl("/", false)
				.failureHandler((request, response, ex) -> {
					rethrowIfNotChecked(ex);
					if (ex instanceof SignInThrottledException throttled) {
						LoginController.showThrottled(request, response, throttled);
						return;
					}
					wrongPassword.onAuthenticationFailure(request, response, ex);
				}))
			.authenticationProvider(new SignInThrottleProvider(throttle))
			// no session for a visitor without an account: the CSRF token of the sign-in
			// form in a cookie, the page
			// asked for before signing in (to go back to after it) too
			.csrf((csrf) -> csrf.csrfTokenRepository(new SessionOrCookieCsrfTokenRepository()))
			.requestCache((cache) -> cache.requestCache(pageToReturnTo()))
			.logout((logout) -> logout.logoutUrl("/logout").logoutSuccessUrl("/login?logout"))
			.sessionManagement((sessions) -> sessions.sessionFixation((fixation) -> fixation.changeSessionId()))
			.exceptionHandling((exceptions) -> exceptions.authenticationEntryPoint(entryPoint)
				.accessDeniedHandler((request, response, ex) -> {
					// without an account (a missing CSRF token is found first): sign in,
					// like any other request
					var signedIn = org.springframework.security.core.context.SecurityContextHolder.getContext()
						.getAuthentication();
					if (signedIn == null
							|| signedIn instanceof org.springframework.security.authentication.AnonymousAuthenticationToken) {
						entryPoint.commence(request, response,
								new org.springframework.security.authentication.InsufficientAuthenticationException(
										"Sign in"));
					}
					else {
						accessDenied().handle(request, response, ex);
					}
				}));
		headers(http);
		return http.build();
	}

	/**
	 * The page a browser asked for before signing in, to go back to after it: kept in a
	 * cookie (Spring Security keeps the path only and goes back on this host), not in a
	 * session. Only a page a user opened: no htmx, script, API or favicon request.
	 */
	private static CookieRequestCache pageToReturnTo() {
		PathPatternRequestMatcher.Builder paths = PathPatternRequestMatcher.withDefaults();
		CookieRequestCache cache = new CookieRequestCache();
		cache.setRequestMatcher(new AndRequestMatcher(paths.matcher(HttpMethod.GET, "/**"),
				new NegatedRequestMatcher(new OrRequestMatcher(new RequestHeaderRequestMatcher("HX-Request"),
						new RequestHeaderRequestMatcher("X-Requested-With", "XMLHttpRequest"), paths.matcher("/api/**"),
						paths.matcher("/favicon.ico")))));
		return cache;
	}

	private static void headers(HttpSecurity http) throws Exception {
		RequestMatcher swaggerUi = PathPatternRequestMatcher.withDefaults().matcher("/swagger-ui/**");
		http.headers((headers) -> headers
			.addHeaderWriter(new DelegatingRequestMatcherHeaderWriter(new NegatedRequestMatcher(swaggerUi),
					new ContentSecurityPolicyHeaderWriter(CONTENT_SECURITY_POLICY)))
			.addHeaderWriter(new DelegatingRequestMatcherHeaderWriter(swaggerUi,
					new ContentSecurityPolicyHeaderWriter(SWAGGER_UI_POLICY)))
			.contentTypeOptions((options) -> {
			})
			.frameOptions((frames) -> frames.deny()));
	}

	/**
	 * A role without the right to a handler ({@link HandlerRules}), or a refused CSRF
	 * token: a problem detail for the API, the error page for pages.
	 */
	private static AccessDeniedHandler accessDenied() {
		return (request, response, ex) -> {
			String why = (ex instanceof AuthorizationDeniedException denied
					&& denied.getAuthorizationResult() instanceof HandlerRules.Refusal refusal) ? refusal.reason()
							: "Refused: " + ex.getMessage() + " (a session request needs the CSRF token)";
			if (ApiErrors.isApi(request)) {
				ApiErrors.write(request, response, HttpServletResponse.SC_FORBIDDEN, why);
			}
			else {
				response.sendError(HttpServletResponse.SC_FORBIDDEN, why);
			}
		};
	}

	/**
	 * A sign-in that could not be checked at all (the accounts table could not be read:
	 * the database is down) is no wrong password: the failure goes on to the outage
	 * handling (503 with {@code Retry-After}) instead of a 401 or the sign-in page's
	 * "wrong password".
	 */
	private static void rethrowIfNotChecked(AuthenticationException ex) {
		if (ex instanceof InternalAuthenticationServiceException notChecked) {
			throw notChecked;
		}
	}

	private static boolean isBearer(HttpServletRequest request) {
		String header = request.getHeader("Authorization");
		return header != null && header.regionMatches(true, 0, "Bearer ", 0, "Bearer ".length());
	}

	private static boolean hasAuthorizationHeader(HttpServletRequest request) {
		return request.getHeader("Authorization") != null;
	}

}
