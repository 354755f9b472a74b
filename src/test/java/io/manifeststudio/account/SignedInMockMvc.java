package io.manifeststudio.account;

import java.util.Optional;

import org.mockito.Mockito;

import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.webmvc.test.autoconfigure.MockMvcBuilderCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;
import org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors;
import org.springframework.test.web.servlet.request.MockMvcRequestBuilders;
import org.springframework.test.web.servlet.request.RequestPostProcessor;

/**
 * For {@code @WebMvcTest} slices ({@code @Import(SignedInMockMvc.class)}): the
 * application's security (filter chains, headers, CSRF, the {@code @RequiredRole} rules)
 * with the {@link TestAccounts} in memory, and every request signed in as {@code alice}
 * (editor) with a valid CSRF token unless it says otherwise ({@link #as},
 * {@link #anonymous}).
 */
@TestConfiguration(proxyBeanMethods = false)
@Import({ SecurityConfiguration.class, SignInThrottle.class, RecentPasswordChecks.class })
public class SignedInMockMvc {

	@Bean
	MockMvcBuilderCustomizer signedInAsAlice() {
		return (builder) -> builder.defaultRequest(
				MockMvcRequestBuilders.get("/").with(as("alice")).with(SecurityMockMvcRequestPostProcessors.csrf()));
	}

	@Bean
	UserDetailsService testAccounts() {
		InMemoryUserDetailsManager users = new InMemoryUserDetailsManager();
		TestAccounts.ROLES.forEach((name,
				role) -> users.createUser(User.withUsername(name)
					.password("{noop}" + TestAccounts.PASSWORD)
					.authorities(role.authority())
					.build()));
		return users;
	}

	@Bean
	AccessTokens accessTokens() {
		AccessTokens tokens = Mockito.mock(AccessTokens.class);
		Mockito.when(tokens.authenticate(Mockito.anyString())).thenReturn(Optional.empty());
		return tokens;
	}

	/** Signs the request in as a test account, with its role. */
	public static RequestPostProcessor as(String name) {
		Role role = TestAccounts.ROLES.get(name);
		return SecurityMockMvcRequestPostProcessors.user(name)
			.authorities(new org.springframework.security.core.authority.SimpleGrantedAuthority(role.authority()));
	}

	/**
	 * Signs the request in with HTTP Basic, as an API client ({@code curl -u}) does:
	 * stateless, no CSRF token.
	 */
	public static RequestPostProcessor basic(String name) {
		return SecurityMockMvcRequestPostProcessors.httpBasic(name, TestAccounts.PASSWORD);
	}

	/** A request without an account. */
	public static RequestPostProcessor anonymous() {
		return SecurityMockMvcRequestPostProcessors.anonymous();
	}

}
