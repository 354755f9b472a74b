package io.manifeststudio.editor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxTrigger;

/**
 * Fires the htmx event {@value #EVENT} after a handler changed the draft, so that every part of the board that
 * derives from the draft (cards, findings, previews, undo and redo) refreshes itself by listening for it
 * ({@code hx-trigger="draftChanged from:body"}). One name in one place, instead of string literals in each
 * controller.
 */
@Target({ ElementType.METHOD, ElementType.TYPE })
@Retention(RetentionPolicy.RUNTIME)
@Documented
@HxTrigger(HxDraftChanged.EVENT)
public @interface HxDraftChanged {

	/** The event's name, for templates and for handlers that add it through {@code HtmxResponse}. */
	String EVENT = "draftChanged";

}
