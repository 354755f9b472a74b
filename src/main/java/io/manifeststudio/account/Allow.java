package io.manifeststudio.account;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The access a handler needs. Every handler method declares one, on itself or on its controller class (the method's
 * wins); {@link AllowInterceptor} refuses any request whose handler has none, so a new endpoint without a rule fails
 * closed (and {@code EndpointRightsTests} fails the build).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ ElementType.TYPE, ElementType.METHOD })
public @interface Allow {

	Access value();

}
