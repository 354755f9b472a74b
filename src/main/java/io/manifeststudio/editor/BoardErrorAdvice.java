package io.manifeststudio.editor;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.servlet.ModelAndView;

import io.manifeststudio.manifest.InvalidManifestRequestException;
import io.manifeststudio.manifest.ManifestNotFoundException;

/**
 * Errors of the board's pages and fragments: an unknown manifest is the 404 page and a version that is not offered
 * the 400 page ({@code templates/error.html}). htmx swaps no 4xx answer, so a fragment request that fails leaves the
 * board as it was.
 */
@ControllerAdvice(assignableTypes = { BoardPageController.class, BoardPanelsController.class,
		BoardEditController.class })
@Order(Ordered.HIGHEST_PRECEDENCE)
class BoardErrorAdvice {

	static final String ERROR_VIEW = "error";

	@ExceptionHandler(ManifestNotFoundException.class)
	ModelAndView notFound(ManifestNotFoundException ex) {
		return error(HttpStatus.NOT_FOUND);
	}

	@ExceptionHandler(InvalidManifestRequestException.class)
	ModelAndView badRequest(InvalidManifestRequestException ex) {
		return error(HttpStatus.BAD_REQUEST);
	}

	private static ModelAndView error(HttpStatus status) {
		ModelAndView page = new ModelAndView(ERROR_VIEW, status);
		page.addObject("status", status.value());
		page.addObject("error", status.getReasonPhrase());
		return page;
	}

}
