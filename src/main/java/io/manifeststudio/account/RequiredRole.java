package io.manifeststudio.account;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The least role a handler needs: that role and every role above it in
 * {@link Role#HIERARCHY} may use it. Every handler method declares it, on itself or on
 * its controller class (the method's wins), or is
 * {@link jakarta.annotation.security.PermitAll} (the sign-in and error pages only).
 * {@link HandlerRules}, the security filter chains' authorization, refuses a request
 * whose handler has neither, so a new endpoint without a rule fails closed (and
 * {@code EndpointRightsTests} fails the build).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ ElementType.TYPE, ElementType.METHOD })
public @interface RequiredRole {

	Role value();

}
