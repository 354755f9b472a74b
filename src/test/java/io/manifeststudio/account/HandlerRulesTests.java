package io.manifeststudio.account;

import java.util.List;
import java.util.Optional;

import jakarta.annotation.security.PermitAll;
import org.junit.jupiter.api.Test;

import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.web.method.HandlerMethod;

import static org.assertj.core.api.Assertions.assertThat;

/** The rule a handler declares, and the role hierarchy it is checked on. */
class HandlerRulesTests {

	@Test
	void theMethodsRuleWinsOverItsClasssAndAHandlerWithoutOneHasNone() throws Exception {
		assertThat(HandlerRules.ruleOf(handler(Editing.class, "read"))).contains(HandlerRules.Rule.of(Role.EDITOR));
		assertThat(HandlerRules.ruleOf(handler(Editing.class, "review"))).contains(HandlerRules.Rule.of(Role.REVIEWER));
		assertThat(HandlerRules.ruleOf(handler(Editing.class, "open"))).contains(HandlerRules.Rule.PUBLIC);
		assertThat(HandlerRules.ruleOf(handler(Unruled.class, "anything"))).isEmpty();
	}

	@Test
	void eachRoleHasTheRightsOfThoseBelowIt() {
		assertThat(Role.ADMIN.includes(Role.VIEWER)).isTrue();
		assertThat(Role.REVIEWER.includes(Role.EDITOR)).isTrue();
		assertThat(Role.EDITOR.includes(Role.EDITOR)).isTrue();
		assertThat(Role.EDITOR.includes(Role.REVIEWER)).isFalse();
		assertThat(Role.VIEWER.includes(Role.EDITOR)).isFalse();
		assertThat(HandlerRules.Rule.of(Role.EDITOR).grantedTo(Optional.of(Role.ADMIN))).isTrue();
		assertThat(HandlerRules.Rule.of(Role.EDITOR).grantedTo(Optional.of(Role.VIEWER))).isFalse();
		assertThat(HandlerRules.Rule.of(Role.VIEWER).grantedTo(Optional.empty())).isFalse();
		assertThat(HandlerRules.Rule.PUBLIC.grantedTo(Optional.empty())).isTrue();
		assertThat(Role.strongest(List.of(new SimpleGrantedAuthority("ROLE_VIEWER"),
				new SimpleGrantedAuthority("ROLE_REVIEWER"), new SimpleGrantedAuthority("ROLE_OTHER"))))
			.contains(Role.REVIEWER);
	}

	private static HandlerMethod handler(Class<?> type, String name) throws Exception {
		return new HandlerMethod(type.getDeclaredConstructor().newInstance(), type.getDeclaredMethod(name));
	}

	@RequiredRole(Role.EDITOR)
	static class Editing {

		void read() {
		}

		@RequiredRole(Role.REVIEWER)
		void review() {
		}

		@PermitAll
		void open() {
		}

	}

	static class Unruled {

		void anything() {
		}

	}

}
