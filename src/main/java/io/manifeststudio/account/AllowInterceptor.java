package io.manifeststudio.account;

import java.util.Map;
import java.util.Optional;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.core.annotation.AnnotatedElementUtils;
import org.springframework.security.authentication.AnonymousAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springdoc.webmvc.api.OpenApiResource;
import org.springdoc.webmvc.ui.SwaggerConfigResource;
import org.springdoc.webmvc.ui.SwaggerWelcomeCommon;

/**
 * Checks the {@link Allow} of the handler a request reaches: a handler method without one (on itself or its class) is
 * refused for everyone (fail closed); one whose access the caller's role lacks is a 403 (API JSON or the error page).
 * Static resources are not handler methods and pass (the filter chain decides who reaches them).
 */
public class AllowInterceptor implements HandlerInterceptor {

	@Override
	public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler)
			throws Exception {
		if (!(handler instanceof HandlerMethod method)) {
			return true;
		}
		Optional<Access> access = accessOf(method);
		if (access.isEmpty()) {
			refuse(request, response, "This endpoint has no access rule, so it is refused");
			return false;
		}
		if (access.get().grantedTo(currentRole())) {
			return true;
		}
		refuse(request, response, "Your role may not do this: it needs " + access.get().least()
			.map((role) -> "the " + role.code() + " role or above")
			.orElse("no role"));
		return false;
	}

	/**
	 * The access rule of a handler method: its own {@link Allow}, else its class's, else the rule of a library's
	 * handler ({@link #LIBRARY_HANDLERS}).
	 */
	public static Optional<Access> accessOf(HandlerMethod method) {
		Allow allow = AnnotatedElementUtils.findMergedAnnotation(method.getMethod(), Allow.class);
		if (allow == null) {
			allow = AnnotatedElementUtils.findMergedAnnotation(method.getBeanType(), Allow.class);
		}
		if (allow != null) {
			return Optional.of(allow.value());
		}
		return LIBRARY_HANDLERS.entrySet()
			.stream()
			.filter((handler) -> handler.getKey().isAssignableFrom(method.getBeanType()))
			.map(Map.Entry::getValue)
			.findFirst();
	}

	/**
	 * Handlers of libraries, which cannot carry {@link Allow}: springdoc's OpenAPI description and Swagger UI only
	 * describe the API, so every signed-in role may read them.
	 */
	static final Map<Class<?>, Access> LIBRARY_HANDLERS = Map.of(OpenApiResource.class, Access.READ,
			SwaggerWelcomeCommon.class, Access.READ, SwaggerConfigResource.class, Access.READ);

	static Optional<Role> currentRole() {
		Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
		if (authentication == null || !authentication.isAuthenticated()
				|| authentication instanceof AnonymousAuthenticationToken) {
			return Optional.empty();
		}
		return Role.strongest(authentication.getAuthorities());
	}

	private static void refuse(HttpServletRequest request, HttpServletResponse response, String why)
			throws Exception {
		if (ApiErrors.isApi(request)) {
			ApiErrors.write(request, response, HttpServletResponse.SC_FORBIDDEN, why);
		}
		else {
			response.sendError(HttpServletResponse.SC_FORBIDDEN, why);
		}
	}

}
