package io.manifeststudio.account;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a controller of pages whose unknown manifest, revision or comment, unreadable
 * choice or busy diff is the error page (the pages' advice in {@code system} selects the
 * controllers it advises by this annotation). A controller without it answers such
 * failures as the API does, with a problem JSON body, when its answer is a body or an
 * htmx fragment.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface ErrorPages {

}
