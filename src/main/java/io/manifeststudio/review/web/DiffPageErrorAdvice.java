package io.manifeststudio.review.web;

import jakarta.servlet.http.HttpServletResponse;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.servlet.ModelAndView;

import io.manifeststudio.manifest.InvalidManifestRequestException;
import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.RevisionNotFoundException;
import io.manifeststudio.review.CommentNotFoundException;
import io.manifeststudio.review.DiffsBusyException;

/**
 * Errors of the review's pages: an unknown manifest, revision or comment (or one of another manifest) is the 404 page, a version or pod that cannot be read
 * the 400 page (with what is wrong), no free diff computation the 503 page, all from {@code templates/error.html}. The review's API has the JSON advice.
 */
@ControllerAdvice(assignableTypes = { DiffPageController.class, ReviewPageController.class, BoardCommentsController.class })
@Order(Ordered.HIGHEST_PRECEDENCE)
class DiffPageErrorAdvice {

	@ExceptionHandler({ ManifestNotFoundException.class, RevisionNotFoundException.class,
			CommentNotFoundException.class })
	ModelAndView notFound(RuntimeException ex) {
		return error(HttpStatus.NOT_FOUND, ex.getMessage());
	}

	@ExceptionHandler
	ModelAndView badRequest(InvalidManifestRequestException ex) {
		return error(HttpStatus.BAD_REQUEST, ex.getMessage());
	}

	/** Every diff computation is taken and none became free in time: 503 with {@code Retry-After}. */
	@ExceptionHandler
	ModelAndView busy(DiffsBusyException ex, HttpServletResponse response) {
		response.setHeader(HttpHeaders.RETRY_AFTER, String.valueOf(DiffsBusyException.RETRY_AFTER_SECONDS));
		return error(HttpStatus.SERVICE_UNAVAILABLE, ex.getMessage());
	}

	private static ModelAndView error(HttpStatus status, String message) {
		ModelAndView page = new ModelAndView("error", status);
		page.addObject("status", status.value());
		page.addObject("error", status.getReasonPhrase());
		page.addObject("explanation", message);
		return page;
	}

}
