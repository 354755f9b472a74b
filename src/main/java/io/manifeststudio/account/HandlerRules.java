package io.manifeststudio.account;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

import jakarta.annotation.security.PermitAll;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;

import org.springdoc.webmvc.api.OpenApiResource;
import org.springdoc.webmvc.ui.SwaggerConfigResource;
import org.springdoc.webmvc.ui.SwaggerWelcomeCommon;

import org.springframework.core.annotation.AnnotatedElementUtils;
import org.springframework.security.authorization.AuthenticatedAuthorizationManager;
import org.springframework.security.authorization.AuthorityAuthorizationManager;
import org.springframework.security.authorization.AuthorizationDecision;
import org.springframework.security.authorization.AuthorizationManager;
import org.springframework.security.authorization.AuthorizationResult;
import org.springframework.security.core.Authentication;
import org.springframework.security.web.access.intercept.RequestAuthorizationContext;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerExecutionChain;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

/**
 * Who may use a handler, decided in the security filter chains
 * ({@code authorizeHttpRequests}), before Spring MVC reads or validates anything of the
 * request, so that a caller without the right gets a 403 (or a 401 or the sign-in page
 * without an account) whatever they sent. The request's handler method is found as the
 * dispatcher will find it (the {@link RequestMappingHandlerMapping}), and its rule read:
 * {@link RequiredRole} on the method, else on its class (with the role hierarchy,
 * {@link Role#HIERARCHY}, through Spring Security's
 * {@link AuthorityAuthorizationManager}), or {@link PermitAll}. A handler method without
 * a rule is refused to everyone. A request that reaches no handler method (a static
 * resource, an unknown path, a method the path does not take) needs an account only, and
 * Spring MVC answers it (404, 405, ...).
 */
final class HandlerRules implements AuthorizationManager<RequestAuthorizationContext> {

	/**
	 * Handlers of libraries, which cannot carry {@link RequiredRole}: springdoc's OpenAPI
	 * description and Swagger UI only describe the API, so every role may read them.
	 */
	static final Map<Class<?>, Role> LIBRARY_HANDLERS = Map.of(OpenApiResource.class, Role.VIEWER,
			SwaggerWelcomeCommon.class, Role.VIEWER, SwaggerConfigResource.class, Role.VIEWER);

	private static final AuthorizationDecision GRANTED = new AuthorizationDecision(true);

	private final Supplier<RequestMappingHandlerMapping> mappings;

	private final Map<Role, AuthorizationManager<RequestAuthorizationContext>> roles = new EnumMap<>(Role.class);

	private final AuthorizationManager<RequestAuthorizationContext> signedIn = AuthenticatedAuthorizationManager
		.authenticated();

	/**
	 * {@code mappings}: the application's request mappings, asked for at the first
	 * request (they are made later).
	 */
	HandlerRules(Supplier<RequestMappingHandlerMapping> mappings) {
		this.mappings = mappings;
		for (Role role : Role.values()) {
			AuthorityAuthorizationManager<RequestAuthorizationContext> manager = AuthorityAuthorizationManager
				.hasRole(role.name());
			manager.setRoleHierarchy(Role.HIERARCHY);
			this.roles.put(role, manager);
		}
	}

	@Override
	public AuthorizationResult authorize(Supplier<? extends Authentication> authentication,
			RequestAuthorizationContext context) {
		HandlerMethod handler = handlerOf(context.getRequest());
		if (handler == null) {
			return this.signedIn.authorize(authentication, context);
		}
		Optional<Rule> rule = ruleOf(handler);
		if (rule.isEmpty()) {
			return new Refusal(null);
		}
		if (rule.get().isPublic()) {
			return GRANTED;
		}
		Role least = rule.get().least();
		AuthorizationResult result = this.roles.get(least).authorize(authentication, context);
		return (result != null && result.isGranted()) ? result : new Refusal(least);
	}

	/**
	 * The rule of a handler method: its own, else its class's, else a library handler's;
	 * empty when it has none.
	 */
	static Optional<Rule> ruleOf(HandlerMethod handler) {
		RequiredRole required = AnnotatedElementUtils.findMergedAnnotation(handler.getMethod(), RequiredRole.class);
		if (required != null) {
			return Optional.of(Rule.of(required.value()));
		}
		if (AnnotatedElementUtils.hasAnnotation(handler.getMethod(), PermitAll.class)) {
			return Optional.of(Rule.PUBLIC);
		}
		required = AnnotatedElementUtils.findMergedAnnotation(handler.getBeanType(), RequiredRole.class);
		if (required != null) {
			return Optional.of(Rule.of(required.value()));
		}
		if (AnnotatedElementUtils.hasAnnotation(handler.getBeanType(), PermitAll.class)) {
			return Optional.of(Rule.PUBLIC);
		}
		return LIBRARY_HANDLERS.entrySet()
			.stream()
			.filter((library) -> library.getKey().isAssignableFrom(handler.getBeanType()))
			.map((library) -> Rule.of(library.getValue()))
			.findFirst();
	}

	/**
	 * The handler method the dispatcher will call for this request, or {@code null}. The
	 * lookup's request attributes (path variables, the matching pattern, ...) stay in a
	 * wrapper, so the dispatcher finds the request as it came.
	 */
	private HandlerMethod handlerOf(HttpServletRequest request) {
		RequestMappingHandlerMapping mapping = this.mappings.get();
		try {
			HandlerExecutionChain chain = mapping.getHandler(new OwnAttributes(request));
			return (chain != null && chain.getHandler() instanceof HandlerMethod method) ? method : null;
		}
		catch (Exception noMethodFits) {
			// the path is mapped but not for this method, type or accept header: Spring
			// MVC answers it
			return null;
		}
	}

	/** What a handler needs: a role, or nothing ({@link #PUBLIC}). */
	record Rule(Role least) {

		static final Rule PUBLIC = new Rule(null);

		static Rule of(Role least) {
			return new Rule(least);
		}

		boolean isPublic() {
			return this.least == null;
		}

		/** Whether a user with this role (empty: not signed in) may use the handler. */
		boolean grantedTo(Optional<Role> role) {
			return isPublic() || role.map((held) -> held.includes(this.least)).orElse(false);
		}

	}

	/**
	 * A refusal that says why: the least role the handler needs, or {@code null} when it
	 * has no rule.
	 */
	static final class Refusal extends AuthorizationDecision {

		private final Role least;

		Refusal(Role least) {
			super(false);
			this.least = least;
		}

		String reason() {
			return (this.least == null) ? "This endpoint has no access rule, so it is refused"
					: "Your role may not do this: it needs the " + this.least.code() + " role or above";
		}

	}

	/**
	 * The request with attributes of its own: what the handler lookup sets is not seen by
	 * the dispatcher.
	 */
	private static final class OwnAttributes extends HttpServletRequestWrapper {

		private final Map<String, Object> attributes = new HashMap<>();

		private static final Object REMOVED = new Object();

		OwnAttributes(HttpServletRequest request) {
			super(request);
		}

		@Override
		public Object getAttribute(String name) {
			Object own = this.attributes.get(name);
			if (own == REMOVED) {
				return null;
			}
			return (own != null) ? own : super.getAttribute(name);
		}

		@Override
		public void setAttribute(String name, Object value) {
			this.attributes.put(name, (value != null) ? value : REMOVED);
		}

		@Override
		public void removeAttribute(String name) {
			this.attributes.put(name, REMOVED);
		}

	}

}
