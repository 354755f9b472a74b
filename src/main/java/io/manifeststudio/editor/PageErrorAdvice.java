package io.manifeststudio.editor;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.servlet.ModelAndView;

import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.RevisionNotFoundException;

/**
 * Errors of the HTML pages: an unknown manifest or revision is the 404 page of {@code templates/error.html} (other
 * errors reach it through Boot's error controller). Only the page controllers are advised; the JSON API ({@code /api/**})
 * has its own advice that answers JSON.
 */
@ControllerAdvice(assignableTypes = { ManifestListController.class, ManifestImportController.class,
		ManifestPageController.class, GenerationFormController.class })
@Order(Ordered.HIGHEST_PRECEDENCE)
class PageErrorAdvice {

	static final String ERROR_VIEW = "error";

	@ExceptionHandler({ ManifestNotFoundException.class, RevisionNotFoundException.class })
	ModelAndView notFound(RuntimeException ex) {
		return error(HttpStatus.NOT_FOUND);
	}

	private static ModelAndView error(HttpStatus status) {
		ModelAndView page = new ModelAndView(ERROR_VIEW, status);
		page.addObject("status", status.value());
		page.addObject("error", status.getReasonPhrase());
		return page;
	}

}
